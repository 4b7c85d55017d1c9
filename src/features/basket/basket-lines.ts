import { productsById } from '../products/products-by-id';
import type { Product } from '../products/types';
import {
  availabilityOf,
  isOrderable,
  type Availability,
} from '../../shared/catalogue/availability';
import { parsePrice } from '../../shared/lib/format-price';

/** A line of the basket: a piece with its availability now, or one gone from the catalogue. */
export type BasketLine =
  | { id: number; state: Availability; orderable: boolean; product: Product }
  | { id: number; state: 'gone'; orderable: false; product?: undefined };

/** The basket's lines in the order added, and what can be ordered of them and its sum. */
export function basketLines(ids: readonly number[], products: readonly Product[]) {
  const byId = productsById(products);
  const lines: BasketLine[] = ids.map((id) => {
    const product = byId.get(id);
    if (!product) return { id, state: 'gone', orderable: false };
    return { id, state: availabilityOf(product), orderable: isOrderable(product), product };
  });
  const orderable = lines.flatMap((line) => (line.orderable ? [line.product] : []));
  const total = orderable.reduce((sum, product) => sum + parsePrice(product.price), 0);
  return { lines, orderable, total };
}
