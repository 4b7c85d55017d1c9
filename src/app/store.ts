import { combineReducers, configureStore } from '@reduxjs/toolkit';
import type { PersistConfig, PersistState, Persistor } from 'redux-persist';
// Only the action names: redux-persist itself loads when saving starts (startPersistence).
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist/es/constants';
import { optionsSlice } from '../features/catalog/options-slice';
import { deserializePersisted, migratePersisted } from '../features/favorites/favorite-persistence';
import { favoriteSlice } from '../features/favorites/favorite-slice';
import { saveFavoritesAtOnce } from '../features/favorites/save-favorites-at-once';
import { filterSlice } from '../features/search/filter-slice';
import { PERSIST_KEY, PERSIST_TIMEOUT_MS } from '../shared/config/spec';
import { createSafeStorage, type AsyncStorage, type SyncStorage } from '../shared/lib/safe-storage';

const rootReducer = combineReducers({
  [favoriteSlice.reducerPath]: favoriteSlice.reducer,
  [filterSlice.reducerPath]: filterSlice.reducer,
  [optionsSlice.reducerPath]: optionsSlice.reducer,
});

type SlicesState = ReturnType<typeof rootReducer>;

/**
 * docs/product.md: only the favourite slice is saved, under localStorage['persist:root'],
 * and restoring gives up after 5000 ms. The format stays redux-persist's own so
 * that data saved by an earlier version is read as is; bad data is cleaned by
 * deserialize and migrate (favorite-persistence.ts).
 */
export function createPersistConfig(storage: AsyncStorage) {
  // redux-persist reads `deserialize` at run time but its types omit it.
  const config: PersistConfig<SlicesState> & { deserialize: (value: unknown) => unknown } = {
    key: PERSIST_KEY,
    storage,
    whitelist: [favoriteSlice.reducerPath],
    timeout: PERSIST_TIMEOUT_MS,
    deserialize: deserializePersisted,
    migrate: migratePersisted,
  };
  return config;
}

export interface MakeStoreOptions {
  preloadedState?: Partial<SlicesState>;
  /**
   * Where a heart's press is written the moment it is made (the app's
   * storage; none in most tests): saveFavoritesAtOnce.
   */
  favoriteStorage?: SyncStorage;
}

/**
 * A fresh store; tests build one each, the app builds one in app.tsx. It
 * neither saves nor restores until startPersistence.
 */
export function makeStore({ preloadedState, favoriteStorage }: MakeStoreOptions = {}) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        // redux-persist's actions carry functions by design.
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(favoriteStorage ? [saveFavoritesAtOnce(favoriteStorage)] : []),
  });
  return store;
}

/**
 * Starts saving and restoring; resolves to the persistor (for flush and tests).
 * redux-persist is loaded only now, when the page is on screen (or, on the
 * favourites page, before it hydrates), not with the first load: its reducer
 * takes the store's place, and passes every action through until it has read
 * the storage.
 */
export function startPersistence(
  store: AppStore,
  storage: AsyncStorage = createSafeStorage(),
): Promise<Persistor> {
  // Once per store: React's StrictMode runs the effect that calls this twice.
  let persistor = persistors.get(store);
  if (!persistor) {
    persistor = import('redux-persist').then(
      ({ persistReducer, persistStore }) => {
        store.replaceReducer(persistReducer(createPersistConfig(storage), rootReducer) as never);
        return persistStore(store);
      },
      (error: unknown) => {
        // A chunk that failed to load may be asked for again.
        persistors.delete(store);
        throw error;
      },
    );
    persistors.set(store, persistor);
  }
  return persistor;
}

/**
 * Starts saving and restoring, and resolves once the saved favourites are
 * read back (or given up on): a page drawn as showing them (none, at build)
 * is hydrated with them.
 */
export async function savedFavoritesRead(store: AppStore, storage?: AsyncStorage): Promise<void> {
  await startPersistence(store, storage);
  return new Promise((resolve) => {
    const settle = () => {
      if (!selectIsRehydrated(store.getState())) return;
      unsubscribe();
      resolve();
    };
    const unsubscribe = store.subscribe(settle);
    settle();
  });
}

/**
 * Stops saving, once what is queued is written (an app stopped in a test
 * must not write over the storage of the next one later).
 */
export async function stopPersistence(store: AppStore): Promise<void> {
  const persistor = await persistors.get(store);
  if (!persistor) return;
  await persistor.flush();
  persistor.pause();
}

const persistors = new WeakMap<AppStore, Promise<Persistor>>();

export type AppStore = ReturnType<typeof makeStore>;
/** The slices, and redux-persist's own part once saving has started. */
export type RootState = SlicesState & { _persist?: PersistState };
export type AppDispatch = AppStore['dispatch'];

/** Whether the saved favourites have been read back (or given up on). */
export const selectIsRehydrated = (state: RootState) => state._persist?.rehydrated ?? false;
