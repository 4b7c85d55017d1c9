import { useParams } from 'react-router';
import { BasketButton } from '../../features/basket/basket-button';
import { DeliveryNote } from '../../features/basket/delivery-note';
import { FavoriteButton } from '../../features/favorites/favorite-button';
import { ProductNotFound } from '../../features/product-page/product-not-found';
import { ProductPageSkeleton } from '../../features/product-page/product-page-skeleton';
import { ProductView } from '../../features/product-page/product-view';
import { similarProducts } from '../../features/product-page/similar-products';
import { ProductGrid } from '../../features/products/product-grid';
import { productOfAddress } from '../../features/products/products-by-id';
import { ProductsError } from '../../features/products/products-error';
import { isOrderable } from '../../shared/catalogue/availability';
import { uk } from '../../shared/i18n/uk';
import { renderFavoriteAction } from '../favorite-action';
import { usePageProducts } from './use-page-products';
import styles from './product.module.css';
import type { Product } from '../../features/products/types';
import { formatPrice } from '../../shared/lib/format-price';
import type { PageMeta } from '../pages';
import { productPageText } from '../../features/product-page/product-page-text';
import { LaterViewedSection } from '../hooks';

/** A product's page describes its product: its price first (page-head.ts shortens the text). */
export function meta({ product }: { product: Product }): PageMeta {
  return {
    title: uk.titles.product(product.title),
    description: `${formatPrice(product.price)}. ${product.description}`,
  };
}

/** docs/decisions/003-routes.md: /catalog/:productId, the product page. */
export function Component() {
  const { productId } = useParams();
  const { products, ...status } = usePageProducts();
  if (status.isLoading) return <ProductPageSkeleton />;
  if (status.isError) return <ProductsError onRetry={status.onRetry} />;
  const product = productOfAddress(products, productId);
  if (!product) {
    return (
      <>
        <title>{uk.titles.notFound}</title>
        <ProductNotFound />
      </>
    );
  }
  return (
    <>
      <title>{uk.titles.product(product.title)}</title>
      {/* Keyed by id so that the gallery starts at the first picture for every product. */}
      <ProductView
        key={product.id}
        product={product}
        basket={<BasketButton productId={product.id} orderable={isOrderable(product)} />}
        note={<DeliveryNote />}
        favorite={
          <FavoriteButton productId={product.id} productTitle={product.title} variant="inline" />
        }
      />
      <section className={styles.similar} aria-labelledby="similar-products">
        <h2 id="similar-products">{productPageText.similar}</h2>
        {/* Four cards: the wide grid's 4 (or, on phones, 2) a row leaves none alone. */}
        <ProductGrid
          products={similarProducts(product, products)}
          renderAction={renderFavoriteAction}
          variant="wide"
        />
      </section>
      <LaterViewedSection current={product.id} renderAction={renderFavoriteAction} />
    </>
  );
}
