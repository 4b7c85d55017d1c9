import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { AddAllFavorites } from '../../features/favorites/add-all-favorites';
import { selectFavoriteList } from '../../features/favorites/favorite-slice';
import { FavoritesEmpty } from '../../features/favorites/favorites-empty';
import { ShareFavorites } from '../../features/favorites/share-favorites';
import { parseSharedIds } from '../../features/favorites/shared-favorites';
import { ProductGrid, ProductGridSkeleton } from '../../features/products/product-grid';
import type { Product } from '../../features/products/types';
import { PATHS } from '../../shared/config/paths';
import { uk } from '../../shared/i18n/uk';
import { pluralize } from '../../shared/lib/plural';
import { useAppSelector } from '../hooks';
import { selectIsRehydrated } from '../store';
import { renderFavoriteAction } from './favorite-action';
import { ProductsStatus } from './products-status';
import { usePageProducts } from './use-page-products';
import styles from './favorite.module.css';

/** The products for a list of ids, in the list's order; ids that match no product are skipped. */
function productsFor(ids: readonly number[], products: readonly Product[]): Product[] {
  const byId = new Map(products.map((product) => [product.id, product]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * /favorite (spec §2; DECISIONS.md, Favourites): the visitor's favourites in
 * the order added, or, with `?ids=`, a list someone shared.
 */
export function Component() {
  const { products, ...status } = usePageProducts();
  const { search } = useLocation();
  const sharedIds = useMemo(() => parseSharedIds(search), [search]);
  const favoriteList = useAppSelector(selectFavoriteList);
  const rehydrated = useAppSelector(selectIsRehydrated);
  const shared = sharedIds !== null;
  const ids = sharedIds ?? favoriteList;
  const list = useMemo(() => productsFor(ids, products), [ids, products]);
  // Until the saved favourites are read back, "empty" would be a lie; an
  // empty list needs no products to say so.
  const waiting = (!shared && !rehydrated) || (status.isLoading && ids.length > 0);

  return (
    <>
      <title>{shared ? `${uk.favoritesPage.sharedTitle} — ${uk.brand}` : uk.titles.favorite}</title>
      <h1>{shared ? uk.favoritesPage.sharedTitle : uk.pages.favorite}</h1>
      {waiting ? (
        <ProductGridSkeleton count={4} />
      ) : status.isError ? (
        <ProductsStatus {...status} />
      ) : list.length === 0 ? (
        shared ? (
          <FavoritesEmpty title={uk.favoritesPage.sharedEmpty} text={uk.favoritesPage.sharedText} />
        ) : (
          <FavoritesEmpty />
        )
      ) : (
        <>
          <div className={styles.toolbar}>
            <div>
              {shared && <p className={styles.lead}>{uk.favoritesPage.sharedText}</p>}
              <p className={styles.count} data-testid="results-count">
                {pluralize(list.length, uk.products.count)}
              </p>
              {shared && <Link to={PATHS.favorite}>{uk.favoritesPage.myFavorites}</Link>}
            </div>
            {shared ? (
              <AddAllFavorites ids={list.map((product) => product.id)} />
            ) : (
              <ShareFavorites ids={list.map((product) => product.id)} />
            )}
          </div>
          <ProductGrid products={list} renderAction={renderFavoriteAction} />
        </>
      )}
    </>
  );
}
