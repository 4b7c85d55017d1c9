import { useSyncExternalStore } from 'react';
import { createSafeStorage, type AsyncStorage } from '../../shared/lib/safe-storage';
import { BASKET_KEY, basketIds, readBasket } from './basket-storage';

/**
 * The basket's state: the ids of the pieces in it, in the order added. It is
 * small and lives outside Redux, so that the header's count is all the first
 * load carries of it. It is read from storage when first asked for (the page
 * drawn at build time shows an empty basket, so the first render does too),
 * kept through src/shared/lib/safe-storage.ts (for the visit alone when the
 * storage is blocked or full, with the storage notice saying so), and follows
 * what another tab writes.
 */
export interface BasketSnapshot {
  ids: readonly number[];
  /** False until the stored basket has been read. */
  read: boolean;
}

const UNREAD: BasketSnapshot = { ids: [], read: false };

export function createBasketStore(storage: AsyncStorage = createSafeStorage()) {
  let snapshot = UNREAD;
  let started = false;
  const listeners = new Set<() => void>();

  function set(ids: readonly number[], save: boolean) {
    snapshot = { ids, read: true };
    if (save) void storage.setItem(BASKET_KEY, JSON.stringify(ids));
    listeners.forEach((listener) => listener());
  }

  function start() {
    if (started || typeof window === 'undefined') return;
    started = true;
    window.addEventListener('storage', (event) => {
      // key null: another tab cleared the whole storage.
      if (event.key === BASKET_KEY || event.key === null) set(readBasket(event.newValue), false);
    });
    void storage.getItem(BASKET_KEY).then((raw) => {
      // A piece added before the stored basket was read is kept, after it.
      const ids = basketIds([...readBasket(raw), ...snapshot.ids]);
      // What was stored is written back cleaned.
      set(ids, raw !== null && raw !== JSON.stringify(ids));
    });
  }

  return {
    subscribe(listener: () => void) {
      start();
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    get: () => snapshot,
    add(id: number) {
      if (!snapshot.ids.includes(id)) set([...snapshot.ids, id], true);
    },
    remove(id: number) {
      set(
        snapshot.ids.filter((kept) => kept !== id),
        true,
      );
    },
    clear() {
      set([], true);
    },
  };
}

export type BasketStore = ReturnType<typeof createBasketStore>;

export const basketStore = createBasketStore();

/** The basket, as the page drawn at build time has it (empty, unread) until hydrated. */
export function useBasket(store: BasketStore = basketStore): BasketSnapshot {
  return useSyncExternalStore(store.subscribe, store.get, () => UNREAD);
}

/**
 * The header's count, the one rule for it wherever it is shown: every piece
 * the basket holds, as `/basket` lists them (a piece reserved, sold or gone
 * since it was added among them, said so there, removable). Not what can be
 * ordered: that needs the product list, which a page loads only for itself,
 * so the count would change from page to page and after the first paint.
 */
export function selectBasketCount(basket: BasketSnapshot): number {
  return basket.ids.length;
}

/** The header's count (selectBasketCount), as a number, so that reading an empty basket draws nothing again. */
export function useBasketCount(store: BasketStore = basketStore): number {
  return useSyncExternalStore(
    store.subscribe,
    () => selectBasketCount(store.get()),
    () => selectBasketCount(UNREAD),
  );
}
