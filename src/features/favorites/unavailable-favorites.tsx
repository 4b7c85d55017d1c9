import { useAppDispatch } from '../../app/hooks';
import { removeFavorite } from './favorite-slice';
import styles from './favorites-page.module.css';
import { favoritesText } from './favorites-text';

/**
 * Saved ids that match no product any more: said plainly, each with a button
 * that removes it, so a favourite that left the catalogue never sticks in the
 * badge or the list.
 */
export function UnavailableFavorites({ ids }: { ids: readonly number[] }) {
  const dispatch = useAppDispatch();
  const t = favoritesText.unavailable;
  return (
    <section className={styles.unavailable} aria-labelledby="unavailable-favorites">
      <h2 id="unavailable-favorites" className={styles.unavailableHeading}>
        {t.heading}
      </h2>
      <ul className={styles.unavailableList}>
        {ids.map((id) => (
          <li key={id} className={styles.unavailableItem} data-unavailable-id={id}>
            <span>{t.item(id)}</span>
            <button
              type="button"
              className={styles.secondaryButton}
              aria-label={t.remove(id)}
              onClick={() => dispatch(removeFavorite(id))}
            >
              {t.removeText}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
