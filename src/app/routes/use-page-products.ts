import { useProducts } from '../../features/products/use-products';
import { useWaitForDrawnProducts } from '../page-hydration';
import type { ProductPageProps } from './page-props';

const NO_PRODUCTS: ProductPageProps['products'] = [];

/** The product list and its flags, shaped as docs/product.md hands them to a page. */
export function usePageProducts(): ProductPageProps {
  // Drawn at build time with the cards: keep them until the list is here.
  useWaitForDrawnProducts();
  const { products, isLoading, isError, refetch } = useProducts();
  return {
    products: products ?? NO_PRODUCTS,
    isLoading,
    isError,
    onRetry: () => void refetch(),
  };
}
