import { basketIds, readBasket } from '../features/basket/basket-storage';
import { createBasketStore } from '../features/basket/basket-store';
import { readSavedOrder, saveOrder } from '../features/basket/last-order';
import { orderVisit, readOrderVisit, resetOrderVisit } from '../features/basket/order-visit';
import { migratePersisted, readFavoritesFromRaw } from '../features/favorites/favorite-persistence';
import { addFavorite } from '../features/favorites/favorite-slice';
import { saveFavoritesAtOnce } from '../features/favorites/save-favorites-at-once';
import { PERSIST_KEY } from '../shared/config/spec';
import { createViewedStore } from '../features/viewed/viewed-store';
import { readViewed } from '../features/viewed/viewed-storage';
import { KEPT_VALUES, type KeptValueName } from '../shared/lib/kept-values';
import { createSyncSafeStorage, resetStorageStatus } from '../shared/lib/safe-storage';
import { persisted } from '../test/saved-favorites';

/**
 * The kept values' table (src/shared/lib/kept-values.ts) against the readers
 * and writers of the features that keep them: each key read back cleaned,
 * and none dropped or changed by another's write or migration.
 */
const NOW = Date.UTC(2026, 10, 28, 12);
const NUMBER = '261128-120000';

/** Each value's reader, cleaning what is found into what the app uses. */
const READ: Record<KeptValueName, (raw: string | null) => unknown> = {
  favorites: readFavoritesFromRaw,
  basket: readBasket,
  viewed: readViewed,
  orderVisit: (raw) => readOrderVisit(raw),
  lastOrder: (raw) => readSavedOrder(raw, NOW),
};

/** A valid stored value of each, and what it reads as. */
const STORED: Record<KeptValueName, string> = {
  favorites: persisted([5, 2]),
  basket: '[3,9]',
  viewed: '[9,4,1]',
  orderVisit: JSON.stringify({ values: { name: 'Олена' }, shown: null, thanked: null }),
  lastOrder: JSON.stringify({ number: NUMBER, text: 'Олена', payment: '', sum: 0, until: NOW + 1 }),
};

const NAMES = Object.keys(KEPT_VALUES) as KeptValueName[];
const place = (name: KeptValueName) =>
  KEPT_VALUES[name].where === 'tab' ? sessionStorage : localStorage;

function seedAll() {
  for (const name of NAMES) place(name).setItem(KEPT_VALUES[name].key, STORED[name]);
}

/** Every value but `but`, as it is stored now. */
function othersThan(but: KeptValueName) {
  return NAMES.filter((name) => name !== but).map((name) => [
    name,
    place(name).getItem(KEPT_VALUES[name].key),
  ]);
}
const untouched = (but: KeptValueName) =>
  NAMES.filter((name) => name !== but).map((name) => [name, STORED[name]]);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetStorageStatus();
  resetOrderVisit();
});

describe('the kept values’ table', () => {
  it('keeps favourites under redux-persist’s own key (src/app/store.ts)', () => {
    expect(KEPT_VALUES.favorites.key).toBe(`persist:${PERSIST_KEY}`);
  });

  it('gives each value a key of its own', () => {
    const keys = NAMES.map((name) => KEPT_VALUES[name].key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(NAMES)('reads %s back from a valid stored value', (name) => {
    expect(READ[name](STORED[name])).not.toEqual(READ[name](null));
  });

  it.each(NAMES)('reads %s as nothing kept from missing, broken or foreign text', (name) => {
    const empty = READ[name](null);
    for (const raw of ['', 'not json', '{"a":', 'null', '42', '"x"', '{"favorite":7}']) {
      expect(READ[name](raw)).toEqual(empty);
    }
  });

  it('cleans what it keeps: only valid ids, each once, a number in its form', () => {
    expect(readFavoritesFromRaw(persisted([5, 5, -1, 2]))).toEqual([5, 2]);
    expect(readBasket('[5,5,"x",-1,8]')).toEqual(basketIds([5, 8]));
    expect(
      readViewed(JSON.stringify([3, 3, 'x', 0, ...Array.from({ length: 20 }, (_, i) => i + 10)])),
    ).toEqual([3, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(
      readOrderVisit(JSON.stringify({ shown: { number: 'x', ids: [1] }, values: { name: 7 } })),
    ).toMatchObject({ shown: null, values: { name: '' } });
    expect(
      readSavedOrder(JSON.stringify({ number: NUMBER, text: 'Олена', until: NOW - 1 }), NOW),
    ).toBeNull();
  });

  describe('never drops or changes another value', () => {
    it('when a heart is pressed', () => {
      seedAll();
      const middleware = saveFavoritesAtOnce(createSyncSafeStorage());
      middleware({ dispatch: vi.fn(), getState: vi.fn() })(() => undefined)(addFavorite(7));
      expect(readFavoritesFromRaw(localStorage.getItem(KEPT_VALUES.favorites.key))).toEqual([
        5, 2, 7,
      ]);
      expect(othersThan('favorites')).toEqual(untouched('favorites'));
    });

    it('when the basket is read, cleaned and changed', async () => {
      seedAll();
      const store = createBasketStore();
      store.subscribe(() => {});
      await vi.waitFor(() => expect(store.get().read).toBe(true));
      store.add(4);
      store.clear();
      expect(localStorage.getItem(KEPT_VALUES.basket.key)).toBe('[]');
      expect(othersThan('basket')).toEqual(untouched('basket'));
    });

    it('when a product page is opened, and what was looked at is cleared', async () => {
      seedAll();
      const store = createViewedStore();
      store.subscribe(() => {});
      await vi.waitFor(() => expect(store.get().read).toBe(true));
      store.add(4);
      expect(localStorage.getItem(KEPT_VALUES.viewed.key)).toBe('[4,9,1]');
      store.clear();
      expect(localStorage.getItem(KEPT_VALUES.viewed.key)).toBe('[]');
      expect(othersThan('viewed')).toEqual(untouched('viewed'));
    });

    it('when the order’s draft is typed', () => {
      seedAll();
      orderVisit.update({ values: { ...orderVisit.get().values, name: 'Іван' } });
      expect(readOrderVisit(sessionStorage.getItem(KEPT_VALUES.orderVisit.key)).values.name).toBe(
        'Іван',
      );
      expect(othersThan('orderVisit')).toEqual(untouched('orderVisit'));
    });

    it('when an order is said to be sent', async () => {
      seedAll();
      await saveOrder({ number: NUMBER, text: 'Іван', payment: '', sum: 0 }, NOW);
      expect(othersThan('lastOrder')).toEqual(untouched('lastOrder'));
    });

    it('when favourites saved by an earlier version are migrated, restoring favourites alone', async () => {
      const migrated = await migratePersisted({
        favorite: { favoriteList: [3, 3, 'x'] },
        filter: { query: 'ваза' },
        _persist: { version: -1, rehydrated: true },
      });
      expect(migrated).toEqual({
        favorite: { favoriteList: [3] },
        _persist: { version: -1, rehydrated: true },
      });
    });
  });
});
