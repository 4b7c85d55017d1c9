import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the HTML drawn at build time is drawn or hydrated, true in every
 * other render. What only the browser knows (a date relative to today) waits
 * for it, so that hydration's render matches the HTML; React re-renders with
 * true right after hydrating.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
