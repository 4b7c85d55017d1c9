import { screen } from '@testing-library/react';
import collections from 'virtual:collections';
import { BASE_PATH, PRODUCTS_REQUESTED } from '../shared/config/spec';
import { persisted, SAVED_KEY } from '../test/saved-favorites';
import { startApp } from './app';
import { drawnPageElement } from './drawn-page';
import { loadPage, moduleFile, PAGES } from './pages';
import {
  collectionLinks,
  drawnPage,
  firstView,
  head,
  pageFiles,
  prerender,
  SHELL,
  sitemap,
  type PageFile,
} from './prerender';

const SITE = 'https://owner.github.io/BON-VINTAGE/';

/** How often the whole product list was asked for (fetch-products.ts), counted. */
const listAsked = vi.hoisted(() => ({ times: 0 }));
vi.mock('../features/products/fetch-products', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../features/products/fetch-products')>();
  return {
    fetchProducts: (...args: Parameters<typeof actual.fetchProducts>) => {
      listAsked.times += 1;
      return actual.fetchProducts(...args);
    },
  };
});
import { favoritesText } from '../features/favorites/favorites-text';

/** The page the build writes at `path`, or the shell. */
function pageAt(path: string): PageFile | typeof SHELL {
  if (path === SHELL) return SHELL;
  const file = pageFiles().find((candidate) => candidate.path === path);
  if (!file) throw new Error(`no page is written for "${path}"`);
  return file;
}

/** The page as the build writes it: the markup in #root, its <title>, drawing and first view in <head>. */
async function openPrerendered(path: string, address: string) {
  const file = pageAt(path);
  const markup = await prerender(file);
  document.head.innerHTML = drawnPageElement(drawnPage(file)) + firstView(file) + collectionLinks();
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = markup.replace(/<title>[^<]*<\/title>/, '');
  document.body.replaceChildren(container);
  window.history.replaceState(null, '', address);
  return container;
}

/**
 * Waits for `check` on plain timers. (Testing Library's waitFor wraps its
 * checks in act(), which here holds up React's own scheduler.)
 */
async function until(check: () => boolean, timeout = 8_000): Promise<void> {
  const deadline = Date.now() + timeout;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not true within ${timeout} ms: ${String(check)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function isHydrated(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactFiber'));
}

/** React reports every hydration mismatch (text, attributes, ids) through console.error. */
function watchConsoleErrors() {
  return vi.spyOn(console, 'error').mockImplementation(() => undefined);
}

const HEADINGS: Record<string, string> = {
  '': 'BON VINTAGE',
  catalog: 'Каталог',
  favorite: 'Вподобані',
  aboutUs: 'Про нас',
  basket: 'Кошик',
  'collections/novi-nadkhodzhennia': 'Нові надходження',
  'collections/podarunky-do-500': 'Подарунки до 500 ₴',
  'collections/zi-znyzhkoiu': 'Зі знижкою',
  'collections/kryshtal': 'Кришталь до святкового столу',
};

let stopApp: (() => Promise<void>) | undefined;

async function start(container: HTMLElement) {
  stopApp = await startApp(container);
}

// The whole app starts here as in a browser, on React's own scheduler (hydration
// runs in a transition, in slices), not inside act().
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

// Each test starts the whole app; a busy CI machine needs more than 5 s.
describe('prerendered pages', { timeout: 15_000 }, () => {
  beforeAll(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterAll(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterEach(async () => {
    await stopApp?.();
    stopApp = undefined;
    document.body.replaceChildren();
    document.head.replaceChildren();
  });

  it('covers every page, a page for each product and one for each collection', () => {
    const paths = pageFiles().map((file) => file.path);
    const products = Array.from({ length: PRODUCTS_REQUESTED }, (_, i) => `catalog/${i + 1}`);
    expect(paths.filter((path) => !path.startsWith('catalog/')).sort()).toEqual(
      Object.keys(HEADINGS).sort(),
    );
    expect(paths.filter((path) => path.startsWith('catalog/'))).toEqual(products);
  });

  it.each(PAGES.map((page) => [page.module, page] as const))(
    'loads the module the build names for the page "%s"',
    async (_, page) => {
      const loaded: unknown = await import(/* @vite-ignore */ `/${moduleFile(page)}`);
      expect(await loadPage(page)).toBe(loaded);
    },
  );

  it.each(Object.keys(HEADINGS))('draws "%s" with its heading and title', async (path) => {
    const html = await prerender(pageAt(path));
    expect(html).toContain(`>${HEADINGS[path]!}</h1>`);
    expect(html).toMatch(/<title>[^<]*BON VINTAGE[^<]*<\/title>/);
  });

  it.each([
    ['', 8],
    ['catalog', 12],
    ['collections/podarunky-do-500', 12],
  ])('draws "%s" with its first %i product cards', async (path, cards) => {
    const html = await prerender(pageAt(path));
    expect(html.match(/data-testid="product-card"/g)).toHaveLength(cards);
    expect(html).not.toContain('Завантаження...');
    expect(drawnPage(pageAt(path))).toHaveProperty('products', true);
  });

  it('guards the catalogue and the favourites against what the build cannot see', () => {
    const guarded = pageFiles().filter((file) => drawnPage(file).query);
    expect(guarded.map((file) => file.path)).toEqual([
      'catalog',
      ...collections.map(({ slug }) => `collections/${slug}`),
      'favorite',
    ]);
  });

  it('lists every indexed page in the sitemap, never the visitor’s own', () => {
    const locs = [...sitemap(SITE).matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toContain(`${SITE}catalog/3`);
    expect(locs).toContain(`${SITE}aboutUs`);
    for (const { slug } of collections) expect(locs).toContain(`${SITE}collections/${slug}`);
    expect(locs.filter((loc) => /favorite|basket/.test(loc!))).toEqual([]);
  });

  it('describes a collection’s page by its own words, address and first good’s picture', async () => {
    const onSale = collections.find(({ slug }) => slug === 'zi-znyzhkoiu')!;
    const tags = await head(pageAt('collections/zi-znyzhkoiu'), SITE);
    expect(tags).toContain(`<link rel="canonical" href="${SITE}collections/zi-znyzhkoiu" />`);
    expect(tags).toContain(`<meta property="og:title" content="Зі знижкою — BON VINTAGE" />`);
    expect(tags).toContain(`<meta name="description" content="${onSale.description}" />`);
    expect(tags).toContain(
      `<meta property="og:image" content="${SITE}previews/${onSale.goods[0]}.jpg" />`,
    );
    expect(tags).toContain('<meta property="og:type" content="website" />');
    expect(tags).not.toContain('noindex');
  });

  it('draws the favourites page as a first visit sees it: nothing saved', async () => {
    const html = await prerender(pageAt('favorite'));
    expect(html).toContain(favoritesText.emptyTitle);
    expect(html).not.toContain('product-card-skeleton');
    expect(drawnPage(pageAt('favorite'))).toHaveProperty('favorites', true);
  });

  it('draws the basket loading: it is kept in the browser', async () => {
    const html = await prerender(pageAt('basket'));
    expect(html).toContain('Завантаження...');
    expect(html).not.toContain('data-testid="basket-line"');
  });

  it.each(['favorite', 'aboutUs'])(
    'draws "%s" without products (saved favourites; no products on it)',
    async (path) => {
      const html = await prerender(pageAt(path));
      expect(html).not.toContain('King size');
      expect(drawnPage(pageAt(path))).toHaveProperty('products', false);
    },
  );

  it('draws a product page with its product and the day it was added', async () => {
    const html = await prerender(pageAt('catalog/3'));
    const { generateProducts } = await import('../features/products/generate-products');
    const product = generateProducts(3)[2]!;
    expect(html).toContain(`<h1 class="_title`);
    expect(html).toContain(`>${product.title}</h1>`);
    expect(html).toContain(`<title>${product.title} — BON VINTAGE</title>`);
    expect(html).toContain(`src="${product.mainImage}"`);
    expect(html).toContain('Додано');
    expect(html).toMatch(/<time dateTime="[^"]+">\d{1,2} [а-яґєії]+ \d{4} р\.<\/time>/);
  });

  it('keeps a product’s drawn date when a visit weeks later hydrates the page and loads the whole list', async () => {
    const container = await openPrerendered('catalog/3', `${BASE_PATH}catalog/3`);
    const drawn = container.querySelector('time')!.textContent;
    const real = Date.now.bind(Date);
    vi.spyOn(Date, 'now').mockImplementation(() => real() + 40 * 86_400_000);
    listAsked.times = 0;
    const errors = watchConsoleErrors();
    await start(container);
    await until(() => isHydrated(container.querySelector('time')!));
    window.dispatchEvent(new Event('pointerdown'));
    await until(() => listAsked.times === 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(container.querySelector('time')!.textContent).toBe(drawn);
    expect(errors).not.toHaveBeenCalled();
  });

  it.each([
    ['', `${BASE_PATH}`, 8],
    ['catalog', `${BASE_PATH}catalog`, 12],
    ['catalog/3', `${BASE_PATH}catalog/3`, 4],
  ])(
    'hydrates "%s" with the products it brings, asking for the whole list only at the first touch',
    async (path, address, cards) => {
      const container = await openPrerendered(path, address);
      const card = container.querySelector('[data-testid="product-card"]');
      listAsked.times = 0;
      const errors = watchConsoleErrors();
      await start(container);
      await until(() => isHydrated(card!));
      expect(container.querySelectorAll('[data-testid="product-card"]')).toHaveLength(cards);
      expect(listAsked.times).toBe(0);
      window.dispatchEvent(new Event('pointerdown'));
      await until(() => listAsked.times === 1);
      // The whole list draws what the first view drew: nothing changes.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(container.querySelector('[data-testid="product-card"]')).toBe(card);
      expect(errors).not.toHaveBeenCalled();
    },
  );

  it('draws the shell as the layout with the loading message', async () => {
    const html = await prerender(SHELL);
    expect(html).toContain('Завантаження...');
    expect(html).toContain('Основна навігація');
    expect(html).not.toContain('<h1');
  });

  it.each([
    ['', `${BASE_PATH}`],
    ['catalog', `${BASE_PATH}catalog`],
    ['favorite', `${BASE_PATH}favorite`],
    ['aboutUs', `${BASE_PATH}aboutUs#delivery`],
    ['basket', `${BASE_PATH}basket`],
    ['catalog/3', `${BASE_PATH}catalog/3`],
    ['collections/zi-znyzhkoiu', `${BASE_PATH}collections/zi-znyzhkoiu`],
    [SHELL, `${BASE_PATH}catalog/3`],
  ])('hydrates "%s" at %s without a mismatch, keeping its elements', async (path, address) => {
    const container = await openPrerendered(path, address);
    const header = container.querySelector('header');
    const search = container.querySelector('input');
    const main = container.querySelector('main')!.innerHTML;
    const picture = container.querySelector('main img');
    const firstWord = container.querySelector('main p');
    const heading = container.querySelector('main h1');
    expect(header).not.toBeNull();
    const errors = watchConsoleErrors();
    await start(container);
    // React has taken the server's elements over once they carry its fiber.
    await until(() => isHydrated(header!));
    expect(errors).not.toHaveBeenCalled();
    // Hydrated, not drawn again: the very same elements are in the page.
    expect(container.querySelector('header')).toBe(header);
    expect(container.querySelector('input')).toBe(search);
    expect(container.querySelector('main img')).toBe(picture);
    // The basket's loading word goes once the stored basket is read, which may be at once.
    if (path !== 'basket') expect(container.querySelector('main p')).toBe(firstWord);
    expect(container.querySelector('main h1')).toBe(heading);
    // Drawn with its products, or with no favourites saved: hydrated as it was, nothing redrawn.
    if (path === '' || path === 'favorite') {
      expect(container.querySelector('main')!.innerHTML).toBe(main);
    }
  });

  it("hydrates the shell even when the page's module is at hand at once", async () => {
    // As from the service worker's cache: the module arrives before React hydrates.
    await import('./routes/product');
    const container = await openPrerendered(SHELL, `${BASE_PATH}catalog/3`);
    const header = container.querySelector('header');
    const errors = watchConsoleErrors();
    await start(container);
    await until(() => container.querySelector('main h1') !== null);
    expect(container.querySelector('header')).toBe(header);
    expect(errors).not.toHaveBeenCalled();
  });

  it('draws the burger menu closed, for the burger button to open with no script', async () => {
    const container = await openPrerendered('', BASE_PATH);
    const menu = container.querySelector('dialog#burger-menu');
    expect(menu).not.toBeNull();
    expect(menu).not.toHaveAttribute('open');
    const burger = container.querySelector('header [data-testid="burger-button"]');
    expect(burger).toHaveAttribute('commandfor', 'burger-menu');
    expect(burger).toHaveAttribute('command', 'show-modal');
    expect(menu!.querySelector('a')).toHaveAttribute('autofocus');
  });

  it('starts the product gallery where its track was moved before the app ran', async () => {
    const container = await openPrerendered('catalog/3', `${BASE_PATH}catalog/3`);
    const track = container.querySelector<HTMLElement>('[data-testid="gallery-stage"] > div')!;
    const slides = [...track.children];
    expect(slides.map((slide) => slide.id)).toEqual(slides.map((_, i) => `photo-${i + 1}`));
    // Drawn with every slide there: before the app runs, a link may show any of them.
    expect(slides.filter((slide) => slide.matches('[inert], [aria-hidden]'))).toEqual([]);
    // An arrow or a thumbnail followed before the app ran: the third slide is in view.
    Object.defineProperty(track, 'clientWidth', { value: 300 });
    track.scrollLeft = 600;
    const errors = watchConsoleErrors();
    await start(container);
    const counter = () => container.querySelector('[data-testid="gallery-counter"]')?.textContent;
    await until(() => counter() === `3 з ${slides.length}`);
    expect(container.querySelector('[data-testid="gallery-stage"] > div')).toBe(track);
    expect(slides.map((slide) => slide.hasAttribute('inert'))).toEqual(
      slides.map((_, i) => i !== 2),
    );
    expect(errors).not.toHaveBeenCalled();
  });

  it('draws the favourites page afresh when some are saved, and shows them', async () => {
    localStorage.setItem(SAVED_KEY, persisted([3, 5]));
    const container = await openPrerendered('favorite', `${BASE_PATH}favorite`);
    const header = container.querySelector('header');
    const errors = watchConsoleErrors();
    await start(container);
    await until(() => screen.queryByTestId('favorites-count')?.textContent === '2');
    // Drawn over in one commit: a new header, and never the drawn empty word.
    expect(container.querySelectorAll('header')).toHaveLength(1);
    expect(container.querySelector('header')).not.toBe(header);
    expect(container.textContent).not.toContain(favoritesText.emptyTitle);
    expect(errors).not.toHaveBeenCalled();
  });

  it.each([
    ['', `${BASE_PATH}aboutUs`],
    ['favorite', `${BASE_PATH}favorite?ids=3,5`],
    ['catalog', `${BASE_PATH}catalog?category=vazy&page=2`],
  ])('draws "%s" afresh at %s, which it was not drawn for', async (path, address) => {
    const container = await openPrerendered(path, address);
    const header = container.querySelector('header');
    const errors = watchConsoleErrors();
    await start(container);
    // React draws over what was there in one commit: a new header, never two.
    await until(() => container.querySelector('header') !== header);
    expect(container.querySelectorAll('header')).toHaveLength(1);
    expect(container.querySelector('main h1')).not.toBeNull();
    expect(errors).not.toHaveBeenCalled();
  });
});
