import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useAppSelector } from '../../app/hooks';
import { PRODUCTS_REQUESTED } from '../../shared/config/spec';
import { productsById } from '../products/products-by-id';
import { productsQueryOptions } from '../products/products-query';
import type { Product } from '../products/types';
import { selectFavoriteList } from './favorite-slice';

export interface FavoritesByAvailability {
  /** The products of the ids that match one, in the ids' order. */
  available: Product[];
  /** Ids that match no product: sold, or gone from an owner's list. */
  missing: number[];
}

/**
 * Splits favourite ids by whether the product list still has them. A
 * product can leave the catalogue while a visitor keeps its id; the page
 * shows such ids apart so they can be removed (docs/robustness.md).
 */
export function splitFavorites(
  ids: readonly number[],
  products: readonly Product[],
): FavoritesByAvailability {
  const byId = productsById(products);
  const available: Product[] = [];
  const missing: number[] = [];
  for (const id of ids) {
    const product = byId.get(id);
    if (product) available.push(product);
    else missing.push(id);
  }
  return { available, missing };
}

/**
 * The header badge's count: the favourites a visitor can see. Until the
 * product list is known (it loads with a page, never for the badge alone)
 * every saved id counts, so nothing is lost merely because it has not loaded.
 */
export function useFavoriteCount(): number {
  const favoriteList = useAppSelector(selectFavoriteList);
  const { data: products } = useQuery({
    ...productsQueryOptions(PRODUCTS_REQUESTED),
    enabled: false,
  });
  const known = useMemo(() => (products ? new Set(products.map((p) => p.id)) : null), [products]);
  return known ? favoriteList.filter((id) => known.has(id)).length : favoriteList.length;
}
