import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import {
  expect,
  holdChunk,
  PERSIST_KEY,
  persistedFavorites,
  readSavedFavorites,
  test,
} from './fixtures';
import { chunkOf } from './first-load';
import { PAGES as SHOP_PAGES } from '../scripts/pages.mjs';

/**
 * Each page arrives drawn (builder/prerender-plugin.ts), so a slow
 * phone paints it before any JavaScript has run, and React then hydrates it
 * (src/app/app.tsx) instead of drawing it again. The fixtures fail a test on
 * any console error, which includes a failed hydration.
 */
/**
 * What each page of src/app/pages.ts shows when drawn, by its module: the
 * tests below visit every page that table declares, so a new page fails
 * here until it says what it is drawn with. `nav` is the header's link marked
 * current, if any.
 */
const DRAWN: Record<
  string,
  { heading: string | RegExp; title: string | RegExp; nav: string | null }
> = {
  home: {
    heading: 'BON VINTAGE',
    title: 'BON VINTAGE — антикварні та вінтажні речі',
    nav: 'ГОЛОВНА',
  },
  catalog: { heading: 'Каталог', title: 'Каталог — BON VINTAGE', nav: 'КАТАЛОГ' },
  product: { heading: /^King size /, title: /^King size .+ — BON VINTAGE$/, nav: 'КАТАЛОГ' },
  collection: {
    heading: 'Нові надходження',
    title: 'Нові надходження — BON VINTAGE',
    nav: null,
  },
  favorite: { heading: 'Вподобані', title: 'Вподобані — BON VINTAGE', nav: 'ВПОДОБАНІ' },
  basket: { heading: 'Кошик', title: 'Кошик — BON VINTAGE', nav: null },
  'about-us': { heading: 'Про нас', title: 'Про нас — BON VINTAGE', nav: 'ПРО НАС' },
};
const PAGES = SHOP_PAGES.map(({ path, module }) => {
  const drawn = DRAWN[module];
  if (!drawn)
    throw new Error(`e2e/prerender.spec.ts: say what src/app/routes/${module}.tsx is drawn with`);
  return { path, module, ...drawn };
});

/** Holds the app's script (what the entry starts) until the returned function is called. */
function holdTheApp(page: Page): Promise<() => void> {
  return holdChunk(page, 'src/app/app.tsx');
}

/** Whether React has taken the element over: it carries React's fiber. */
function isReacts(element: Locator): Promise<boolean> {
  return element.evaluate((node) =>
    Object.keys(node).some((key) => key.startsWith('__reactFiber')),
  );
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test.describe.configure({ timeout: 90_000 });

  test('every page is drawn in full: layout, products, a product, the shell, the search and the notice', async ({
    page,
  }) => {
    const drawnProducts = (count: number) => async () => {
      const cards = page.getByTestId('product-card');
      await expect(cards).toHaveCount(count);
      await expect(cards.first().locator('h3')).toHaveText(/^King size /);
      await expect(cards.first()).toContainText('₴');
      await expect
        .poll(() =>
          cards
            .first()
            .locator('img')
            .evaluate((img: HTMLImageElement) => img.complete),
        )
        .toBe(true);
    };

    for (const { path, module, heading, title, nav } of PAGES) {
      await test.step(`/${path} is drawn with its heading, title, header and footer`, async () => {
        await page.goto(path);
        await expect(page.locator('main h1')).toHaveText(heading);
        await expect(page).toHaveTitle(title);
        await expect(page.getByRole('navigation', { name: 'Основна навігація' })).toBeVisible();
        await expect(page.getByRole('search').getByRole('combobox')).toBeVisible();
        await expect(page.locator('footer')).toContainText('Антикварні та вінтажні речі · Одеса');
        // The page itself is marked as current in the nav, and in the burger menu's.
        await expect(page.locator('header nav a[aria-current="page"]')).toHaveText(
          nav === null ? [] : [nav, nav],
        );
      });
      // On the page just loaded.
      if (path === '') {
        await test.step(
          '/ is drawn with its first 8 products and their pictures',
          drawnProducts(8),
        );
      }
      if (path === 'catalog') {
        await test.step(
          '/catalog is drawn with its first 12 products and their pictures',
          drawnProducts(12),
        );
        await test.step('says, above the page, that the shop needs JavaScript', async () => {
          // By class: Playwright's text search skips <noscript>.
          const notice = page.locator('.noscript-notice');
          await expect(notice).toBeVisible();
          await expect(notice).toContainText('Для роботи магазину потрібен JavaScript.');
          const [band, header] = await Promise.all([
            notice.boundingBox(),
            page.locator('header').boundingBox(),
          ]);
          expect(band!.y + band!.height).toBeLessThanOrEqual(header!.y);
        });
      }
      if (module === 'product') {
        await test.step(`/${path} is drawn with its price and gallery`, async () => {
          await expect(page.getByTestId('product-price')).toHaveText(/^[\d\s]+₴$/);
          await expect(page.getByTestId('gallery-image')).toBeVisible();
        });
      }
    }

    await test.step('an address with no page of its own gets the layout, loading, no page marked current', async () => {
      await page.goto('catalog/9999');
      await expect(page.locator('main')).toHaveText('Завантаження...');
      await expect(page.locator('header nav a[aria-current]')).toHaveCount(0);
    });

    await test.step('the search sends its query to the catalogue by itself', async () => {
      await page.goto('');
      await page.getByRole('search').getByRole('combobox').fill('ваза');
      await page.getByRole('search').getByRole('combobox').press('Enter');
      await expect(page).toHaveURL(/\/BON-VINTAGE\/catalog\?q=%D0%B2%D0%B0%D0%B7%D0%B0$/);
      await expect(page.locator('main h1')).toHaveText('Каталог');
    });
  });
});

test.describe('hydration', () => {
  test.describe.configure({ timeout: 120_000 });

  test('React takes the drawn pages over as they are, with what was saved or typed before it ran', async ({
    page,
  }) => {
    for (const { path, heading } of PAGES) {
      await test.step(`/${path} keeps the very elements it was drawn with`, async () => {
        const release = await holdTheApp(page);
        // Not waiting for the load event: it waits for the held script.
        await page.goto(path, { waitUntil: 'commit' });
        await expect(page.locator('main h1')).toHaveText(heading);
        await page.evaluate(() => {
          (window as { drawn?: Element | null }).drawn = document.querySelector('main h1');
        });
        release();
        // React has taken the element over once it carries its fiber.
        await page.waitForFunction(() =>
          Object.keys(document.querySelector('main h1') ?? {}).some((key) =>
            key.startsWith('__reactFiber'),
          ),
        );
        expect(
          await page.evaluate(
            () =>
              (window as { drawn?: Element | null }).drawn === document.querySelector('main h1'),
          ),
        ).toBe(true);
      });
    }

    await test.step('a catalogue address with a query never shows the unfiltered products drawn at build time', async () => {
      const release = await holdTheApp(page);
      await page.goto('catalog', { waitUntil: 'commit' });
      // Without a query the drawn products are the page's own: shown at once.
      await expect(page.getByTestId('product-card').first()).toBeVisible();
      await expect(page.getByTestId('results-count')).toHaveText('250 товарів');

      await page.goto('catalog?category=vazy', { waitUntil: 'commit' });
      await expect(page.locator('main h1')).toHaveText('Каталог');
      // Drawn, but hidden before the first paint, and kept hidden while the app loads.
      await expect(page.getByTestId('product-card')).toHaveCount(12);
      await expect(page.getByTestId('product-card').first()).toBeHidden();
      await expect(page.getByTestId('results-count')).toBeHidden();
      release();
      const count = page.getByTestId('results-count');
      await expect(count).toBeVisible();
      await expect(count).not.toHaveText('250 товарів');
      await expect(page.getByRole('radio', { name: /^Вази/, checked: true })).toBeVisible();
      await expect(page.getByTestId('product-card').first()).toBeVisible();
    });

    await test.step('what the visitor types before the app starts stays, and is searched', async () => {
      const release = await holdTheApp(page);
      await page.goto('catalog', { waitUntil: 'commit' });
      const search = page.getByRole('search').getByRole('combobox');
      await search.click();
      await page.keyboard.type('ваза');
      release();
      await expect(page.getByTestId('results-count')).toBeVisible();
      await expect(search).toHaveValue('ваза');
      await expect(search).toBeFocused();
      await expect(page).toHaveURL(/[?&]q=%D0%B2%D0%B0%D0%B7%D0%B0/);
    });

    // Last: it saves a favourite.
    await test.step('a page drawn with the products is hydrated with them: the same cards, now with the saved hearts', async () => {
      const release = await holdTheApp(page);
      await page.goto('', { waitUntil: 'commit' });
      const card = page.getByTestId('product-card').first();
      await expect(card).toBeVisible();
      const id = Number(await card.getAttribute('data-product-id'));
      // A favourite saved earlier: its heart must show once the card is React's.
      await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
        key: PERSIST_KEY,
        value: persistedFavorites([id]),
      });
      await page.evaluate(() => {
        (window as { drawn?: Element | null }).drawn = document.querySelector('[data-product-id]');
      });

      release();
      await expect.poll(() => isReacts(card)).toBe(true);
      // The same element, now with the saved favourite's heart, and it works.
      const heart = card.getByTestId('favorite-toggle');
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      expect(
        await page.evaluate(
          () =>
            (window as { drawn?: Element | null }).drawn ===
            document.querySelector('[data-product-id]'),
        ),
      ).toBe(true);
      await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      await expect.poll(() => readSavedFavorites(page)).toEqual([]);
    });
  });

  // A first visitor's storage holds nothing yet: a test of its own.
  test('the favourites page shows a first visitor its drawn word at once, and never one who saved some', async ({
    page,
  }) => {
    const release = await holdTheApp(page);
    const empty = page.getByText('Тут поки порожньо');
    await page.goto('favorite', { waitUntil: 'commit' });
    // Nothing saved: the drawn page is the page, before any of the app runs.
    await expect(empty).toBeVisible();

    await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
      key: PERSIST_KEY,
      value: persistedFavorites([3, 5]),
    });
    await page.goto('favorite', { waitUntil: 'commit' });
    await expect(page.locator('main h1')).toHaveText('Вподобані');
    // Drawn, but hidden before the first paint, and kept hidden while the app loads.
    await expect(empty).toHaveCount(1);
    await expect(empty).toBeHidden();
    release();
    await expect(page.getByTestId('product-card')).toHaveCount(2);
    await expect(empty).toHaveCount(0);
  });
});

test.describe('the scripts a page needs', () => {
  const read = (file: string) => readFileSync(join('dist', file), 'utf8');
  const preloaded = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload"[^>]*href="\/BON-VINTAGE\/([^"]+)"/g)].map(
      (match) => match[1],
    );

  test('each page names the app and its own module, so neither waits for the other to run, and no page the whole product list', () => {
    const app = chunkOf('src/app/app.tsx')!;
    const data = chunkOf('virtual:product-data')!;
    // Every page of src/app/pages.ts, as the build names its file (a product's at product 1).
    const pages = SHOP_PAGES.map(({ path, module }): [string, string] => [
      path === '' ? 'index.html' : `${path}.html`,
      module,
    ]);
    for (const [file, module] of pages) {
      const scripts = preloaded(read(file));
      expect(scripts, file).toContain(app);
      expect(scripts, file).toContain(chunkOf(`src/app/routes/${module}.tsx`));
      expect(scripts, file).not.toContain(data);
    }
    // Only an address with a query asks for it, before the app runs (src/app/early.js).
    expect(read('catalog.html')).toContain(`"list":"/BON-VINTAGE/${data}"`);
    // The shell serves any address: the app finds its page.
    expect(preloaded(read('shell.html'))).toContain(app);
    expect(preloaded(read('shell.html'))).not.toContain(chunkOf('src/app/routes/home.tsx'));
  });
});
