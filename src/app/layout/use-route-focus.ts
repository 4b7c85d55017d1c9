import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { focusPageHeading } from '../../shared/lib/focus-page-heading';

/**
 * After every change of page (a link, a search, Back or Forward; not the
 * first load, not a change of the catalogue's query on the same page, not a
 * #hash link, which useHashScroll serves), focus moves to the new page's
 * heading, so that a screen reader says where the visitor is and the next
 * Tab starts from the top of the new content. A page still loading gets
 * focus once its heading appears, unless the visitor has meanwhile put it
 * somewhere else (the header's search). Scrolling is left to
 * ScrollRestoration, but for a heading it leaves half under the sticky header
 * (Back or Forward to a page left scrolled a little): that one is brought clear.
 */
export function useRouteFocus(pageShown: boolean) {
  const { pathname, hash } = useLocation();
  const focusedPath = useRef(pathname);

  useEffect(() => {
    if (!pageShown || pathname === focusedPath.current) return;
    focusedPath.current = pathname;
    if (hash || focusPageHeading({ keepAway: true })) return;
    const main = document.querySelector('main');
    if (!main) return;
    const observer = new MutationObserver(() => {
      const active = document.activeElement;
      if (active !== null && active !== document.body && !main.contains(active)) {
        observer.disconnect();
      } else if (focusPageHeading({ keepAway: true })) {
        observer.disconnect();
      }
    });
    observer.observe(main, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [pageShown, pathname, hash]);
}
