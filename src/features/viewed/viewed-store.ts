import { useSyncExternalStore } from 'react';
import { createSafeStorage, type AsyncStorage } from '../../shared/lib/safe-storage';
import { readViewed, VIEWED_KEY, viewedIds, withViewed } from './viewed-storage';

/**
 * The pieces the visitor looked at, newest first, as the basket's store keeps
 * its pieces (src/features/basket/basket-store.ts): read from storage when
 * first asked for, kept through src/shared/lib/safe-storage.ts (for the visit
 * alone when the storage is blocked or full), and following another tab.
 */
export interface ViewedSnapshot {
  ids: readonly number[];
  /** False until the stored list has been read. */
  read: boolean;
}

const UNREAD: ViewedSnapshot = { ids: [], read: false };

export function createViewedStore(storage: AsyncStorage = createSafeStorage()) {
  let snapshot = UNREAD;
  let started = false;
  const listeners = new Set<() => void>();

  function set(ids: readonly number[], save: boolean, read = true) {
    snapshot = { ids, read };
    if (save) void storage.setItem(VIEWED_KEY, JSON.stringify(ids));
    listeners.forEach((listener) => listener());
  }

  function start() {
    if (started || typeof window === 'undefined') return;
    started = true;
    window.addEventListener('storage', (event) => {
      // key null: another tab cleared the whole storage.
      if (event.key === VIEWED_KEY || event.key === null) set(readViewed(event.newValue), false);
    });
    void storage.getItem(VIEWED_KEY).then((raw) => {
      // A page opened before the stored list was read comes first.
      const ids = viewedIds([...snapshot.ids, ...readViewed(raw)]);
      set(ids, JSON.stringify(ids) !== (raw ?? '[]'));
    });
  }

  return {
    subscribe(listener: () => void) {
      start();
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    get: () => snapshot,
    /** A product page was opened. */
    add(id: number) {
      start();
      // Before the stored list is read, it is written once merged with it (start).
      if (snapshot.ids[0] !== id) set(withViewed(snapshot.ids, id), snapshot.read, snapshot.read);
    },
    clear() {
      set([], true);
    },
  };
}

export type ViewedStore = ReturnType<typeof createViewedStore>;

export const viewedStore = createViewedStore();

export function useViewed(store: ViewedStore = viewedStore): ViewedSnapshot {
  return useSyncExternalStore(store.subscribe, store.get, () => UNREAD);
}
