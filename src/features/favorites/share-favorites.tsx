import { ShareLink } from '../../shared/ui/share-link';
import { sharedFavoritesUrl } from './shared-favorites';
import styles from './favorites-page.module.css';
import { favoritesText } from './favorites-text';

/** Shares a link to the visitor's favourites (`/favorite?ids=…`). */
export function ShareFavorites({ ids }: { ids: readonly number[] }) {
  return (
    <ShareLink
      label={favoritesText.share}
      title={favoritesText.sharedTitle}
      linkLabel={favoritesText.shareLinkLabel}
      url={() => sharedFavoritesUrl(ids)}
      className={styles.secondaryButton}
      align="end"
    />
  );
}
