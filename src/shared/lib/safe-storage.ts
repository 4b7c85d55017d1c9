/**
 * A promise-based storage (the shape redux-persist expects) over
 * window.localStorage that never throws. With localStorage disabled, blocked
 * (SecurityError) or full (QuotaExceededError), values are kept in the tab's
 * sessionStorage instead, which has a quota of its own and survives a reload
 * until the tab closes; where that fails too, writes are dropped and the app
 * keeps working until the page is reloaded. What went wrong, and how far the
 * visitor's changes are kept, is a small status store the UI tells them from
 * (src/app/layout/storage-notice.tsx).
 */

/**
 * `ok`; `unavailable` or `full`, kept for the tab (sessionStorage); or the
 * same with `-unsaved`: kept only until the page is reloaded.
 */
export type StorageStatus = 'ok' | 'unavailable' | 'full' | 'unavailable-unsaved' | 'full-unsaved';

export interface AsyncStorage {
  getItem(key: string): Promise<string | null>;
  setItem(key: string, value: string): Promise<void>;
  removeItem(key: string): Promise<void>;
}

let status: StorageStatus = 'ok';
const listeners = new Set<() => void>();

function setStatus(next: StorageStatus) {
  if (status === next) return;
  status = next;
  listeners.forEach((listener) => listener());
}

/** For useSyncExternalStore: the last known health of the browser storage. */
export function getStorageStatus(): StorageStatus {
  return status;
}

export function subscribeStorageStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function isQuotaError(error: unknown): boolean {
  return (
    error instanceof DOMException &&
    (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED')
  );
}

/** Reading `window.localStorage` itself throws when the browser blocks storage. */
function defaultStorage(): Storage | undefined {
  return typeof window === 'undefined' ? undefined : window.localStorage;
}

function defaultTabStorage(): Storage | undefined {
  return typeof window === 'undefined' ? undefined : window.sessionStorage;
}

type Attempt<T> = { ok: true; value: T } | { ok: false; problem: 'unavailable' | 'full' };

function attempt<T>(getStorage: () => Storage | undefined, action: (storage: Storage) => T) {
  try {
    const storage = getStorage();
    if (!storage) return { ok: false, problem: 'unavailable' } as Attempt<T>;
    return { ok: true, value: action(storage) } as Attempt<T>;
  } catch (error) {
    return { ok: false, problem: isQuotaError(error) ? 'full' : 'unavailable' } as Attempt<T>;
  }
}

/**
 * The same storage, read and written at once: for what must be on disk the
 * moment it is shown as saved (a favourite pressed before redux-persist has
 * loaded, src/features/favorites/save-favorites-at-once.ts).
 */
export interface SyncStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function createSyncSafeStorage(
  getStorage: () => Storage | undefined = defaultStorage,
  getTabStorage: () => Storage | undefined = defaultTabStorage,
): SyncStorage {
  return {
    // A copy in the tab's storage is newer than localStorage's: it was
    // written when localStorage could not take it.
    getItem(key) {
      const inTab = attempt(getTabStorage, (storage) => storage.getItem(key));
      if (inTab.ok && inTab.value !== null) return inTab.value;
      const stored = attempt(getStorage, (storage) => storage.getItem(key));
      if (!stored.ok) setStatus(inTab.ok ? stored.problem : `${stored.problem}-unsaved`);
      return stored.ok ? stored.value : null;
    },
    setItem(key, value) {
      const stored = attempt(getStorage, (storage) => storage.setItem(key, value));
      if (stored.ok) {
        attempt(getTabStorage, (storage) => storage.removeItem(key));
        setStatus('ok');
      } else {
        const inTab = attempt(getTabStorage, (storage) => storage.setItem(key, value));
        setStatus(inTab.ok ? stored.problem : `${stored.problem}-unsaved`);
      }
    },
    removeItem(key) {
      attempt(getTabStorage, (storage) => storage.removeItem(key));
      const stored = attempt(getStorage, (storage) => storage.removeItem(key));
      if (!stored.ok) setStatus(stored.problem);
    },
  };
}

export function createSafeStorage(
  getStorage: () => Storage | undefined = defaultStorage,
  getTabStorage: () => Storage | undefined = defaultTabStorage,
): AsyncStorage {
  const storage = createSyncSafeStorage(getStorage, getTabStorage);
  return {
    getItem: (key) => Promise.resolve(storage.getItem(key)),
    setItem: (key, value) => Promise.resolve(storage.setItem(key, value)),
    removeItem: (key) => Promise.resolve(storage.removeItem(key)),
  };
}

/** Test helper: forget what was seen, as on a fresh page load. */
export function resetStorageStatus() {
  setStatus('ok');
}

/**
 * What is kept for the visit alone (a form half filled): the tab's
 * sessionStorage, read and written at once. It never throws and never
 * changes the status above: where the browser blocks it, nothing is kept
 * across a reload and everything else works as before.
 */
export const visitStorage = {
  get(key: string): string | null {
    const read = attempt(defaultTabStorage, (storage) => storage.getItem(key));
    return read.ok ? read.value : null;
  },
  set(key: string, value: string): void {
    attempt(defaultTabStorage, (storage) => storage.setItem(key, value));
  },
  remove(key: string): void {
    attempt(defaultTabStorage, (storage) => storage.removeItem(key));
  },
};
