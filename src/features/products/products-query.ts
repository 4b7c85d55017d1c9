import { queryOptions } from '@tanstack/react-query';
import { PRODUCTS_STALE_TIME_MS } from '../../shared/config/spec';
import { fetchProducts } from './fetch-products';

/**
 * The one description of the product list query (docs/product.md): key
 * ['products', count], fresh for five minutes. Used by useProducts and by
 * anything that prefetches. A list that failed (already retried once) stays
 * failed when another page mounts: the page says so and offers its retry
 * button, rather than trying again unasked (app.tsx asks for the list before
 * the first page mounts).
 */
export function productsQueryOptions(count: number) {
  return queryOptions({
    queryKey: ['products', count] as const,
    queryFn: () => fetchProducts(count),
    staleTime: PRODUCTS_STALE_TIME_MS,
    retryOnMount: false,
  });
}
