import { useProducts } from '../../features/products/use-products';
import type { ProductPageProps } from './page-props';

const NO_PRODUCTS: ProductPageProps['products'] = [];

/** The product list and its flags, shaped as docs/product.md hands them to a page. */
export function usePageProducts(): ProductPageProps {
  const { products, isLoading, isError, refetch } = useProducts();
  return {
    products: products ?? NO_PRODUCTS,
    isLoading,
    isError,
    onRetry: () => void refetch(),
  };
}
