import type { Product } from '../../features/products/types';

/** docs/product.md: what each page receives. About gets the flags only. */
export interface PageStatusProps {
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
}

export interface ProductPageProps extends PageStatusProps {
  products: readonly Product[];
}
