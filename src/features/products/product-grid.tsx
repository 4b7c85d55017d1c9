import type { ReactNode } from 'react';
import { uk } from '../../shared/i18n/uk';
import { ProductCard, ProductCardSkeleton } from './product-card';
import type { Product } from './types';
import styles from './product-grid.module.css';

interface ProductGridProps {
  products: readonly Product[];
  /** The control over each card's picture (the favourite heart, filled in by the route). */
  renderAction?: (product: Product) => ReactNode;
  /** Each card's title, when it is more than the text (the search's highlight). */
  renderTitle?: (product: Product) => ReactNode;
  /** Columns from desktop down: the catalogue's 4/3/2 by default. */
  variant?: 'catalog' | 'wide';
  /** How many first cards load their pictures at once: a page's top row, none for a list drawn below it. */
  eagerCount?: number;
}

/** A list of product cards; 4, 3 or 2 a row by width (docs/design.md). */
export function ProductGrid({
  products,
  renderAction,
  renderTitle,
  variant = 'catalog',
  eagerCount = 4,
}: ProductGridProps) {
  return (
    <ul className={`${styles.grid} ${styles[variant]}`}>
      {products.map((product, index) => (
        <li key={product.id} className={styles.item}>
          <ProductCard
            product={product}
            action={renderAction?.(product)}
            title={renderTitle?.(product)}
            eager={index < eagerCount}
          />
        </li>
      ))}
    </ul>
  );
}

/** The grid's look while the list loads: cards of the final size and the loading text. */
export function ProductGridSkeleton({
  count = 8,
  variant = 'catalog',
}: {
  count?: number;
  variant?: 'catalog' | 'wide';
}) {
  return (
    <div>
      <p className={styles.loading} role="status">
        {uk.loading}
      </p>
      <ul className={`${styles.grid} ${styles[variant]}`} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className={styles.item}>
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}
