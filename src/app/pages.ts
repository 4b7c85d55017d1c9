import type { RouteObject } from 'react-router';
import type { Product } from '../features/products/types';
import type { PageDrawing } from './drawn-page';

/**
 * The shop's pages, each declared once: its address, its module, how the
 * build draws it and whether search engines list it. The router
 * (router.tsx), the pages drawn at build time (prerender.tsx and
 * builder/prerender-plugin.ts), their head tags and the sitemap (page-head.ts)
 * all read this table; what a page says of itself in <head> its own module
 * declares, as `meta` (docs/first-load.md).
 */

/** What a crawler and a link preview read of a page: the page's module exports it. */
export interface PageMeta {
  title: string;
  description: string;
}

/** A module of src/app/routes/: React Router's lazy route fields and the page's `meta`. */
export interface PageModule {
  Component: NonNullable<RouteObject['Component']>;
  /** A product's page describes its product. */
  meta: PageMeta | ((product: Product) => PageMeta);
}

export interface Page {
  /** React Router's path below the base; '' is the home page. */
  path: string;
  /** Its module: src/app/routes/<module>.tsx. */
  module: string;
  /** Drawn at build time, one file a product where the path has :productId. */
  drawing: PageDrawing;
  /** Listed in the sitemap; false for the visitor's own pages, which are noindex. */
  indexed: boolean;
}

export const PAGES = [
  {
    path: '',
    module: 'home',
    drawing: { products: true, favorites: false, query: false },
    indexed: true,
  },
  // Drawn unfiltered, the first page of the whole catalogue; an address with
  // filters hides it until the app draws the right products.
  {
    path: 'catalog',
    module: 'catalog',
    drawing: { products: true, favorites: false, query: true },
    indexed: true,
  },
  {
    path: 'catalog/:productId',
    module: 'product',
    drawing: { products: true, favorites: false, query: false },
    indexed: true,
  },
  // Kept in the visitor's browser: drawn as a first visit sees it, nothing saved.
  {
    path: 'favorite',
    module: 'favorite',
    drawing: { products: false, favorites: true, query: true },
    indexed: false,
  },
  // Kept in the browser too: drawn loading, and drawn afresh once the stored basket is read.
  {
    path: 'basket',
    module: 'basket',
    drawing: { products: false, favorites: false, query: false },
    indexed: false,
  },
  {
    path: 'aboutUs',
    module: 'about-us',
    drawing: { products: false, favorites: false, query: false },
    indexed: true,
  },
] as const satisfies readonly Page[];

/** The file of a page's module, as Vite's build manifest names it. */
export function moduleFile(page: Pick<Page, 'module'>): string {
  return `src/app/routes/${page.module}.tsx`;
}

// Every page's module, each its own chunk, loaded when its page is visited.
const modules = import.meta.glob<PageModule>(['./routes/*.tsx', '!./routes/*.test.tsx']);

/** Loads a page's module. */
export function loadPage(page: Pick<Page, 'module'>): Promise<PageModule> {
  const load = modules[`./routes/${page.module}.tsx`];
  if (!load) throw new Error(`no module src/app/routes/${page.module}.tsx`);
  return load();
}
