import { useQuery } from '@tanstack/react-query';
import { PRODUCTS_REQUESTED } from '../../shared/config/spec';
import { productsQueryOptions } from './products-query';

/** The product list with the loading and error flags that every page receives (spec §2). */
export function useProducts(count = PRODUCTS_REQUESTED) {
  const { data, isLoading, isError, refetch } = useQuery(productsQueryOptions(count));
  return { products: data, isLoading, isError, refetch };
}
