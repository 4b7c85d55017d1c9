import { perList } from './per-list';
import type { Product } from './types';

/**
 * The one way to find a product by its id. The map is built once per product
 * list (per-list.ts), not again on every key press or render.
 */
export const productsById: (products: readonly Product[]) => ReadonlyMap<number, Product> = perList(
  (products) => new Map(products.map((product) => [product.id, product])),
);

/**
 * The product of an id as an address writes it: only the exact decimal id
 * matches ("abc", "01" or "1.0" is no product).
 */
export function productOfAddress(
  products: readonly Product[],
  id: string | undefined,
): Product | undefined {
  if (id === undefined || !/^[1-9]\d{0,15}$/.test(id)) return undefined;
  return productsById(products).get(Number(id));
}
