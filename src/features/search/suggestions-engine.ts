import type { Product } from '../products/types';
import { createProductSearch, type ProductSearch } from './product-search';
import { suggest, type Suggestions } from './suggest';

/**
 * The header's suggestions behind a dynamic import (MiniSearch stays
 * out of the first load). One index per product list: the list from TanStack
 * Query keeps its identity while it is fresh, so the WeakMap builds the index
 * once and lets it go with the list.
 */
const indexes = new WeakMap<readonly Product[], ProductSearch>();

export function searchFor(products: readonly Product[]): ProductSearch {
  let search = indexes.get(products);
  if (search === undefined) {
    search = createProductSearch(products);
    indexes.set(products, search);
  }
  return search;
}

export function suggestionsFor(
  products: readonly Product[],
  query: string,
  limit = 5,
): Suggestions {
  return suggest(searchFor(products), products, query, limit);
}
