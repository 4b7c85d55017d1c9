import { productsById } from '../products/products-by-id';
import type { Product } from '../products/types';
import { parsePrice } from '../../shared/lib/format-price';

/**
 * Whether a piece can be ordered now: the one place the basket asks it
 * (the product page's button, the basket's lines and sum, the order, the
 * header's count), so that a new state of a piece changes it here alone.
 */
export function canOrder(product: Product): boolean {
  return !product.sold;
}

/** A line of the basket: a piece that can be ordered, one sold since, or one gone from the catalogue. */
export type BasketLine =
  | { id: number; state: 'available' | 'sold'; product: Product }
  | { id: number; state: 'gone'; product?: undefined };

/** The basket's lines in the order added, and what can be ordered of them and its sum. */
export function basketLines(ids: readonly number[], products: readonly Product[]) {
  const byId = productsById(products);
  const lines: BasketLine[] = ids.map((id) => {
    const product = byId.get(id);
    if (!product) return { id, state: 'gone' };
    return { id, state: canOrder(product) ? 'available' : 'sold', product };
  });
  const orderable = lines.flatMap((line) => (line.state === 'available' ? [line.product] : []));
  const total = orderable.reduce((sum, product) => sum + parsePrice(product.price), 0);
  return { lines, orderable, total };
}
