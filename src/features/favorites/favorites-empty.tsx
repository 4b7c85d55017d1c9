import Heart from 'lucide-react/icons/heart';
import { Link } from 'react-router';
import { PATHS } from '../../shared/config/paths';
import styles from './favorites-page.module.css';
import { favoritesText } from './favorites-text';

/** docs/design.md: when nothing is saved, a friendly word and the way to the catalogue. */
export function FavoritesEmpty({
  title = favoritesText.emptyTitle,
  text = favoritesText.emptyText,
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
        {favoritesText.toCatalog}
      </Link>
    </div>
  );
}
