/**
 * The document's first history entry, as the router sees it.
 *
 * React Router keys every entry it makes, but the one a document opens on (a
 * typed address, a link from another site) has no state, so the router calls
 * it `default`, and every such entry of the tab shares that key. Its scroll
 * restoration saves positions by key, so a new address would open at the
 * position another page was left at. Giving that entry a key of its own
 * (kept in history.state, so a reload or Back finds it again) before the
 * router starts means positions are restored on Back, Forward and reload
 * only; a new address opens at the top, or at its #hash.
 */

let documentEntryKey = 'default';

/** Keys the current entry if it has no key yet; call before the router is made. */
export function keyDocumentEntry(history: History): void {
  const state: unknown = history.state;
  const existing =
    typeof state === 'object' && state !== null && 'key' in state ? state.key : undefined;
  if (typeof existing === 'string' && existing !== '') {
    documentEntryKey = existing;
    return;
  }
  documentEntryKey = Math.random().toString(36).slice(2, 10);
  const usr = typeof state === 'object' && state !== null && 'usr' in state ? state.usr : null;
  history.replaceState({ usr, key: documentEntryKey, idx: 0 }, '');
}

/**
 * Whether `key` is the entry the document opened on: what the visitor did
 * there before the app ran (typed a query) belongs to that address.
 */
export function isDocumentEntry(key: string): boolean {
  return key === documentEntryKey;
}
