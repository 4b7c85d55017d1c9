import { BASE_PATH } from '../../shared/config/spec';

/** Enough for any real list; a longer link is cut, never a crash. */
const MAX_SHARED_IDS = 1000;

/**
 * The ids of a shared favourites link (`/favorite?ids=3,17,42`): positive
 * whole numbers, first occurrence kept, anything else ignored. Null when the
 * link has no `ids` at all (the visitor's own list is shown then).
 */
export function parseSharedIds(search: string | URLSearchParams): number[] | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const raw = params.get('ids');
  if (raw === null) return null;
  const ids: number[] = [];
  for (const part of raw.split(',')) {
    const text = part.trim();
    if (!/^\d{1,9}$/.test(text)) continue;
    const id = Number(text);
    if (id >= 1 && !ids.includes(id)) ids.push(id);
    if (ids.length >= MAX_SHARED_IDS) break;
  }
  return ids;
}

/** The absolute link that shows these ids to someone else. */
export function sharedFavoritesUrl(
  ids: readonly number[],
  origin = window.location.origin,
): string {
  return `${origin}${BASE_PATH}favorite?ids=${ids.join(',')}`;
}
