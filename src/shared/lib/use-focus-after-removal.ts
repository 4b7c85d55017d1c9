import { useLayoutEffect, useRef } from 'react';
import { focusPageHeading } from './focus-page-heading';

/**
 * Keeps keyboard focus in a list whose items the visitor removes: when an
 * item goes and focus went with it (it fell to `<body>`), the item that took
 * its place gets focus, else the one before it, else the page's heading.
 * `keys` are the items in order; `focusItem` focuses one and says whether it
 * could.
 */
export function useFocusAfterRemoval(keys: readonly string[], focusItem: (key: string) => boolean) {
  const previous = useRef(keys);

  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = keys;
    const active = document.activeElement;
    if (active !== null && active !== document.body) return;
    const kept = new Set(keys);
    const removedAt = before.findIndex((key) => !kept.has(key));
    if (removedAt === -1) return;
    const after = before.slice(removedAt).find((key) => kept.has(key));
    const ahead = before
      .slice(0, removedAt)
      .reverse()
      .find((key) => kept.has(key));
    const neighbour = after ?? ahead;
    if (neighbour === undefined || !focusItem(neighbour)) focusPageHeading();
  }, [keys, focusItem]);
}
