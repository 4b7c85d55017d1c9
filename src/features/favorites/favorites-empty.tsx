import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { PATHS } from '../../shared/config/paths';
import { uk } from '../../shared/i18n/uk';
import styles from './favorites-page.module.css';

/** docs/design.md: when nothing is saved, a friendly word and the way to the catalogue. */
export function FavoritesEmpty({
  title = uk.favoritesPage.emptyTitle,
  text = uk.favoritesPage.emptyText,
}: {
  title?: string;
  text?: string;
}) {
  return (
    <div className={styles.empty}>
      <Heart aria-hidden="true" className={styles.emptyIcon} />
      <p className={styles.emptyTitle}>{title}</p>
      <p>{text}</p>
      <Link to={PATHS.catalog} className={styles.primaryButton}>
        {uk.favoritesPage.toCatalog}
      </Link>
    </div>
  );
}
