import type { Middleware } from '@reduxjs/toolkit';
import { KEPT_FAVORITES } from '../../shared/lib/kept-values';
import type { SyncStorage } from '../../shared/lib/safe-storage';
import { readFavoritesFromRaw } from './favorite-persistence';
import { addFavorite, favoriteSlice, removeFavorite } from './favorite-slice';

/** redux-persist's key for the root: `persist:` and the config's key (src/app/store.ts). */
const STORAGE_KEY = KEPT_FAVORITES.key;

/** The whole value as redux-persist writes it: each slice a JSON string inside a JSON object. */
export function persistedRoot(favoriteList: readonly number[]): string {
  return JSON.stringify({
    favorite: JSON.stringify({ favoriteList }),
    _persist: JSON.stringify({ version: -1, rehydrated: true }),
  });
}

/**
 * Writes a heart's press to `persist:root` in the same task that shows it
 * pressed, applied to what is saved there. redux-persist loads only once the
 * page is on screen, reads the saved list, and writes a change after that
 * (src/app/store.ts): a press made before it has (a press kept from the
 * first paint, src/app/early.js) would be written nowhere until then, and
 * a reload in those seconds would lose a favourite the page said was saved.
 * Nor is `pagehide` enough: a phone may close a tab without one. Once
 * redux-persist runs, it writes the same list after this.
 */
export function saveFavoritesAtOnce(storage: SyncStorage): Middleware {
  return () => (next) => (action) => {
    const result = next(action);
    if (addFavorite.match(action) || removeFavorite.match(action)) {
      const saved = readFavoritesFromRaw(storage.getItem(STORAGE_KEY));
      const { favoriteList } = favoriteSlice.reducer({ favoriteList: saved }, action);
      const same =
        favoriteList.length === saved.length && favoriteList.every((id, i) => id === saved[i]);
      if (!same) storage.setItem(STORAGE_KEY, persistedRoot(favoriteList));
    }
    return result;
  };
}
