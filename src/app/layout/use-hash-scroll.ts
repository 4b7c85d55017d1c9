import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { scrollToHash } from '../../shared/lib/hash-scroll';

/**
 * Serves every #hash link in the app (docs/product.md, Delivery link): after each
 * navigation with a hash, including a click on the same hash link again
 * (a new location key), waits for the element and focuses it. Back and
 * Forward are left to ScrollRestoration's saved positions, except on the
 * first load, when an address with a hash is opened directly.
 */
export function useHashScroll() {
  const { hash, key } = useLocation();
  const navigationType = useNavigationType();
  // Keyed rather than flagged, so StrictMode's double effect run cannot lose the first load.
  const firstKey = useRef(key);

  useEffect(() => {
    if (!hash || (navigationType === 'POP' && key !== firstKey.current)) return;
    const controller = new AbortController();
    void scrollToHash(hash, { signal: controller.signal });
    return () => controller.abort();
  }, [hash, key, navigationType]);
}
