import { SELLER } from '../shared/config/seller';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router';
import { productsOfRecords } from '../features/products/product-records';
import type { Product } from '../features/products/types';
import {
  COLLECTION_LINKS_ID,
  keepCollectionLinks,
  type CollectionLink,
} from '../features/collections/collection-links';
import type { PublishedCollection } from '../shared/catalogue/collections';
import collections from 'virtual:collections';
import type { PreviewPicture } from '../shared/config/link-preview';
import { SHOP } from '../shared/config/shop';
import { BASE_PATH } from '../shared/config/spec';
import { jsonForScript, type DrawnPage } from './drawn-page';
import { firstViewElement, firstViewEntry, type FirstView } from './first-view';
import { firstViewOf } from './first-view-of';
import { AppLayout } from './layout/app-layout';
import { pageHeadHtml, previewPictures, robotsTxt, sitemapXml } from './page-head';
import { loadPage, moduleFile as moduleFileOf, PAGES, type Page, type PageSubject } from './pages';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { buildRoutes } from './router';
import { makeStore, savedFavoritesRead } from './store';

/**
 * The HTML of a page as the browser's first render draws it, made at
 * build time (builder/prerender-plugin.ts) so that the first response paints
 * the page instead of an empty body. app.tsx hydrates it. The state is that
 * of a first visit: the address without a query, and no favourites read
 * yet, but on the page that lists them, which shows that none are saved.
 *
 * The pages that show products are drawn with them: the very list the
 * browser loads (builder/product-data-plugin.ts), so the visitor's first paint
 * already has the cards and their pictures, and app.tsx hydrates them as
 * soon as it has that list and the page's module.
 */

/** A page of the table (pages.ts) drawn for one address, written to its own file. */
export interface PageFile {
  /** Below the base: '' for /, 'catalog', 'catalog/12'. */
  path: string;
  page: Page;
  /** The product a product's page shows. */
  product?: Product;
  /** The collection a collection's page shows. */
  collection?: PublishedCollection;
}

/** The page of every address that has no file of its own: the layout, loading. */
export const SHELL = 'shell';

/**
 * Product pages are written one a product for a shop's catalogue; a build
 * of many more (the benchmark's 10 000 sample products) gives them the
 * shell, like any address without a file, rather than thousands of files.
 */
export const MAX_PRODUCT_PAGES = 2_000;

/**
 * Every page the build writes, the shell aside: one a product where the path
 * has :productId, one a published collection where it has :slug.
 */
export function pageFiles(): PageFile[] {
  return PAGES.flatMap((page): PageFile[] => {
    if (page.path.includes(':productId'))
      return productsWithPages().map((product) => ({
        path: page.path.replace(':productId', String(product.id)),
        page,
        product,
      }));
    if (page.path.includes(':slug'))
      return collections.map((collection) => ({
        path: page.path.replace(':slug', collection.slug),
        page,
        collection,
      }));
    return [{ path: page.path, page }];
  });
}

/** What every page draws of the collections: the footer's links and the home page's tiles. */
const COLLECTION_LINKS: CollectionLink[] = collections.map(({ slug, title, goods, picture }) => ({
  slug,
  title,
  count: goods.length,
  cover: goods[0]!,
  ...(picture ? { picture } : {}),
}));

/** The element that brings them to every page, the shell's too (src/features/collections/collection-links.ts). */
export function collectionLinks(): string {
  return `<script type="application/json" id="${COLLECTION_LINKS_ID}">${jsonForScript(COLLECTION_LINKS)}</script>`;
}

/** The file of a page's module, for its modulepreloads (builder/prerender-plugin.ts). */
export function moduleFile(file: PageFile): string {
  return moduleFileOf(file.page);
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

/** What a page hands over to the browser of how it was drawn (drawn-page.ts). */
export function drawnPage(file: PageFile | typeof SHELL): DrawnPage {
  if (file === SHELL) return { path: null, products: false, favorites: false, query: false };
  return { path: file.path, ...file.page.drawing };
}

/** What a page drawn with products draws of them (first-view.ts). */
function firstViewOfFile(file: PageFile | typeof SHELL): FirstView | undefined {
  if (file === SHELL || !file.page.drawing.products) return undefined;
  return firstViewOf(file.path, records, productsAsTheBrowserMakesThem(), DRAWN_AT, collections);
}

/** The element that brings a page's first view, or nothing. */
export function firstView(file: PageFile | typeof SHELL): string {
  const view = firstViewOfFile(file);
  return view ? firstViewElement(view) : '';
}

// A dynamic import, as the browser's (fetch-products.ts): one chunk for both.
const { default: records } = await import('virtual:product-data');

/** When this build draws its pages: the sample's dates, drawn as dates, are made from it. */
const DRAWN_AT = Date.now();

let builtProducts: Product[] | undefined;

/** The list as the browser makes it on a page this build drew (first-view.ts's drawnAt). */
function productsAsTheBrowserMakesThem(): Product[] {
  builtProducts ??= productsOfRecords(records, DRAWN_AT);
  return builtProducts;
}

/** The products that have a page of their own in this build. */
function productsWithPages(): Product[] {
  const products = productsAsTheBrowserMakesThem();
  return products.length <= MAX_PRODUCT_PAGES ? products : [];
}

/** The tags of a page's <head> for crawlers and link previews (page-head.ts), from its module's meta. */
export async function head(file: PageFile | typeof SHELL, site: string): Promise<string> {
  // The shell answers for many addresses: it says what the home page says, with no address.
  const page = file === SHELL ? PAGES[0] : file.page;
  const { meta } = await loadPage(page);
  if (file === SHELL) {
    if (typeof meta === 'function') throw new Error('the home page describes no product');
    return pageHeadHtml({ path: null, meta, indexed: true }, site);
  }
  if (typeof meta === 'function') {
    const subject: PageSubject | undefined = file.product
      ? { product: file.product }
      : file.collection
        ? { collection: file.collection }
        : undefined;
    if (!subject) throw new Error(`the page ${file.path} has neither product nor collection`);
    return pageHeadHtml(
      {
        path: file.path,
        meta: meta(subject),
        indexed: page.indexed,
        ...('product' in subject
          ? { product: subject.product }
          : { collection: subject.collection, cover: coverOf(subject.collection) }),
      },
      site,
    );
  }
  return pageHeadHtml({ path: file.path, meta, indexed: page.indexed }, site);
}

/** A collection's first good, whose preview is its page's picture, if it has a page (and so a preview). */
function coverOf(collection: PublishedCollection): Product | undefined {
  return productsWithPages().find(({ id }) => id === collection.goods[0]);
}

/** The link-preview pictures of this build: the shop's, one a product page, and one a collection with a picture of its own. */
export function previews(): PreviewPicture[] {
  return previewPictures(productsWithPages(), collections);
}

export function sitemap(site: string): string {
  return sitemapXml(
    pageFiles()
      .filter((file) => file.page.indexed)
      .map((file) => file.path),
    site,
  );
}

export const robots = robotsTxt;

/**
 * What the feeds of the goods are made from (builder/feeds/): the goods
 * with a page of their own, each as its page shows it, and the shop's
 * categories.
 */
export function feedInput(): {
  products: Product[];
  categories: typeof SHOP.categories;
  shopName: string;
  legalName: string;
} {
  return {
    products: productsWithPages(),
    categories: SHOP.categories,
    shopName: SHOP.name,
    legalName: SELLER.legalName,
  };
}

export async function prerender(file: PageFile | typeof SHELL): Promise<string> {
  const path = file === SHELL ? '' : file.path;
  // The footer's and the home page's, as the browser reads them from collectionLinks().
  keepCollectionLinks(COLLECTION_LINKS);
  const routes = file === SHELL ? shellRoutes : buildRoutes();
  const { query, dataRoutes } = createStaticHandler(routes, { basename: BASE_PATH });
  const url = new URL(BASE_PATH + path, 'http://localhost');
  const context = await query(new Request(url));
  if (context instanceof Response) throw new Error(`prerender ${path}: the route redirected`);
  const router = createStaticRouter(dataRoutes, context);
  const store = makeStore();
  const drawing = drawnPage(file);
  if (drawing.favorites) await savedFavoritesRead(store, noStorage);
  const queryClient = createQueryClient();
  // Drawn with what the browser hydrates it with: its first view, not the whole list.
  const view = firstViewOfFile(file);
  if (view) queryClient.setQueryData(...firstViewEntry(path, view));
  return renderToString(
    <StrictMode>
      <AppProviders store={store} queryClient={queryClient}>
        {/* No hydration data: no route has a loader, and the CSP forbids an inline script. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
}
