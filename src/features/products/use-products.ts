import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { PRODUCTS_REQUESTED } from '../../shared/config/spec';
import { productsQueryOptions } from './products-query';

/**
 * The product list with the loading and error flags that every page receives
 * (docs/product.md). With `load` false it is not asked for, only read when
 * something else has loaded it (a page drawn with its first view, src/app/first-view.ts).
 */
export function useProducts(count = PRODUCTS_REQUESTED, load = true) {
  const { data, isLoading, isError, refetch } = useQuery({
    ...productsQueryOptions(count),
    enabled: load,
  });
  // A list that arrives is drawn in the background, in slices React can
  // interrupt, so the page never freezes while its cards are built (
  // Total Blocking Time); meanwhile the page keeps showing it is loading.
  const products = useDeferredValue(data);
  const arriving = data !== undefined && products === undefined;
  return { products, isLoading: isLoading || arriving, isError, refetch };
}
