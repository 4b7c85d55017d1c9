import { KEPT_BASKET } from '../../shared/lib/kept-values';

/**
 * The basket as it is kept in the browser (docs/architecture.md, "Basket and
 * order"): localStorage['bon-vintage:basket'] holds a JSON list of product
 * ids, apart from the favourites' persist:root. Whatever is found there is
 * cleaned when it is read, never trusted.
 */
export const BASKET_KEY = KEPT_BASKET.key;

/** More pieces than any order holds; a bound so that a corrupted list cannot grow without end. */
export const MAX_BASKET = 200;

/** The ids of a list: positive integers, each once, in their order, at most MAX_BASKET. */
export function basketIds(value: unknown): number[] {
  const ids = new Set<number>();
  if (Array.isArray(value)) {
    for (const id of value) {
      if (ids.size >= MAX_BASKET) break;
      if (Number.isSafeInteger(id) && (id as number) > 0) ids.add(id as number);
    }
  }
  return [...ids];
}

/** The ids of a stored value (basketIds); text that is not JSON reads as empty. */
export function readBasket(raw: string | null): number[] {
  try {
    return basketIds(JSON.parse(raw ?? '[]'));
  } catch {
    return [];
  }
}
