import { resetStorageStatus } from '../../shared/lib/safe-storage';
import { createViewedStore } from './viewed-store';
import { VIEWED_KEY } from './viewed-storage';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetStorageStatus();
});

describe('what the visitor looked at', () => {
  it('puts the page opened first, once, and keeps the newest twelve', async () => {
    localStorage.setItem(VIEWED_KEY, JSON.stringify(Array.from({ length: 12 }, (_, i) => i + 1)));
    const store = createViewedStore();
    store.subscribe(() => {});
    await vi.waitFor(() => expect(store.get().read).toBe(true));
    store.add(5);
    store.add(40);
    expect(store.get().ids).toEqual([40, 5, 1, 2, 3, 4, 6, 7, 8, 9, 10, 11]);
    expect(localStorage.getItem(VIEWED_KEY)).toBe(JSON.stringify(store.get().ids));
  });

  it('keeps a page opened before the stored list was read, first', async () => {
    localStorage.setItem(VIEWED_KEY, '[7,"x",3]');
    const store = createViewedStore();
    store.add(3);
    expect(store.get().read).toBe(false);
    await vi.waitFor(() => expect(store.get().read).toBe(true));
    expect(store.get().ids).toEqual([3, 7]);
    expect(localStorage.getItem(VIEWED_KEY)).toBe('[3,7]');
  });

  it('follows another tab', async () => {
    const store = createViewedStore();
    store.subscribe(() => {});
    await vi.waitFor(() => expect(store.get().read).toBe(true));
    window.dispatchEvent(new StorageEvent('storage', { key: VIEWED_KEY, newValue: '[2,2,8]' }));
    expect(store.get().ids).toEqual([2, 8]);
  });
});
