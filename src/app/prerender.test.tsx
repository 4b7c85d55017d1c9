import { screen } from '@testing-library/react';
import { BASE_PATH } from '../shared/config/spec';
import { startApp } from './app';
import { PRERENDERED_ATTRIBUTE } from './hydration';
import { PRERENDERED_PAGES, prerender, SHELL } from './prerender';
import { pageRoutes } from './router';

/** The page as the build writes it: the markup in #root, its <title> moved to <head>. */
async function openPrerendered(path: string, address: string) {
  const markup = await prerender(path);
  const container = document.createElement('div');
  container.id = 'root';
  container.setAttribute(PRERENDERED_ATTRIBUTE, path);
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
  });

  it('covers every page but the product page, which waits for its product anyway', () => {
    expect(Object.keys(PRERENDERED_PAGES).sort()).toEqual(Object.keys(HEADINGS).sort());
  });

  it.each(Object.keys(PRERENDERED_PAGES))(
    'names the module that the router loads for "%s"',
    async (path) => {
      const route = pageRoutes.find((page) => (path === '' ? page.index : page.path === path));
      const lazy = route?.lazy;
      if (typeof lazy !== 'function') throw new Error(`no lazy route for "${path}"`);
      const module: unknown = await import(/* @vite-ignore */ `/${PRERENDERED_PAGES[path]!}`);
      expect(await lazy()).toBe(module);
    },
  );

  it.each(Object.keys(HEADINGS))('draws "%s" with its heading and title', async (path) => {
    const html = await prerender(path);
    expect(html).toContain(`>${HEADINGS[path]!}</h1>`);
    expect(html).toMatch(/^<title>[^<]*BON VINTAGE[^<]*<\/title>/);
    // The product list is made in the browser: skeletons or the favourites' loading state.
    expect(html).not.toContain('King size');
  });

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
    [SHELL, `${BASE_PATH}catalog/3`],
  ])('hydrates "%s" at %s without a mismatch, keeping its elements', async (path, address) => {
    const container = await openPrerendered(path, address);
    const header = container.querySelector('header');
    const search = container.querySelector('input');
    expect(header).not.toBeNull();
    const errors = watchConsoleErrors();
    await start(container);
    // React has taken the server's elements over once they carry its fiber.
    await until(() => isHydrated(header!));
    expect(errors).not.toHaveBeenCalled();
    // Hydrated, not drawn again: the very same elements are in the page.
    expect(container.querySelector('header')).toBe(header);
    expect(container.querySelector('input')).toBe(search);
  });

  it('hydrates with saved favourites, then shows them', async () => {
    localStorage.setItem(
      'persist:root',
      JSON.stringify({
        favorite: JSON.stringify({ favoriteList: [3, 5] }),
        _persist: JSON.stringify({ version: -1, rehydrated: true }),
      }),
    );
    const container = await openPrerendered('favorite', `${BASE_PATH}favorite`);
    const header = container.querySelector('header');
    const errors = watchConsoleErrors();
    await start(container);
    await until(() => screen.queryByTestId('favorites-count')?.textContent === '2');
    expect(container.querySelector('header')).toBe(header);
    expect(isHydrated(header!)).toBe(true);
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
