import { queryOptions } from '@tanstack/react-query';
import { PRODUCTS_STALE_TIME_MS } from '../../shared/config/spec';
import { fetchProducts } from './fetch-products';

/**
 * The one description of the product list query (spec §7): key
 * ['products', count], fresh for five minutes. Used by useProducts and by
 * anything that prefetches.
 */
export function productsQueryOptions(count: number) {
  return queryOptions({
    queryKey: ['products', count] as const,
    queryFn: () => fetchProducts(count),
    staleTime: PRODUCTS_STALE_TIME_MS,
  });
}
