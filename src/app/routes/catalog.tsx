import { useCallback, useEffect } from 'react';
import { Catalog } from '../../features/catalog/catalog';
import { useCatalogUrlToStore } from '../../features/catalog/use-catalog-url-sync';
import { ProductGridSkeleton } from '../../features/products/product-grid';
import type { Product } from '../../features/products/types';
import { selectSearchQuery, setSearchQuery } from '../../features/search/filter-slice';
import { Highlight } from '../../features/search/highlight';
import { searchFor } from '../../features/search/suggestions-engine';
import { uk } from '../../shared/i18n/uk';
import { isBlank } from '../../shared/lib/is-blank';
import { whenIdle } from '../../shared/lib/when-idle';
import { renderFavoriteAction } from './favorite-action';
import { ProductsError } from '../../features/products/products-error';
import { usePageProducts } from './use-page-products';

/** The matched parts of a title are marked in the results (as text, never markup). */
function renderHighlightedTitle(product: Product, query: string) {
  return <Highlight text={product.title} query={query} />;
}

/**
 * /catalog (docs/product.md): composes the catalogue with the search (built once per
 * product list) and the favourite hearts, as features do not import each other.
 */
export function Component() {
  const { products, ...status } = usePageProducts();
  // The address's filters reach the store while the products load, so the
  // list is filtered the first time it is drawn.
  const { category } = useCatalogUrlToStore({
    selectQuery: selectSearchQuery,
    setQuery: setSearchQuery,
  });
  // The heading, and the title after it, name the one category chosen.
  const heading = category ?? uk.pages.catalog;
  // One index per product list, shared with the header's suggestions: built
  // when the browser is idle after the first cards are drawn, or by the first
  // query if that comes sooner; never in the way of the first cards.
  const search = useCallback(
    (query: string) => (isBlank(query) ? null : searchFor(products).search(query)),
    [products],
  );
  useEffect(() => {
    if (products.length > 0) return whenIdle(() => searchFor(products));
  }, [products]);
  return (
    <>
      <title>{uk.titles.catalog(heading)}</title>
      <h1>{heading}</h1>
      {status.isLoading ? (
        <ProductGridSkeleton count={12} />
      ) : status.isError ? (
        <ProductsError onRetry={status.onRetry} />
      ) : (
        <Catalog
          products={products}
          search={search}
          selectQuery={selectSearchQuery}
          setQuery={setSearchQuery}
          renderAction={renderFavoriteAction}
          renderTitle={renderHighlightedTitle}
        />
      )}
    </>
  );
}
