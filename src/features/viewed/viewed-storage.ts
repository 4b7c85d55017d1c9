import { KEPT_VIEWED } from '../../shared/lib/kept-values';

/**
 * What the visitor looked at, as it is kept in the browser
 * (src/shared/lib/kept-values.ts): localStorage['bon-vintage:viewed'] holds a
 * JSON list of the product ids whose pages they opened, newest first, on this
 * device only and never sent anywhere. Whatever is found there is cleaned
 * when it is read, never trusted.
 */
export const VIEWED_KEY = KEPT_VIEWED.key;

/** How many pieces «Ви переглядали» remembers. */
export const MAX_VIEWED = 12;

/** The ids of a list: positive integers, each once, in their order, at most MAX_VIEWED. */
export function viewedIds(value: unknown): number[] {
  const ids = new Set<number>();
  if (Array.isArray(value)) {
    for (const id of value) {
      if (ids.size >= MAX_VIEWED) break;
      if (Number.isSafeInteger(id) && (id as number) > 0) ids.add(id as number);
    }
  }
  return [...ids];
}

/** The ids of a stored value (viewedIds); text that is not JSON reads as empty. */
export function readViewed(raw: string | null): number[] {
  try {
    return viewedIds(JSON.parse(raw ?? '[]'));
  } catch {
    return [];
  }
}

/** The list once `id`'s page is opened: it goes first, once, and the oldest past MAX_VIEWED goes. */
export function withViewed(ids: readonly number[], id: number): number[] {
  return viewedIds([id, ...ids]);
}
