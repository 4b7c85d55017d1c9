import type { Dispatch } from '@reduxjs/toolkit';
import { KEPT_FAVORITES } from '../../shared/lib/kept-values';
import { readFavoritesFromRaw } from './favorite-persistence';
import { favoritesSynced } from './favorite-slice';

const STORAGE_KEY = KEPT_FAVORITES.key;

/**
 * docs/decisions/006-favourites.md: two open tabs see each other's favourite changes. The browser
 * tells every other tab when one writes persist:root; this tab then takes the
 * saved list. Returns the function that stops listening.
 */
export function syncFavoritesAcrossTabs(dispatch: Dispatch): () => void {
  function onStorage(event: StorageEvent) {
    if (event.key !== STORAGE_KEY && event.key !== null) return;
    // key null: another tab cleared the whole storage.
    dispatch(favoritesSynced(readFavoritesFromRaw(event.newValue)));
  }
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
