/**
 * A promise-based storage (the shape redux-persist expects) over
 * window.localStorage that never throws: with storage disabled, blocked
 * (SecurityError) or full (QuotaExceededError), reads give null, writes are
 * dropped, and the app keeps working for the session (DECISIONS.md,
 * Favourites). What went wrong is kept in a small status store so the UI can
 * tell the visitor.
 */

export type StorageStatus = 'ok' | 'unavailable' | 'full';

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

export function createSafeStorage(
  getStorage: () => Storage | undefined = defaultStorage,
): AsyncStorage {
  function run<T>(action: (storage: Storage) => T, fallback: T): T {
    try {
      const storage = getStorage();
      if (!storage) {
        setStatus('unavailable');
        return fallback;
      }
      return action(storage);
    } catch (error) {
      setStatus(isQuotaError(error) ? 'full' : 'unavailable');
      return fallback;
    }
  }

  return {
    getItem: (key) => Promise.resolve(run((storage) => storage.getItem(key), null)),
    setItem: (key, value) =>
      Promise.resolve(
        run((storage) => {
          storage.setItem(key, value);
          setStatus('ok');
        }, undefined),
      ),
    removeItem: (key) => Promise.resolve(run((storage) => storage.removeItem(key), undefined)),
  };
}

/** Test helper: forget what was seen, as on a fresh page load. */
export function resetStorageStatus() {
  setStatus('ok');
}
