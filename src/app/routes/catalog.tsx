import { Catalog } from '../../features/catalog/catalog';
import { useAddressView, useCatalogAddressSync } from '../../features/catalog/use-catalog-view';
import { ProductGridSkeleton } from '../../features/products/product-grid';
import { ProductsError } from '../../features/products/products-error';
import { SHOP } from '../../shared/config/shop';
import { uk } from '../../shared/i18n/uk';
import { renderFavoriteAction } from '../favorite-action';
import { usePageProducts } from './use-page-products';
import type { PageMeta } from '../pages';

export const meta: PageMeta = {
  title: uk.titles.catalog(uk.pages.catalog),
  // The sample's goods; an owner's shop sells its own (docs/owner-catalogue.md).
  description: `Каталог ${uk.brand}: ${SHOP.sample ? 'порцеляна, кришталь, тарілки, вази, статуетки, іграшки, меблі та колекційні карти' : 'антикварні та вінтажні речі'}. Пошук, фільтри за категорією, матеріалом і ціною.`,
};

/** /catalog (docs/product.md): the catalogue, with the favourite hearts on its cards. */
export function Component() {
  const { products, first, ...status } = usePageProducts();
  // Redux and the header follow the address from the first render, while the products load.
  useCatalogAddressSync();
  // The heading, and the title after it, name the one category chosen.
  const heading = useAddressView().category ?? uk.pages.catalog;
  return (
    <>
      <title>{uk.titles.catalog(heading)}</title>
      <h1>{heading}</h1>
      {status.isLoading ? (
        <ProductGridSkeleton count={12} />
      ) : status.isError ? (
        <ProductsError onRetry={status.onRetry} />
      ) : (
        <Catalog products={products} first={first?.catalog} renderAction={renderFavoriteAction} />
      )}
    </>
  );
}
