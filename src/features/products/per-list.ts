import type { Product } from './types';

/**
 * `compute` worked out once per product list, and kept as long as the list
 * is (TanStack Query keeps a list's identity until it is fetched again). What
 * the catalogue and the search read on every key press is made this way, so
 * that no key press walks 10 000 products to make it again.
 */
export function perList<T>(
  compute: (products: readonly Product[]) => T,
): (products: readonly Product[]) => T {
  const ofList = new WeakMap<readonly Product[], T>();
  return (products) => {
    let value = ofList.get(products);
    if (value === undefined) {
      value = compute(products);
      ofList.set(products, value);
    }
    return value;
  };
}
