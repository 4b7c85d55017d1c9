import { whenIdle } from '../../shared/lib/when-idle';
import { perList } from '../products/per-list';
import type { Product } from '../products/types';
import { createProductSearch, type ProductSearch } from './product-search';
import { suggest, type Suggestions } from './suggest';

/**
 * The header's suggestions behind a dynamic import (MiniSearch stays
 * out of the first load). One index per product list (per-list.ts): built
 * once, and let go with the list.
 */
export const searchFor: (products: readonly Product[]) => ProductSearch = perList((products) =>
  createProductSearch(products, { deferIndexing: true }),
);

/**
 * A slice of indexing: short enough that even a phone four times slower than
 * this machine stays under the 50 ms of a long task.
 */
const INDEXING_SLICE_MS = 8;

/**
 * Builds the list's index while the browser is idle, a slice at a time, so
 * that the first query finds it ready and the page never freezes meanwhile
 * (a query that comes sooner indexes the rest at once). Returns the function
 * that stops it, for an effect.
 */
export function indexWhenIdle(products: readonly Product[]): () => void {
  const search = searchFor(products);
  let cancel = () => {};
  const slice = () => {
    if (!search.indexFor(INDEXING_SLICE_MS)) cancel = whenIdle(slice);
  };
  cancel = whenIdle(slice);
  return () => cancel();
}

export function suggestionsFor(
  products: readonly Product[],
  query: string,
  limit = 5,
): Suggestions {
  return suggest(searchFor(products), products, query, limit);
}
