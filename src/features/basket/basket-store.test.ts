import {
  createSafeStorage,
  getStorageStatus,
  resetStorageStatus,
} from '../../shared/lib/safe-storage';
import { BASKET_KEY } from './basket-storage';
import { createBasketStore } from './basket-store';

function throwingStorage(name: string): Storage {
  const fail = () => {
    throw new DOMException('no', name);
  };
  return {
    length: 0,
    clear: fail,
    key: fail,
    getItem: fail,
    setItem: fail,
    removeItem: fail,
  };
}

/** Subscribes, as the header does, and waits for the stored basket to be read. */
async function started(store: ReturnType<typeof createBasketStore>) {
  const stop = store.subscribe(() => {});
  await Promise.resolve();
  await Promise.resolve();
  return stop;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetStorageStatus();
});

describe('the basket store', () => {
  it('is empty and unread until first asked for, then reads the stored basket cleaned', async () => {
    localStorage.setItem(BASKET_KEY, '[5,5,"x",-1,8]');
    const store = createBasketStore();
    expect(store.get()).toEqual({ ids: [], read: false });
    await started(store);
    expect(store.get()).toEqual({ ids: [5, 8], read: true });
    // The cleaned list is written back.
    expect(localStorage.getItem(BASKET_KEY)).toBe('[5,8]');
  });

  it('saves each piece once, removes it, and empties', async () => {
    const store = createBasketStore();
    await started(store);
    store.add(3);
    store.add(9);
    store.add(3);
    expect(localStorage.getItem(BASKET_KEY)).toBe('[3,9]');
    store.remove(3);
    expect(store.get().ids).toEqual([9]);
    expect(localStorage.getItem(BASKET_KEY)).toBe('[9]');
    store.clear();
    expect(localStorage.getItem(BASKET_KEY)).toBe('[]');
    // Nothing of the favourites' storage.
    expect(localStorage.getItem('persist:root')).toBeNull();
  });

  it('follows what another tab writes, cleaned, and a cleared storage', async () => {
    const store = createBasketStore();
    await started(store);
    const seen = vi.fn();
    store.subscribe(seen);
    window.dispatchEvent(new StorageEvent('storage', { key: BASKET_KEY, newValue: '[4,4,0,6]' }));
    expect(store.get().ids).toEqual([4, 6]);
    window.dispatchEvent(new StorageEvent('storage', { key: 'persist:root', newValue: '[1]' }));
    expect(store.get().ids).toEqual([4, 6]);
    window.dispatchEvent(new StorageEvent('storage', { key: null, newValue: null }));
    expect(store.get().ids).toEqual([]);
    expect(seen).toHaveBeenCalledTimes(2);
  });

  it('keeps the basket for the visit when the storage is blocked, and says so', async () => {
    const store = createBasketStore(
      createSafeStorage(
        () => throwingStorage('SecurityError'),
        () => throwingStorage('SecurityError'),
      ),
    );
    await started(store);
    expect(getStorageStatus()).toBe('unavailable-unsaved');
    store.add(7);
    expect(store.get().ids).toEqual([7]);
  });

  it('keeps the basket in the tab when the storage is full', async () => {
    const store = createBasketStore(createSafeStorage(() => throwingStorage('QuotaExceededError')));
    await started(store);
    store.add(2);
    expect(getStorageStatus()).toBe('full');
    expect(sessionStorage.getItem(BASKET_KEY)).toBe('[2]');
    expect(store.get().ids).toEqual([2]);
  });
});
