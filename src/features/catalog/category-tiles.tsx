import { CATEGORIES, type Category } from '../../shared/config/catalog';
import { uk } from '../../shared/i18n/uk';
import { catalogAddress } from '../../shared/lib/catalog-address';
import { pluralize } from '../../shared/lib/plural';
import { PictureTiles } from '../products/picture-tiles';
import type { Product } from '../products/types';

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
    <PictureTiles
      tiles={CATEGORIES.flatMap((category) => {
        const picture = pictures.get(category);
        return counts[category] && picture
          ? [
              {
                key: category,
                to: catalogAddress({ category }),
                name: category,
                line: pluralize(counts[category] ?? 0, uk.products.count),
                picture,
              },
            ]
          : [];
      })}
    />
  );
}
