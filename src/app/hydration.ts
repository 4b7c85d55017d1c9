import type { DrawnPage } from './drawn-page';

/**
 * Set on <html> by early.js before the first paint of a page drawn for a
 * first visit that this visit must not see (another query, saved
 * favourites); app.tsx lifts it once its own first render is on screen.
 */
export const NOT_AS_DRAWN_ATTRIBUTE = 'data-not-as-drawn';

/**
 * Set on <html> by app.tsx once the page answers a press: from then on a
 * press goes to React, which hydrates the part pressed at once if it has not
 * yet (selective hydration). early.js keeps the presses made before.
 */
export const APP_RUNNING_ATTRIBUTE = 'data-app-running';

/**
 * Set on <html> once the page itself is on screen, hydrated or drawn, and
 * not waiting for its module (page-shown.tsx): early.js then hands over the
 * presses it kept.
 */
export const PAGE_SHOWN_ATTRIBUTE = 'data-page-shown';

/**
 * How the app starts on a page whose HTML was made at build time:
 * - `page`: the HTML is this address's page (catalog/12 is product 12's),
 *   drawn for it without a query (a query changes what the page shows: a
 *   filter, a shared list), so its module is loaded first and the router's
 *   first render is that page;
 * - `shell`: the HTML is the layout with 'Завантаження...', which is what the
 *   router draws first (HydrateFallback) while the page's chunk loads;
 * - `render`: no HTML, the HTML of another page (a host that answers every
 *   address with index.html), or an address with a query: drawn afresh.
 */
export type StartMode = 'page' | 'shell' | 'render';

/** The address's path below the base, as the build names its pages ('' for /, 'catalog/12'). */
function pagePath(pathname: string, basename: string): string {
  const below = pathname.startsWith(basename) ? pathname.slice(basename.length) : '';
  return below.replace(/\/+$/, '');
}

/**
 * Whether the HTML on screen is this address's page (with or without its
 * query): then the visitor may have scrolled it before the app ran, and the
 * app keeps them where they are.
 */
export function drawnHere(
  drawn: DrawnPage | null,
  location: Pick<Location, 'pathname'>,
  basename: string,
): boolean {
  return drawn?.path != null && pagePath(location.pathname, basename) === drawn.path;
}

export function startMode(
  drawn: DrawnPage | null,
  location: Pick<Location, 'pathname' | 'search'>,
  basename: string,
): StartMode {
  if (drawn === null) return 'render';
  if (drawn.path === null) return 'shell';
  return location.search === '' && drawnHere(drawn, location, basename) ? 'page' : 'render';
}
