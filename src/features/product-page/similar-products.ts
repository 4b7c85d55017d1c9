import type { Product } from '../products/types';

/**
 * Up to `count` other products for a product's page: the same category
 * first, then the same material, then the rest, each in the list's own
 * (the generator's) order; never the product itself. One pass over a list
 * already in memory, that stops as soon as the same category fills it.
 */
export function similarProducts(
  product: Product,
  products: readonly Product[],
  count = 4,
): Product[] {
  const sameCategory: Product[] = [];
  const sameMaterial: Product[] = [];
  const rest: Product[] = [];
  for (const other of products) {
    if (other.id === product.id) continue;
    if (other.category === product.category) {
      sameCategory.push(other);
      if (sameCategory.length === count) break;
    } else if (other.material === product.material) {
      if (sameMaterial.length < count) sameMaterial.push(other);
    } else if (rest.length < count) {
      rest.push(other);
    }
  }
  return [...sameCategory, ...sameMaterial, ...rest].slice(0, count);
}
