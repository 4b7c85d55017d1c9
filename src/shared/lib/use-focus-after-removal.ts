import { useEffect, useLayoutEffect, useRef } from 'react';
import { focusPageHeading } from './focus-page-heading';

/**
 * Keeps keyboard focus in a list whose items the visitor removes: when the
 * item that had focus goes (and focus fell to `<body>` with it), the item
 * that took its place gets focus, else the one before it, else the page's
 * heading. Items that go by themselves (a list that loads) move nothing.
 *
 * `keys` are the items in order; `keyOf` says which item an element is in
 * (null for none); `focusItem` focuses one and says whether it could.
 */
export function useFocusAfterRemoval(
  keys: readonly string[],
  keyOf: (element: Element) => string | null,
  focusItem: (key: string) => boolean,
) {
  const previous = useRef(keys);
  const focusedKey = useRef<string | null>(null);

  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      focusedKey.current = event.target instanceof Element ? keyOf(event.target) : null;
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [keyOf]);

  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = keys;
    const active = document.activeElement;
    const lost = focusedKey.current;
    if ((active !== null && active !== document.body) || lost === null) return;
    const kept = new Set(keys);
    const removedAt = before.indexOf(lost);
    if (removedAt === -1 || kept.has(lost)) return;
    focusedKey.current = null;
    const after = before.slice(removedAt).find((key) => kept.has(key));
    const ahead = before
      .slice(0, removedAt)
      .reverse()
      .find((key) => kept.has(key));
    const neighbour = after ?? ahead;
    if (neighbour === undefined || !focusItem(neighbour)) focusPageHeading();
  }, [keys, focusItem]);
}
