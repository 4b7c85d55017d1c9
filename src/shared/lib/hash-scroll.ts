import { HASH_SCROLL_TIMEOUT_MS } from '../config/spec';

/** The element id a location hash names ('#delivery' → 'delivery'), or null for none. */
export function idFromHash(hash: string): string | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * Resolves with the element of that id as soon as it is in the document, or
 * with null after timeoutMs or when the signal aborts. Watches the DOM rather
 * than polling, so a lazily rendered section is found the moment it appears.
 */
export function waitForElementById(
  id: string,
  { timeoutMs = HASH_SCROLL_TIMEOUT_MS, signal }: { timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<HTMLElement | null> {
  return new Promise((resolve) => {
    const found = document.getElementById(id);
    if (found || signal?.aborted) {
      resolve(found);
      return;
    }
    const finish = (element: HTMLElement | null) => {
      observer.disconnect();
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      resolve(element);
    };
    const onAbort = () => finish(null);
    const observer = new MutationObserver(() => {
      const element = document.getElementById(id);
      if (element) finish(element);
    });
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['id'],
    });
    const timer = setTimeout(() => finish(null), timeoutMs);
    signal?.addEventListener('abort', onAbort);
  });
}

/** Brings the element into view and gives it focus, so keyboard and screen reader users land there too. */
export function scrollToAndFocus(element: HTMLElement) {
  // An element that cannot take focus gets tabindex="-1": focusable from script, not a tab stop.
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) {
    element.setAttribute('tabindex', '-1');
  }
  element.scrollIntoView({ block: 'start' });
  element.focus({ preventScroll: true });
}

/**
 * docs/product.md, Delivery link: waits up to 10 s for the element a #hash names,
 * then scrolls to and focuses it; gives up quietly. Resolves with whether it
 * got there. An element marked `data-own-hash` shows itself when an address
 * names it (a slide of the product gallery: product-gallery.tsx), and is left
 * to its own code.
 */
export async function scrollToHash(
  hash: string,
  options: { timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<boolean> {
  const id = idFromHash(hash);
  if (id === null) return false;
  const element = await waitForElementById(id, options);
  if (!element || options.signal?.aborted || element.hasAttribute('data-own-hash')) return false;
  scrollToAndFocus(element);
  return true;
}
