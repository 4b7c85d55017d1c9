import { matchRoutes, type RouteObject } from 'react-router';

/** The attribute on #root that says which route's HTML is in it (vite prerender plugin). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** The value of that attribute on the shell: the layout with a loading page. */
export const SHELL_ROUTE = '*';

/**
 * The attribute on #root of a page drawn with the product list: app.tsx
 * hydrates it once it has that list (build/product-data-plugin.ts).
 */
export const WITH_PRODUCTS_ATTRIBUTE = 'data-with-products';

/**
 * The attribute on #root of a page drawn with the saved favourites read, and
 * none: app.tsx reads them before hydrating it, and draws it afresh when
 * some are saved.
 */
export const WITH_FAVORITES_ATTRIBUTE = 'data-with-favorites';

/**
 * Set on <html> by drawn-page-guard.js before the first paint of a page drawn
 * for a first visit that this visit must not see (another query, saved
 * favourites); app.tsx lifts it once its own first render is on screen.
 */
export const NOT_AS_DRAWN_ATTRIBUTE = 'data-not-as-drawn';

/**
 * Set on <html> by app.tsx once the page answers: until then a heart drawn at
 * build time would do nothing when pressed, so it looks unavailable
 * (favorite-button.module.css).
 */
export const APP_RUNNING_ATTRIBUTE = 'data-app-running';

/**
 * How the app starts on a page whose HTML was made at build time:
 * - `page`: the HTML is this address's page (catalog/12 is product 12's),
 *   drawn for it without a query (a query changes what the page shows: a
 *   filter, a shared list), so its
 *   lazily loaded route module is loaded first and the router's first render
 *   is that page;
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

export function startMode(
  prerendered: string | null,
  routes: RouteObject[],
  location: Pick<Location, 'pathname' | 'search'>,
  basename: string,
): StartMode {
  if (prerendered === null) return 'render';
  if (prerendered === SHELL_ROUTE) return 'shell';
  if (location.search !== '') return 'render';
  const leaf = matchRoutes(routes, location, basename)?.at(-1)?.route;
  const drawnHere = pagePath(location.pathname, basename) === prerendered;
  return leaf && !leaf.loader && drawnHere ? 'page' : 'render';
}

/**
 * Loads the lazy route modules that match the address into the route
 * objects, as React Router's documentation does before hydrating, so that the
 * router starts with the page and not with its HydrateFallback.
 */
export async function loadMatchedRoutes(
  routes: RouteObject[],
  location: Pick<Location, 'pathname'>,
  basename: string,
): Promise<void> {
  const matches = matchRoutes(routes, location, basename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, module, { lazy: undefined });
    }),
  );
}

/**
 * In the shell, the router's first render must be its HydrateFallback, as the
 * HTML is. A page's module that arrives before React starts hydrating (from
 * the service worker's cache, say) would make it the page instead, and React
 * would throw the HTML away. So the lazy routes start loading at once but hand
 * their module over only once `ready` (the first render is on screen).
 */
export function holdLazyRoutesUntil(routes: RouteObject[], ready: Promise<unknown>): void {
  for (const route of routes) {
    const load = route.lazy;
    if (typeof load === 'function') {
      route.lazy = async () => (await Promise.all([load(), ready]))[0];
    }
    if (route.children) holdLazyRoutesUntil(route.children, ready);
  }
}
