import { Catalog } from '../../features/catalog/catalog';
import { useCatalogUrlToStore } from '../../features/catalog/use-catalog-url-sync';
import { ProductGridSkeleton } from '../../features/products/product-grid';
import { ProductsError } from '../../features/products/products-error';
import { uk } from '../../shared/i18n/uk';
import { renderFavoriteAction } from './favorite-action';
import { usePageProducts } from './use-page-products';

/** /catalog (docs/product.md): the catalogue, with the favourite hearts on its cards. */
export function Component() {
  const { products, ...status } = usePageProducts();
  // The address's filters reach the store while the products load, so the
  // list is filtered the first time it is drawn.
  const { category } = useCatalogUrlToStore();
  // The heading, and the title after it, name the one category chosen.
  const heading = category ?? uk.pages.catalog;
  return (
    <>
      <title>{uk.titles.catalog(heading)}</title>
      <h1>{heading}</h1>
      {status.isLoading ? (
        <ProductGridSkeleton count={12} />
      ) : status.isError ? (
        <ProductsError onRetry={status.onRetry} />
      ) : (
        <Catalog products={products} renderAction={renderFavoriteAction} />
      )}
    </>
  );
}
