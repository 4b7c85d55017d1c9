import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PATHS } from '../../shared/config/paths';
import { formatPrice } from '../../shared/lib/format-price';
import { AvailabilityBadge } from '../../shared/ui/availability-badge';
import { SalePrice } from '../../shared/ui/sale-price';
import { ProductImage } from './product-image';
import type { Product } from './types';
import styles from './product-card.module.css';

interface ProductCardProps {
  product: Product;
  /**
   * A control laid over the picture's top-right corner, outside the link
   * (docs/design.md: the whole card leads to the product, the heart does not).
   * The routes put the favourite button here, as features do not import each other.
   */
  action?: ReactNode;
  /** The first cards of a page are worth loading at once, and first (the page's largest paint). */
  eager?: boolean;
  /** The title as drawn, when it is more than the text (the search marks what matched). */
  title?: ReactNode;
}

/** One product in a grid: picture, title on at most two lines, price; leads to its page. */
export function ProductCard({ product, action, eager = false, title }: ProductCardProps) {
  return (
    <article className={styles.card} data-testid="product-card" data-product-id={product.id}>
      {/* Named by what it shows, title and price (WCAG 2.5.3, label in name). */}
      <Link to={PATHS.product(product.id)} className={styles.link}>
        <span className={styles.picture}>
          <ProductImage
            src={product.mainImage}
            sources={product.mainImageSources}
            alt=""
            className={styles.image}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : 'auto'}
          />
        </span>
        <h3 className={styles.title} id={`product-title-${product.id}`}>
          {title ?? product.title}
        </h3>
        <p className={styles.price}>
          <SalePrice price={product.price} oldPrice={product.oldPrice}>
            {formatPrice(product.price)}
          </SalePrice>
          <AvailabilityBadge status={product.status} />
        </p>
      </Link>
      {action && <div className={styles.action}>{action}</div>}
    </article>
  );
}

/** A card's placeholder of the same size while the list loads (docs/design.md). */
export function ProductCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true" data-testid="product-card-skeleton">
      <div className={`${styles.skeletonBlock} ${styles.skeletonImage}`} />
      <div className={styles.title}>
        <span className={`${styles.skeletonBlock} ${styles.skeletonLine}`} />
      </div>
      <p className={styles.price}>
        <span className={`${styles.skeletonBlock} ${styles.skeletonPrice}`} />
      </p>
    </div>
  );
}
