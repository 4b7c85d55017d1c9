/**
 * Every value the visitor's browser keeps, one entry each (docs/architecture.md,
 * "Data and state"): its key and where it lives; what it holds, how it is
 * cleaned and how long it is kept are said beside each entry, and its reader
 * (which cleans whatever is found, never trusting it) lives with the feature
 * that keeps it. Each value has a key of its own, so that reading, cleaning,
 * migrating or rewriting one never touches another, and a new kept value is
 * one more entry here. src/app/kept-values.test.ts holds every entry to that:
 * each key read back cleaned, and none dropped by another's write.
 *
 * `local` is localStorage through src/shared/lib/safe-storage.ts: blocked or
 * full, a value is kept in the tab's sessionStorage, and failing that for the
 * page's life. `tab` is the tab's sessionStorage alone (visitStorage): for
 * the visit. The header's counts read two of these on the first load, so the
 * table stays keys only: words for engineers are comments, not strings.
 */
export interface KeptValue {
  key: string;
  where: 'local' | 'tab';
}

/**
 * The favourite ids, in redux-persist's format under `persist:` and its key
 * PERSIST_KEY (src/app/store.ts, src/features/favorites/favorite-persistence.ts;
 * src/app/early.js reads it too): the favourites alone, never another value,
 * since redux-persist rewrites the whole key with its whitelist. Kept until
 * taken away.
 */
export const KEPT_FAVORITES = { key: 'persist:root', where: 'local' } as const satisfies KeptValue;

/**
 * The ids in the basket, in the order added (src/features/basket/basket-storage.ts).
 * Kept until removed, or the order is said to be sent.
 */
export const KEPT_BASKET = {
  key: 'bon-vintage:basket',
  where: 'local',
} as const satisfies KeptValue;

/**
 * The product pages opened, newest first, at most twelve
 * (src/features/viewed/viewed-storage.ts); never sent anywhere. Kept until
 * `Очистити`, the oldest going as new ones come.
 */
export const KEPT_VIEWED = {
  key: 'bon-vintage:viewed',
  where: 'local',
} as const satisfies KeptValue;

/**
 * The order's draft, the order shown and its thanks (src/features/basket/order-visit.ts).
 * Kept for the visit: until the tab closes.
 */
export const KEPT_ORDER_VISIT = {
  key: 'bon-vintage:order-visit',
  where: 'tab',
} as const satisfies KeptValue;

/**
 * The last order said to be sent, its sum and way to pay (src/features/basket/last-order.ts).
 * Kept 30 days (LAST_ORDER_DAYS), deleted when read after.
 */
export const KEPT_LAST_ORDER = {
  key: 'bon-vintage:last-order',
  where: 'local',
} as const satisfies KeptValue;

/** The table: every kept value by name (the features read their own entry, so that the first load carries only those). */
export const KEPT_VALUES = {
  favorites: KEPT_FAVORITES,
  basket: KEPT_BASKET,
  viewed: KEPT_VIEWED,
  orderVisit: KEPT_ORDER_VISIT,
  lastOrder: KEPT_LAST_ORDER,
} as const satisfies Record<string, KeptValue>;

export type KeptValueName = keyof typeof KEPT_VALUES;
