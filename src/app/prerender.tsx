import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router';
import { productsOfRecords } from '../features/products/product-records';
import { productsQueryOptions } from '../features/products/products-query';
import type { Product } from '../features/products/types';
import { BASE_PATH, PRODUCTS_REQUESTED } from '../shared/config/spec';
import {
  PRERENDERED_ATTRIBUTE,
  SHELL_ROUTE,
  WITH_FAVORITES_ATTRIBUTE,
  WITH_PRODUCTS_ATTRIBUTE,
} from './hydration';
import {
  pageHeadHtml,
  previewPictures,
  robotsTxt,
  sitemapXml,
  type PagePath,
  type PreviewPicture,
} from './page-head';
import { AppLayout } from './layout/app-layout';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { buildRoutes } from './router';
import { makeStore, savedFavoritesRead } from './store';

/**
 * The HTML of a page as the browser's first render draws it, made at
 * build time (build/prerender-plugin.ts) so that the first response paints
 * the page instead of an empty body. app.tsx hydrates it. The state is that
 * of a first visit: the address without a query, and no favourites read
 * yet, but on the page that lists them, which shows that none are saved.
 *
 * The pages that show products are drawn with them: the very list the
 * browser loads (build/product-data-plugin.ts), so the visitor's first paint
 * already has the cards and their pictures, and app.tsx hydrates them as
 * soon as it has that list and the page's module.
 */

/** A page written to its own file (the plugin names it: fileForPage). */
export interface PrerenderedPage {
  /** Below the base: '' for /, 'catalog', 'catalog/12'. */
  path: string;
  /** The module router.tsx loads for it (build/prerender-plugin.ts may preload its chunks). */
  module: string;
  /** Drawn with the generated products, which the browser must have before hydrating it. */
  withProducts: boolean;
  /**
   * Drawn as a first visit sees it: the saved favourites read, and none. The
   * browser reads them before hydrating it, and draws it afresh when some are.
   */
  withFavorites: boolean;
  /**
   * What it draws depends on what the build cannot see (the address's query,
   * saved favourites): what it drew is then hidden before the first paint
   * (drawn-page-guard.js).
   */
  guard: boolean;
}

/** The address of every page that has no file of its own: the shell. */
export const SHELL = SHELL_ROUTE;

/**
 * Product pages are written one a product for a shop's catalogue; a build
 * of many more (the benchmark's 10 000 sample products) gives them the
 * shell, like any address without a file, rather than thousands of files.
 */
export const MAX_PRODUCT_PAGES = 2_000;

/** Every page the build writes, the shell aside. */
export function prerenderedPages(): PrerenderedPage[] {
  const pages: PrerenderedPage[] = [
    {
      path: '',
      module: 'src/app/routes/home.tsx',
      withProducts: true,
      withFavorites: false,
      guard: false,
    },
    // Drawn unfiltered, the first page of the whole catalogue. Its address
    // often carries filters (?category=, ?q=): then its products are hidden
    // until the app draws the right ones, never shown wrong.
    {
      path: 'catalog',
      module: 'src/app/routes/catalog.tsx',
      withProducts: true,
      withFavorites: false,
      guard: true,
    },
    // Drawn as a first visit sees it, with nothing saved: a visitor who has
    // saved favourites gets it drawn afresh, the drawn word hidden meanwhile.
    {
      path: 'favorite',
      module: 'src/app/routes/favorite.tsx',
      withProducts: false,
      withFavorites: true,
      guard: true,
    },
    {
      path: 'aboutUs',
      module: 'src/app/routes/about-us.tsx',
      withProducts: false,
      withFavorites: false,
      guard: false,
    },
    // The basket is kept in the browser: drawn loading, with its heading,
    // and drawn afresh once the stored basket is read (src/app/routes/basket.tsx).
    {
      path: 'basket',
      module: 'src/app/routes/basket.tsx',
      withProducts: false,
      withFavorites: false,
      guard: false,
    },
  ];
  for (const { id } of productsWithPages()) {
    pages.push({
      path: `catalog/${id}`,
      module: 'src/app/routes/product.tsx',
      withProducts: true,
      withFavorites: false,
      guard: false,
    });
  }
  return pages;
}

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

/** What #root says of its HTML, for app.tsx (hydration.ts). */
export function rootAttributes(page: PrerenderedPage | typeof SHELL): Record<string, string> {
  if (page === SHELL) return { [PRERENDERED_ATTRIBUTE]: SHELL };
  return {
    [PRERENDERED_ATTRIBUTE]: page.path,
    ...(page.withProducts ? { [WITH_PRODUCTS_ATTRIBUTE]: '' } : {}),
    ...(page.withFavorites ? { [WITH_FAVORITES_ATTRIBUTE]: '' } : {}),
  };
}

// A dynamic import, as the browser's (fetch-products.ts): one chunk for both.
const { default: records } = await import('virtual:product-data');

let builtProducts: Product[] | undefined;

/** The list the browser loads; the dates, which depend on the day, are never drawn at build. */
function productsAsTheBrowserMakesThem(): Product[] {
  builtProducts ??= productsOfRecords(records, Date.now());
  return builtProducts;
}

/** The products that have a page of their own in this build. */
function productsWithPages(): Product[] {
  const products = productsAsTheBrowserMakesThem();
  return products.length <= MAX_PRODUCT_PAGES ? products : [];
}

/** The tags of a page's <head> for crawlers and link previews (page-head.ts). */
export function head(page: PrerenderedPage | typeof SHELL, site: string): string {
  if (page === SHELL) return pageHeadHtml(null, [], site);
  return pageHeadHtml(page.path as PagePath, productsWithPages(), site);
}

/** The link-preview pictures of this build: the shop's, and one a product page. */
export function previews(): PreviewPicture[] {
  return previewPictures(productsWithPages());
}

export function sitemap(site: string): string {
  return sitemapXml(
    prerenderedPages().map((page) => page.path as PagePath),
    site,
  );
}

export const robots = robotsTxt;

export async function prerender(page: PrerenderedPage | typeof SHELL): Promise<string> {
  const path = page === SHELL ? SHELL : page.path;
  const routes = path === SHELL ? shellRoutes : buildRoutes();
  const { query, dataRoutes } = createStaticHandler(routes, { basename: BASE_PATH });
  const url = new URL(path === SHELL ? BASE_PATH : BASE_PATH + path, 'http://localhost');
  const context = await query(new Request(url));
  if (context instanceof Response) throw new Error(`prerender ${path}: the route redirected`);
  const router = createStaticRouter(dataRoutes, context);
  const store = makeStore();
  if (page !== SHELL && page.withFavorites) await savedFavoritesRead(store, noStorage);
  const queryClient = createQueryClient();
  if (page !== SHELL && page.withProducts) {
    queryClient.setQueryData(
      productsQueryOptions(PRODUCTS_REQUESTED).queryKey,
      productsAsTheBrowserMakesThem(),
    );
  }
  return renderToString(
    <StrictMode>
      <AppProviders store={store} queryClient={queryClient}>
        {/* No hydration data: no route has a loader, and the CSP forbids an inline script. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
}
