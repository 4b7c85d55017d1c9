import { useLocation } from 'react-router';
import { useProducts } from '../../features/products/use-products';
import { PRODUCTS_REQUESTED } from '../../shared/config/spec';
import { useFirstView, type FirstViewProducts } from '../first-view';
import type { ProductPageProps } from './page-props';

const NO_PRODUCTS: ProductPageProps['products'] = [];

export interface PageProducts extends ProductPageProps {
  /**
   * The page's first view (first-view.ts) while the whole list is not here:
   * `products` are then the first view's, which draw the page as the build
   * did and no other view of it.
   */
  first?: FirstViewProducts;
}

/**
 * The product list and its flags, shaped as docs/product.md hands them to a
 * page. A page drawn at build time starts with its first view and asks for
 * the whole list only when it shows something else (a query in the address);
 * app.tsx loads the list at the visitor's first touch, key or scroll, so that
 * a filter, a search or page 2 finds it there. A page of the visitor's own
 * pieces (favourites, the basket) passes `needed`: whether it has any to show,
 * so that an empty one asks for no list.
 */
export function usePageProducts({ needed = true }: { needed?: boolean } = {}): PageProducts {
  const first = useFirstView();
  const asDrawn = useLocation().search === '';
  const { products, isLoading, isError, refetch } = useProducts(
    PRODUCTS_REQUESTED,
    needed && (first === undefined || !asDrawn),
  );
  const onRetry = () => void refetch();
  // A list that failed leaves the page as drawn, if it is drawn for this address.
  if (products === undefined && first && (asDrawn || !isError))
    return { products: first.products, first, isLoading: false, isError: false, onRetry };
  return { products: products ?? NO_PRODUCTS, isLoading, isError, onRetry };
}
