import { addFavorite, removeFavorite } from '../features/favorites/favorite-slice';
import { MAX_FAVORITES } from '../features/favorites/favorite-persistence';
import {
  createSafeStorage,
  createSyncSafeStorage,
  getStorageStatus,
  resetStorageStatus,
  type AsyncStorage,
} from '../shared/lib/safe-storage';
import { persisted, SAVED_KEY } from '../test/saved-favorites';
import { makeStore, selectIsRehydrated, startPersistence } from './store';

async function boot(storage?: AsyncStorage) {
  const store = makeStore();
  const persistor = await startPersistence(store, storage);
  await vi.waitFor(() => expect(selectIsRehydrated(store.getState())).toBe(true));
  return { store, persistor };
}

beforeEach(() => {
  localStorage.clear();
  resetStorageStatus();
});

describe('favourites persistence', () => {
  it('saves the favourite slice, and only it, in redux-persist format under persist:root', async () => {
    const { store, persistor } = await boot();
    store.dispatch(addFavorite(3));
    await persistor.flush();
    expect(localStorage.getItem(SAVED_KEY)).toBe(persisted([3]));
  });

  it('restores saved favourites on load', async () => {
    localStorage.setItem(SAVED_KEY, persisted([5, 2, 40]));
    const { store } = await boot();
    expect(store.getState().favorite.favoriteList).toEqual([5, 2, 40]);
  });

  it('keeps a heart pressed before the saved favourites were read, after them', async () => {
    localStorage.setItem(SAVED_KEY, persisted([5, 2]));
    const store = makeStore();
    store.dispatch(addFavorite(3));
    store.dispatch(addFavorite(2));
    const persistor = await startPersistence(store);
    await vi.waitFor(() => expect(selectIsRehydrated(store.getState())).toBe(true));
    expect(store.getState().favorite.favoriteList).toEqual([5, 2, 3]);
    await persistor.flush();
    expect(localStorage.getItem(SAVED_KEY)).toBe(persisted([5, 2, 3]));
  });

  it('writes a heart pressed before the saved favourites are read at once, after them', () => {
    localStorage.setItem(SAVED_KEY, persisted([5, 2]));
    const store = makeStore({ favoriteStorage: createSyncSafeStorage() });
    store.dispatch(addFavorite(3));
    // In the same task, before redux-persist has loaded: a reload now finds it.
    expect(localStorage.getItem(SAVED_KEY)).toBe(persisted([5, 2, 3]));
    store.dispatch(removeFavorite(3));
    store.dispatch(removeFavorite(9));
    expect(localStorage.getItem(SAVED_KEY)).toBe(persisted([5, 2]));
    // With nothing saved yet, and once redux-persist has it, the same format.
    localStorage.clear();
    store.dispatch(addFavorite(4));
    expect(localStorage.getItem(SAVED_KEY)).toBe(persisted([4]));
  });

  it('reads back what was written at once, and saves the same after it', async () => {
    const store = makeStore({ favoriteStorage: createSyncSafeStorage() });
    store.dispatch(addFavorite(7));
    const reloaded = makeStore({ favoriteStorage: createSyncSafeStorage() });
    const persistor = await startPersistence(reloaded);
    await vi.waitFor(() => expect(selectIsRehydrated(reloaded.getState())).toBe(true));
    expect(reloaded.getState().favorite.favoriteList).toEqual([7]);
    reloaded.dispatch(addFavorite(8));
    expect(localStorage.getItem(SAVED_KEY)).toBe(persisted([7, 8]));
    await persistor.flush();
    expect(localStorage.getItem(SAVED_KEY)).toBe(persisted([7, 8]));
  });

  it('does not save or restore the search query and options', async () => {
    localStorage.setItem(
      SAVED_KEY,
      JSON.stringify({
        favorite: JSON.stringify({ favoriteList: [1] }),
        filter: JSON.stringify({ searchQuery: 'ваза' }),
        options: JSON.stringify({ sortType: 'newest' }),
      }),
    );
    const { store, persistor } = await boot();
    expect(store.getState().filter.searchQuery).toBe('');
    expect(store.getState().options.sortType).toBe('');
    store.dispatch(addFavorite(2));
    await persistor.flush();
    expect(Object.keys(JSON.parse(localStorage.getItem(SAVED_KEY) ?? '{}'))).toEqual([
      'favorite',
      '_persist',
    ]);
  });

  const bad: Array<[string, string, number[]]> = [
    ['text that is not JSON', '{"favorite": [1, 2', []],
    ['an empty string', '', []],
    ['JSON null', 'null', []],
    ['an array at the top', '[1, 2, 3]', []],
    ['a number at the top', '42', []],
    [
      'the slice as an object instead of a string',
      JSON.stringify({ favorite: { favoriteList: [4, 5] } }),
      [4, 5],
    ],
    ['the slice as text that is not JSON', JSON.stringify({ favorite: '{oops' }), []],
    ['the list as a string', persisted('1,2,3'), []],
    ['the list missing', JSON.stringify({ favorite: JSON.stringify({}) }), []],
    ['the favorite key missing', JSON.stringify({ _persist: '{"version":-1}' }), []],
    ['ids as strings of digits (an earlier format)', persisted(['7', '8', 'x']), [7, 8]],
    ['negative and zero ids', persisted([-1, 0, 3]), [3]],
    ['fractional ids', persisted([1.5, 2, 2.25]), [2]],
    ['ids beyond the safe integer range', persisted([1e21, Number.MAX_SAFE_INTEGER + 2, 6]), [6]],
    ['objects, null and booleans as ids', persisted([{}, null, true, [1], 9]), [9]],
    ['duplicates', persisted([3, 3, 1, 3, 1]), [3, 1]],
    [
      'a _persist of a newer version',
      JSON.stringify({
        favorite: JSON.stringify({ favoriteList: [11] }),
        _persist: JSON.stringify({ version: 99, rehydrated: true }),
      }),
      [11],
    ],
  ];

  it.each(bad)(
    'cleans %s on restore and stores the clean value on the next write',
    async (_, raw, expected) => {
      localStorage.setItem(SAVED_KEY, raw);
      const { store, persistor } = await boot();
      expect(store.getState().favorite.favoriteList).toEqual(expected);
      store.dispatch(addFavorite(100));
      await persistor.flush();
      expect(localStorage.getItem(SAVED_KEY)).toBe(persisted([...expected, 100]));
    },
  );

  it('keeps at most MAX_FAVORITES ids of a huge array', async () => {
    const huge = Array.from({ length: 100_000 }, (_, i) => i + 1);
    localStorage.setItem(SAVED_KEY, persisted(huge));
    const { store } = await boot();
    expect(store.getState().favorite.favoriteList).toEqual(huge.slice(0, MAX_FAVORITES));
  });

  it('works for the session when every storage call throws', async () => {
    const throwing = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      removeItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    } as unknown as Storage;
    const { store, persistor } = await boot(createSafeStorage(() => throwing));
    store.dispatch(addFavorite(12));
    store.dispatch(addFavorite(13));
    await persistor.flush();
    expect(store.getState().favorite.favoriteList).toEqual([12, 13]);
    expect(getStorageStatus()).toBe('unavailable');
  });

  it('works for the session when reading localStorage itself throws', async () => {
    const { store, persistor } = await boot(
      createSafeStorage(() => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      }),
    );
    store.dispatch(addFavorite(1));
    await persistor.flush();
    expect(store.getState().favorite.favoriteList).toEqual([1]);
    expect(getStorageStatus()).toBe('unavailable');
  });

  it('keeps favourites for the tab when localStorage is full: a reload reads them back', async () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    const { store: first, persistor } = await boot(createSafeStorage(() => full));
    first.dispatch(addFavorite(4));
    first.dispatch(addFavorite(8));
    await persistor.flush();
    expect(first.getState().favorite.favoriteList).toEqual([4, 8]);
    expect(getStorageStatus()).toBe('full');

    const { store: reloaded } = await boot(createSafeStorage(() => full));
    expect(reloaded.getState().favorite.favoriteList).toEqual([4, 8]);
  });

  it('says changes last only until a reload when the tab cannot keep them either', async () => {
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    const { store, persistor } = await boot(createSafeStorage(blocked, blocked));
    store.dispatch(addFavorite(2));
    await persistor.flush();
    expect(store.getState().favorite.favoriteList).toEqual([2]);
    expect(getStorageStatus()).toBe('unavailable-unsaved');
  });

  it('writes to localStorage again once there is room, and drops the tab copy', async () => {
    let isFull = true;
    const backing = new Map<string, string>();
    const storage = {
      getItem: (key: string) => backing.get(key) ?? null,
      setItem: (key: string, value: string) => {
        if (isFull) throw new DOMException('full', 'QuotaExceededError');
        backing.set(key, value);
      },
      removeItem: (key: string) => backing.delete(key),
    } as unknown as Storage;
    const { store, persistor } = await boot(createSafeStorage(() => storage));
    store.dispatch(addFavorite(5));
    await persistor.flush();
    expect(sessionStorage.getItem(SAVED_KEY)).toContain('[5]');
    isFull = false;
    store.dispatch(addFavorite(6));
    await persistor.flush();
    expect(backing.get(SAVED_KEY)).toContain('[5,6]');
    expect(sessionStorage.getItem(SAVED_KEY)).toBeNull();
    expect(getStorageStatus()).toBe('ok');
  });
});
