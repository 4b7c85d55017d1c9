import type { FavoriteState } from './favorite-slice';

/**
 * Reading favourites back from storage (docs/decisions/006-favourites.md). Whatever an
 * earlier version, another tool or a broken browser left in
 * localStorage['persist:root'] is cleaned here, never trusted: only positive
 * integer ids survive, each once, in their saved order.
 */

/** More favourites than any visitor keeps; a bound so that a corrupted list cannot grow without end. */
export const MAX_FAVORITES = 1000;

/** The storage key's value as redux-persist writes it: each slice a JSON string inside a JSON object. */
export type PersistedRoot = Record<string, unknown>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * redux-persist's `deserialize`, applied to the whole value and then to each
 * slice. It never throws: text that is not JSON reads as an empty object, and
 * a slice stored as an object rather than as a JSON string is taken as it is.
 */
export function deserializePersisted(value: unknown): unknown {
  if (typeof value !== 'string') return isRecord(value) ? value : {};
  try {
    const parsed: unknown = JSON.parse(value);
    return isRecord(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

function toFavoriteId(value: unknown): number | undefined {
  // An earlier version may have kept ids as strings of digits.
  const id = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** The valid ids of any value, in order, without duplicates, at most MAX_FAVORITES. */
export function sanitizeFavoriteList(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  const ids = new Set<number>();
  for (const item of value) {
    const id = toFavoriteId(item);
    if (id !== undefined) ids.add(id);
    if (ids.size >= MAX_FAVORITES) break;
  }
  return [...ids];
}

export function sanitizeFavoriteState(value: unknown): FavoriteState {
  return { favoriteList: sanitizeFavoriteList(isRecord(value) ? value.favoriteList : undefined) };
}

/**
 * redux-persist's `migrate`: keeps only the favourite slice (the whitelist) in
 * a clean form, whatever version wrote it; nothing else found under the key
 * is restored into the store. redux-persist writes its whitelist alone, so
 * `persist:root` is the favourites' key and no other value's: every other
 * kept value has a key of its own (src/shared/lib/kept-values.ts), which
 * neither this nor a rewrite of the key can drop.
 */
export function migratePersisted<S>(state: S | undefined): Promise<S | undefined> {
  if (!isRecord(state)) return Promise.resolve(undefined);
  const migrated: Record<string, unknown> = {
    ...state,
    favorite: sanitizeFavoriteState(state.favorite),
  };
  for (const key of Object.keys(migrated)) {
    if (key !== 'favorite' && key !== '_persist') delete migrated[key];
  }
  return Promise.resolve(migrated as S);
}

/** The favourite ids in a raw `persist:root` value, as another tab wrote it. */
export function readFavoritesFromRaw(raw: string | null): number[] {
  if (raw === null) return [];
  const root = deserializePersisted(raw) as PersistedRoot;
  return sanitizeFavoriteState(deserializePersisted(root.favorite)).favoriteList;
}
