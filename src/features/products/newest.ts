import type { Product } from './types';

/** How many of the newest goods the home page shows. */
export const NEWEST_COUNT = 8;

/** The `count` newest products of a list, newest first; ties keep the list's order. */
export function newestOf(products: readonly Product[], count = NEWEST_COUNT): Product[] {
  return [...products]
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
    .slice(0, count);
}
