import { Link } from 'react-router';
import { CATEGORIES, type Category } from '../../shared/config/catalog';
import { uk } from '../../shared/i18n/uk';
import { catalogAddress } from '../../shared/lib/catalog-address';
import { pluralize } from '../../shared/lib/plural';
import { ProductImage } from '../products/product-image';
import type { Product } from '../products/types';
import styles from './category-tiles.module.css';

/** How many goods each category of `products` has. */
export function categoryCounts(products: readonly Product[]): Partial<Record<Category, number>> {
  const counts: Partial<Record<Category, number>> = {};
  for (const { category } of products) counts[category] = (counts[category] ?? 0) + 1;
  return counts;
}

/**
 * The home page's way into the catalogue: one tile per category, with its
 * count and the picture of its first product. `counts` are the whole list's
 * when `products` are only those the page was drawn with (its first view,
 * which holds each category's first product).
 */
export function CategoryTiles({
  products,
  counts = categoryCounts(products),
}: {
  products: readonly Product[];
  counts?: Partial<Record<Category, number>>;
}) {
  const pictures = new Map<Category, Product>();
  for (const product of products) {
    if (!pictures.has(product.category)) pictures.set(product.category, product);
  }
  return (
    <ul className={styles.tiles}>
      {CATEGORIES.filter((category) => counts[category] && pictures.has(category)).map(
        (category) => (
          <li key={category}>
            <Link to={catalogAddress({ category })} className={styles.tile}>
              <span className={styles.pictureBox}>
                <ProductImage
                  src={pictures.get(category)!.mainImage}
                  sources={pictures.get(category)!.mainImageSources}
                  alt=""
                  className={styles.picture}
                />
              </span>
              <span className={styles.text}>
                <span className={styles.name}>{category}</span>
                <span className={styles.count}>
                  {pluralize(counts[category] ?? 0, uk.products.count)}
                </span>
              </span>
            </Link>
          </li>
        ),
      )}
    </ul>
  );
}
