import { matchRoutes, redirect, type RouteObject } from 'react-router';
import { ErrorPage } from './error-page';
import { AppLayout } from './layout/app-layout';
import { loadPage, PAGES, type Page, type PageModule } from './pages';

/**
 * docs/product.md and docs/decisions/003-routes.md. Every page of the table
 * (pages.ts) is its own lazily loaded chunk; a page that throws is caught
 * inside the layout, so the header stays and the visitor can go home; any
 * unknown path redirects to /.
 */

export interface PageRoutesOptions {
  /** Modules already loaded: their pages are there from the router's first render (app.tsx). */
  loaded?: ReadonlyMap<string, PageModule>;
  /**
   * The other pages hand their module over only once this has settled. In
   * the shell, the router's first render must be its HydrateFallback, as the
   * HTML is; a module that arrived sooner (from the service worker's cache,
   * say) would make it the page, and React would throw the HTML away.
   */
  holdUntil?: Promise<unknown>;
}

/** The route of a page of the table; its id is the page's module. */
function pageRoute(page: Page, { loaded, holdUntil }: PageRoutesOptions): RouteObject {
  const module = loaded?.get(page.module);
  const element: Pick<RouteObject, 'Component' | 'lazy'> = module
    ? { Component: module.Component }
    : {
        lazy: async () => {
          const [{ Component }] = await Promise.all([loadPage(page), holdUntil]);
          return { Component };
        },
      };
  return page.path === ''
    ? { id: page.module, index: true, ...element }
    : { id: page.module, path: page.path, ...element };
}

export function pageRoutes(options: PageRoutesOptions = {}): RouteObject[] {
  return [
    ...PAGES.map((page) => pageRoute(page, options)),
    { path: '*', loader: () => redirect('/') },
  ];
}

/** The whole route tree around the given pages (tests add pages of their own). */
export function buildRoutes(pages: RouteObject[] = pageRoutes()): RouteObject[] {
  return [
    {
      id: 'root',
      Component: AppLayout,
      // The same component, so the header stays mounted when the first page arrives.
      HydrateFallback: AppLayout,
      errorElement: <ErrorPage />,
      children: [{ errorElement: <ErrorPage />, children: pages }],
    },
  ];
}

/** The page of the table an address shows; undefined for one that redirects. */
export function pageAt(location: Pick<Location, 'pathname'>, basename: string): Page | undefined {
  const leaf = matchRoutes(buildRoutes(), location, basename)?.at(-1)?.route;
  return PAGES.find((page) => page.module === leaf?.id);
}
