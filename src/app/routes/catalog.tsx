import { useCallback, useMemo } from 'react';
import { Catalog } from '../../features/catalog/catalog';
import { ProductGridSkeleton } from '../../features/products/product-grid';
import { selectSearchQuery, setSearchQuery } from '../../features/search/filter-slice';
import { createProductSearch, isBlankQuery } from '../../features/search/product-search';
import { uk } from '../../shared/i18n/uk';
import { renderFavoriteAction } from './favorite-action';
import { ProductsStatus } from './products-status';
import { usePageProducts } from './use-page-products';

/**
 * /catalog (spec §2): composes the catalogue with the search (built once per
 * product list) and the favourite hearts, as features do not import each other.
 */
export function Component() {
  const { products, ...status } = usePageProducts();
  const productSearch = useMemo(() => createProductSearch(products), [products]);
  const search = useCallback(
    (query: string) => (isBlankQuery(query) ? null : productSearch.search(query).ids),
    [productSearch],
  );
  return (
    <>
      <title>{uk.titles.catalog}</title>
      <h1>{uk.pages.catalog}</h1>
      {status.isLoading ? (
        <ProductGridSkeleton count={12} />
      ) : status.isError ? (
        <ProductsStatus {...status} />
      ) : (
        <Catalog
          products={products}
          search={search}
          selectQuery={selectSearchQuery}
          setQuery={setSearchQuery}
          renderAction={renderFavoriteAction}
        />
      )}
    </>
  );
}
