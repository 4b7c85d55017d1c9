import { uk } from '../../shared/i18n/uk';
import { pluralize } from '../../shared/lib/plural';
import { ProductsStatus } from './products-status';
import { usePageProducts } from './use-page-products';

export function Component() {
  const { products, ...status } = usePageProducts();
  return (
    <>
      <title>{uk.titles.catalog}</title>
      <h1>{uk.pages.catalog}</h1>
      <ProductsStatus {...status} />
      {!status.isLoading && !status.isError && (
        <p data-testid="results-count">{pluralize(products.length, uk.products.count)}</p>
      )}
    </>
  );
}
