import { combineReducers, configureStore } from '@reduxjs/toolkit';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  persistReducer,
  persistStore,
  PURGE,
  REGISTER,
  REHYDRATE,
  type PersistConfig,
  type Persistor,
} from 'redux-persist';
import { optionsSlice } from '../features/catalog/options-slice';
import { deserializePersisted, migratePersisted } from '../features/favorites/favorite-persistence';
import { favoriteSlice } from '../features/favorites/favorite-slice';
import { filterSlice } from '../features/search/filter-slice';
import { PERSIST_KEY, PERSIST_TIMEOUT_MS } from '../shared/config/spec';
import { createSafeStorage, type AsyncStorage } from '../shared/lib/safe-storage';

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
  storage?: AsyncStorage;
}

/** A fresh store; tests build one each, the app builds one in main.tsx. */
export function makeStore({
  preloadedState,
  storage = createSafeStorage(),
}: MakeStoreOptions = {}) {
  const store = configureStore({
    reducer: persistReducer(createPersistConfig(storage), rootReducer),
    preloadedState: preloadedState as never,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        // redux-persist's actions carry functions by design.
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }),
  });
  return store;
}

/** Starts saving and restoring; returns the persistor (for flush and tests). */
export function startPersistence(store: AppStore): Persistor {
  // Once per store: React's StrictMode runs the effect that calls this twice.
  let persistor = persistors.get(store);
  if (!persistor) {
    persistor = persistStore(store);
    persistors.set(store, persistor);
  }
  return persistor;
}

/**
 * Starts saving and restoring, and resolves once the saved favourites are
 * read back (or given up on): a page drawn as showing them (none, at build)
 * is hydrated with them.
 */
export function savedFavoritesRead(store: AppStore): Promise<void> {
  startPersistence(store);
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
  const persistor = persistors.get(store);
  if (!persistor) return;
  await persistor.flush();
  persistor.pause();
}

const persistors = new WeakMap<AppStore, Persistor>();

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

/** Whether the saved favourites have been read back (or given up on). */
export const selectIsRehydrated = (state: RootState) => state._persist?.rehydrated ?? false;
