import { Link } from 'react-router';
import { CATEGORIES, type Category } from '../../shared/config/catalog';
import { uk } from '../../shared/i18n/uk';
import { catalogAddress } from '../../shared/lib/catalog-address';
import { pluralize } from '../../shared/lib/plural';
import { ProductImage } from '../products/product-image';
import type { Product } from '../products/types';
import styles from './category-tiles.module.css';

/** The home page's way into the catalogue: one tile per category, with its count. */
export function CategoryTiles({ products }: { products: readonly Product[] }) {
  const counts = new Map<Category, number>();
  const pictures = new Map<Category, Product>();
  for (const product of products) {
    counts.set(product.category, (counts.get(product.category) ?? 0) + 1);
    if (!pictures.has(product.category)) pictures.set(product.category, product);
  }
  return (
    <ul className={styles.tiles}>
      {CATEGORIES.filter((category) => counts.has(category)).map((category) => (
        <li key={category}>
          <Link to={catalogAddress({ category })} className={styles.tile}>
            <ProductImage
              src={pictures.get(category)!.mainImage}
              sources={pictures.get(category)!.mainImageSources}
              alt=""
              className={styles.picture}
            />
            <span className={styles.text}>
              <span className={styles.name}>{category}</span>
              <span className={styles.count}>
                {pluralize(counts.get(category) ?? 0, uk.products.count)}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
