import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { uk } from '../../shared/i18n/uk';
import { pluralize } from '../../shared/lib/plural';
import { StatusMessage } from '../../shared/ui/status-message';
import { addFavorite, selectFavoriteList } from './favorite-slice';
import styles from './favorites-page.module.css';
import { favoritesText } from './favorites-text';

/** On a shared list: puts all of its (known) products into the visitor's own favourites. */
export function AddAllFavorites({ ids }: { ids: readonly number[] }) {
  const dispatch = useAppDispatch();
  const own = useAppSelector(selectFavoriteList);
  const [added, setAdded] = useState<number | null>(null);
  const missing = ids.filter((id) => !own.includes(id));

  return (
    <div className={styles.addAll}>
      <button
        type="button"
        className={styles.primaryButton}
        // aria-disabled, not disabled: a disabled button drops the focus of
        // the visitor who just pressed it onto <body>.
        aria-disabled={missing.length === 0}
        onClick={() => {
          if (missing.length === 0) return;
          missing.forEach((id) => dispatch(addFavorite(id)));
          setAdded(missing.length);
        }}
      >
        {missing.length === 0 && added === null ? favoritesText.allAdded : favoritesText.addAll}
      </button>
      <StatusMessage>
        {added !== null ? favoritesText.added(pluralize(added, uk.products.count)) : ''}
      </StatusMessage>
    </div>
  );
}
