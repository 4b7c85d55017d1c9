import { uk } from '../../shared/i18n/uk';
import { ShareLink } from '../../shared/ui/share-link';
import { sharedFavoritesUrl } from './shared-favorites';
import styles from './favorites-page.module.css';

/** Shares a link to the visitor's favourites (`/favorite?ids=…`). */
export function ShareFavorites({ ids }: { ids: readonly number[] }) {
  return (
    <ShareLink
      label={uk.favoritesPage.share}
      title={uk.favoritesPage.sharedTitle}
      linkLabel={uk.favoritesPage.shareLinkLabel}
      url={() => sharedFavoritesUrl(ids)}
      className={styles.secondaryButton}
      align="end"
    />
  );
}
