import { configureStore } from '@reduxjs/toolkit';
import { favoriteSlice } from './favorite-slice';
import { syncFavoritesAcrossTabs } from './sync-favorites-across-tabs';

function storageEvent(key: string | null, newValue: string | null) {
  return new StorageEvent('storage', { key, newValue });
}

describe('syncFavoritesAcrossTabs', () => {
  it('takes the favourites another tab saved, cleaned', () => {
    const store = configureStore({ reducer: { favorite: favoriteSlice.reducer } });
    const stop = syncFavoritesAcrossTabs(store.dispatch);
    const raw = JSON.stringify({ favorite: JSON.stringify({ favoriteList: [2, 2, -1, 9] }) });
    window.dispatchEvent(storageEvent('persist:root', raw));
    expect(store.getState().favorite.favoriteList).toEqual([2, 9]);
    window.dispatchEvent(storageEvent('unrelated', '[]'));
    expect(store.getState().favorite.favoriteList).toEqual([2, 9]);
    window.dispatchEvent(storageEvent(null, null));
    expect(store.getState().favorite.favoriteList).toEqual([]);
    stop();
    window.dispatchEvent(storageEvent('persist:root', raw));
    expect(store.getState().favorite.favoriteList).toEqual([]);
  });
});
