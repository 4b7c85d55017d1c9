import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { AddAllFavorites } from '../../features/favorites/add-all-favorites';
import { splitFavorites } from '../../features/favorites/favorite-availability';
import { selectFavoriteList } from '../../features/favorites/favorite-slice';
import { FavoritesEmpty } from '../../features/favorites/favorites-empty';
import { ShareFavorites } from '../../features/favorites/share-favorites';
import { parseSharedIds } from '../../features/favorites/shared-favorites';
import { UnavailableFavorites } from '../../features/favorites/unavailable-favorites';
import { ProductGrid, ProductGridSkeleton } from '../../features/products/product-grid';
import { ProductsError } from '../../features/products/products-error';
import { PATHS } from '../../shared/config/paths';
import { uk } from '../../shared/i18n/uk';
import { pluralize } from '../../shared/lib/plural';
import { focusInView } from '../../shared/lib/focus-in-view';
import { useFocusAfterRemoval } from '../../shared/lib/use-focus-after-removal';
import hiddenStyles from '../../shared/ui/visually-hidden.module.css';
import { useAppSelector } from '../hooks';
import { selectIsRehydrated } from '../store';
import { renderFavoriteAction } from '../favorite-action';
import { usePageProducts } from './use-page-products';
import styles from './favorite.module.css';
import type { PageMeta } from '../pages';
import { favoritesText } from '../../features/favorites/favorites-text';

const NONE: readonly number[] = [];

/** Which favourite an element is in: `p<id>` for a product's card, `u<id>` for an unavailable one. */
function favoriteKeyOf(element: Element): string | null {
  const card = element.closest<HTMLElement>('[data-testid="product-card"]');
  if (card) return `p${card.dataset.productId}`;
  const gone = element.closest<HTMLElement>('[data-unavailable-id]');
  return gone ? `u${gone.dataset.unavailableId}` : null;
}

/** Where focus goes when a favourite is removed: the heart or the remove button of a neighbour. */
function focusFavorite(key: string): boolean {
  const [kind, id] = [key[0], key.slice(1)];
  const target = document.querySelector<HTMLElement>(
    kind === 'p'
      ? `[data-testid="product-card"][data-product-id="${id}"] [data-testid="favorite-toggle"]`
      : `[data-unavailable-id="${id}"] button`,
  );
  if (target) focusInView(target);
  return target !== null;
}

export const meta: PageMeta = {
  title: uk.titles.favorite,
  description: `Вподобані речі в ${uk.brand}: збережені у вашому браузері, ними можна поділитися посиланням.`,
};

/**
 * /favorite (docs/catalogue-and-favourites.md): the visitor's
 * favourites in the order added, or, with `?ids=`, a list someone shared.
 * Saved ids that match no product are listed apart, each removable; a shared
 * list simply leaves them out.
 */
export function Component() {
  const { search } = useLocation();
  const sharedIds = useMemo(() => parseSharedIds(search), [search]);
  const favoriteList = useAppSelector(selectFavoriteList);
  const rehydrated = useAppSelector(selectIsRehydrated);
  const shared = sharedIds !== null;
  const ids = sharedIds ?? favoriteList;
  const { products, ...status } = usePageProducts({ needed: ids.length > 0 });
  const { available, missing } = useMemo(() => splitFavorites(ids, products), [ids, products]);
  // Known only once the products are: until then every id looks missing.
  const unavailable = shared || status.isLoading || status.isError ? NONE : missing;
  // Until the saved favourites are read back, "empty" would be a lie; an
  // empty list needs no products to say so.
  const waiting = (!shared && !rehydrated) || (status.isLoading && ids.length > 0);

  const keys = useMemo(
    () => [...available.map((p) => `p${p.id}`), ...unavailable.map((id) => `u${id}`)],
    [available, unavailable],
  );
  useFocusAfterRemoval(keys, favoriteKeyOf, focusFavorite);

  return (
    <>
      <title>{shared ? `${favoritesText.sharedTitle} — ${uk.brand}` : uk.titles.favorite}</title>
      <h1>{shared ? favoritesText.sharedTitle : uk.pages.favorite}</h1>
      {waiting ? (
        <ProductGridSkeleton count={4} />
      ) : status.isError ? (
        <ProductsError onRetry={status.onRetry} />
      ) : available.length === 0 ? (
        shared ? (
          <FavoritesEmpty title={favoritesText.sharedEmpty} text={favoritesText.sharedText} />
        ) : (
          <FavoritesEmpty />
        )
      ) : (
        <>
          <div className={styles.toolbar}>
            <div>
              {shared && <p className={styles.lead}>{favoritesText.sharedText}</p>}
              <p className={styles.count} data-testid="results-count">
                {pluralize(available.length, uk.products.count)}
              </p>
              {shared && <Link to={PATHS.favorite}>{favoritesText.myFavorites}</Link>}
            </div>
            {shared ? (
              <AddAllFavorites ids={available.map((product) => product.id)} />
            ) : (
              <ShareFavorites ids={available.map((product) => product.id)} />
            )}
          </div>
          <h2 className={hiddenStyles.hidden}>
            {shared ? favoritesText.sharedListHeading : favoritesText.listHeading}
          </h2>
          <ProductGrid products={available} renderAction={renderFavoriteAction} />
        </>
      )}
      {!waiting && !status.isError && unavailable.length > 0 && (
        <UnavailableFavorites ids={unavailable} />
      )}
    </>
  );
}
