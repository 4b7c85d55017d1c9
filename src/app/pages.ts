import type { RouteObject } from 'react-router';
import type { Product } from '../features/products/types';
import type { PublishedCollection } from '../shared/catalogue/collections';
import type { PageDrawing } from './drawn-page';

/**
 * The shop's pages, each declared once: its address, its module, how the
 * build draws it, whether search engines list it and where the shop's header,
 * menu and footer link it. The router
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

/** What a page drawn once for each of them shows: a product, or a collection. */
export type PageSubject = { product: Product } | { collection: PublishedCollection };

/** A module of src/app/routes/: React Router's lazy route fields and the page's `meta`. */
export interface PageModule {
  Component: NonNullable<RouteObject['Component']>;
  /** A product's page describes its product, a collection's its collection. */
  meta: PageMeta | ((subject: PageSubject) => PageMeta);
}

export interface Page {
  /** React Router's path below the base; '' is the home page. */
  path: string;
  /** Its module: src/app/routes/<module>.tsx. */
  module: string;
  /**
   * Drawn at build time: one file a product where the path has :productId,
   * one a published collection where it has :slug.
   */
  drawing: PageDrawing;
  /** Listed in the sitemap; false for the visitor's own pages, which are noindex. */
  indexed: boolean;
  /**
   * Where every page links it, or how a visitor reaches a page that no place
   * links. Each place draws its links from this table, in its order, and names
   * each with a table of its own keyed by the pages linked there
   * (`LinkedFrom`), so a page given a place without its words, or words without
   * the place, is a type error.
   */
  links: readonly [PagePlace, ...PagePlace[]] | { reached: string };
}

/**
 * - `nav`: the header's main navigation and the burger menu (layout/nav-entries.tsx);
 * - `icon`: an icon at the header's end (layout/site-header.tsx);
 * - `footer`: the footer's lists (layout/site-footer.tsx).
 */
export type PagePlace = 'nav' | 'icon' | 'footer';

export const PAGES = [
  {
    path: '',
    module: 'home',
    drawing: { products: true, favorites: false, query: false },
    indexed: true,
    links: ['nav'],
  },
  // Drawn unfiltered, the first page of the whole catalogue; an address with
  // filters hides it until the app draws the right products.
  {
    path: 'catalog',
    module: 'catalog',
    drawing: { products: true, favorites: false, query: true },
    indexed: true,
    links: ['nav'],
  },
  {
    path: 'catalog/:productId',
    module: 'product',
    drawing: { products: true, favorites: false, query: false },
    indexed: true,
    links: { reached: 'from its card, wherever cards are, and from shared links' },
  },
  // A view of the catalogue, drawn like it, one file a collection the build publishes.
  {
    path: 'collections/:slug',
    module: 'collection',
    drawing: { products: true, favorites: false, query: true },
    indexed: true,
    links: {
      reached:
        "from the home page's «Добірки» tiles and «Нові надходження», and the footer's list of collections",
    },
  },
  // Kept in the visitor's browser: drawn as a first visit sees it, nothing saved.
  {
    path: 'favorite',
    module: 'favorite',
    drawing: { products: false, favorites: true, query: true },
    indexed: false,
    links: ['nav', 'icon'],
  },
  // Kept in the browser too: drawn loading, and drawn afresh once the stored basket is read.
  {
    path: 'basket',
    module: 'basket',
    drawing: { products: false, favorites: false, query: false },
    indexed: false,
    links: ['icon'],
  },
  {
    path: 'aboutUs',
    module: 'about-us',
    drawing: { products: false, favorites: false, query: false },
    indexed: true,
    links: ['nav', 'footer'],
  },
] as const satisfies readonly Page[];

type ShopPage = (typeof PAGES)[number];

/** The pages `place` links, by their entries of PAGES. */
export type LinkedFrom<Place extends PagePlace, P extends ShopPage = ShopPage> = P extends {
  links: readonly (infer Linked)[];
}
  ? Place extends Linked
    ? P
    : never
  : never;

/** The pages `place` links, in the table's order. */
export function pagesLinkedFrom<Place extends PagePlace>(place: Place): LinkedFrom<Place>[] {
  return PAGES.filter(
    (page): page is LinkedFrom<Place> =>
      Array.isArray(page.links) && (page.links as readonly PagePlace[]).includes(place),
  );
}

/** A page's address below the base, as a link names it ('/', '/catalog'). */
export const pageAddress = (page: Pick<Page, 'path'>): string => `/${page.path}`;

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
