import { matchRoutes, type RouteObject } from 'react-router';

/** The attribute on #root that says which route's HTML is in it (vite prerender plugin). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** The value of that attribute on the shell: the layout with a loading page. */
export const SHELL_ROUTE = '*';

/**
 * How the app starts on a page whose HTML was made at build time (issue 7):
 * - `page`: the HTML is this address's page, drawn for it without a query
 *   (a query changes what the page shows: a filter, a shared list), so its
 *   lazily loaded route module is loaded first and the router's first render
 *   is that page;
 * - `shell`: the HTML is the layout with 'Завантаження...', which is what the
 *   router draws first (HydrateFallback) while the page's chunk loads;
 * - `render`: no HTML, the HTML of another page (a host that answers every
 *   address with index.html), or an address with a query: drawn afresh.
 */
export type StartMode = 'page' | 'shell' | 'render';

/** The path of a matched page route below the base ('' for the index route). */
function routePath(route: RouteObject): string {
  return route.index ? '' : (route.path ?? '');
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
  return leaf && !leaf.loader && routePath(leaf) === prerendered ? 'page' : 'render';
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
