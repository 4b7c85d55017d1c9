import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router';
import { BASE_PATH } from '../shared/config/spec';
import { SHELL_ROUTE } from './hydration';
import { AppLayout } from './layout/app-layout';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { buildRoutes } from './router';
import { makeStore } from './store';

/**
 * Issue 7: the HTML of a page as the browser's first render draws it, made at
 * build time (vite.config.ts, prerender) so that the first response paints
 * the page instead of an empty body. main.tsx hydrates it. The state is that
 * of a first visit: no favourites read yet, the product list still loading
 * (it is generated in the browser), the address without a query.
 */

/**
 * The pages written to their own file, by path below the base (DECISIONS.md,
 * Routes), with the module router.tsx loads for each: the build links its
 * chunk and styles into the page. Product pages get the shell: their content
 * waits for the generated products anyway.
 */
export const PRERENDERED_PAGES: Record<string, string> = {
  '': 'src/app/routes/home.tsx',
  catalog: 'src/app/routes/catalog.tsx',
  favorite: 'src/app/routes/favorite.tsx',
  aboutUs: 'src/app/routes/about-us.tsx',
};

/** The page every other address gets first (product pages, deep links): the layout, loading. */
export const SHELL = SHELL_ROUTE;

/** No storage on the server: the browser reads the saved favourites after hydrating. */
const noStorage = {
  getItem: () => Promise.resolve(null),
  setItem: () => Promise.resolve(),
  removeItem: () => Promise.resolve(),
};

/**
 * The shell is what the router's HydrateFallback draws (router.tsx): the
 * layout with no page, which marks no nav entry as current, so the one file
 * serves every address and the browser hydrates it while the page's chunk is
 * on its way.
 */
const shellRoutes: RouteObject[] = [{ path: '*', Component: AppLayout }];

export async function prerender(path: string): Promise<string> {
  const routes = path === SHELL ? shellRoutes : buildRoutes();
  const { query, dataRoutes } = createStaticHandler(routes, { basename: BASE_PATH });
  const url = new URL(path === SHELL ? BASE_PATH : BASE_PATH + path, 'http://localhost');
  const context = await query(new Request(url));
  if (context instanceof Response) throw new Error(`prerender ${path}: the route redirected`);
  const router = createStaticRouter(dataRoutes, context);
  const store = makeStore({ storage: noStorage });
  return renderToString(
    <StrictMode>
      <AppProviders store={store} queryClient={createQueryClient()}>
        {/* No hydration data: no route has a loader, and the CSP forbids an inline script. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
}
