import { PAGES } from '../scripts/pages.mjs';
import { expect, persistedFavorites, seedStorage, test, waitForWebFonts } from './fixtures';

/**
 * Nothing jumps when the products, the fonts or the pictures arrive.
 * Skeleton cards have the final cards' size, images their boxes, the fallback
 * fonts the web fonts' metrics, and the footer starts below the first screen.
 * The cumulative layout shift of each route stays under 0.05 (Google's "good"
 * is 0.1), read from a PerformanceObserver from the first paint.
 */
/** Every page of src/app/pages.ts (a product's at product 1), and a few of their states. */
const ROUTES = [
  ...PAGES.map(({ path }) => path),
  'catalog?category=vazy',
  'catalog/999999',
  'aboutUs#delivery',
];

test.describe.configure({ timeout: 90_000 });

for (const path of [...ROUTES, 'favorite (seeded)']) {
  test(`/${path} does not shift as it loads`, async ({ page }) => {
    // The three widths share a page, each load a first visit all the same: with
    // the cache off the fonts and pictures come over the network again (the
    // check of the resource timings below fails if they do not), and the
    // storage is emptied in between.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number };
      w.__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) w.__cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const seeded = path.endsWith('(seeded)');
    if (seeded) await seedStorage(page, persistedFavorites([1, 2, 5]));
    for (const width of [375, 1024, 1440]) {
      await test.step(`at ${width} px`, async () => {
        // From about:blank, so that /aboutUs#delivery is a new document, not a jump.
        await page.goto('about:blank');
        await page.setViewportSize({ width, height: 800 });
        await page.goto(seeded ? 'favorite' : path);
        await expect(page.locator('main')).not.toContainText('Завантаження...');
        await waitForWebFonts(page);
        // Waited for by what arrives, not by a quiet network (networkidle adds half a second to
        // each of these loads): every picture has come but a lazy one out of sight, and a frame drawn.
        await page.waitForFunction(() =>
          Array.from(document.images).every((image) => {
            if (image.complete) return true;
            const { top, left, bottom, right } = image.getBoundingClientRect();
            const inSight = bottom > 0 && right > 0 && top < innerHeight && left < innerWidth;
            return image.loading === 'lazy' && !inSight;
          }),
        );
        await page.evaluate(
          () => new Promise((done) => requestAnimationFrame(() => setTimeout(done))),
        );
        const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
        expect(cls).toBeLessThan(0.05);
        // Whole over the network: a cached file has no transfer, a revalidated one no body.
        const fetched = await page.evaluate(() =>
          (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
            ({ name, transferSize, encodedBodySize }) => ({
              name,
              whole: encodedBodySize > 0 && transferSize > encodedBodySize,
            }),
          ),
        );
        expect(fetched.filter(({ name }) => name.endsWith('.woff2'))).not.toEqual([]);
        expect(fetched.filter(({ whole }) => !whole)).toEqual([]);
        await page.evaluate(() => {
          localStorage.clear();
          sessionStorage.clear();
        });
      });
    }
  });
}

/**
 * The fallback faces (font-fallbacks.css) are sized so that text drawn in them
 * stands where Cormorant will put it: centred text would otherwise move
 * sideways when the web font arrives. Measured on the page's own text, in the
 * web font and then in the fallbacks its font-family names, on pages reached
 * in turn from the home page.
 */
const SERIF_TEXT = [
  { name: 'the home wordmark', text: 'BON VINTAGE', tolerance: 1, next: 'Вподобані' },
  {
    name: 'the empty favourites title',
    text: 'Тут поки порожньо',
    tolerance: 2,
    next: 'Перейти до каталогу',
  },
  { name: 'the catalogue heading', text: 'Каталог', tolerance: 2, next: null },
];

test('the fallback faces stand where the web fonts put the text', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('');
  await waitForWebFonts(page);
  for (const { name, text, tolerance, next } of SERIF_TEXT) {
    await test.step(`${name} has the same width and place in its fallback font as in Cormorant`, async () => {
      const element = page.locator('main').getByText(text, { exact: true });
      await expect(element).toBeVisible();
      const [web, fallback] = await element.evaluate(async (node: HTMLElement) => {
        const [, ...fallbackFamilies] = getComputedStyle(node).fontFamily.split(',');
        const { fontWeight, fontSize } = getComputedStyle(node);
        const textBox = async (family: string) => {
          node.style.fontFamily = family;
          await document.fonts.load(`${fontWeight} ${fontSize} ${family}`, node.textContent!);
          const range = document.createRange();
          range.selectNodeContents(node);
          const { x, y, width } = range.getBoundingClientRect();
          return { x, y, width };
        };
        return [await textBox('"Cormorant Garamond"'), await textBox(fallbackFamilies.join(','))];
      });
      expect(Math.abs(fallback.width - web.width)).toBeLessThan(2 * tolerance);
      expect(Math.abs(fallback.x - web.x)).toBeLessThan(tolerance);
      expect(Math.abs(fallback.y - web.y)).toBeLessThan(1.5);
      if (next) await page.getByRole('link', { name: next, exact: true }).click();
    });
  }

  await test.step('the desktop header keeps every entry in its place when the web fonts arrive', async () => {
    await page.setViewportSize({ width: 1440, height: 800 });
    const header = page.locator('header');
    await header
      .getByRole('navigation', { name: 'Основна навігація' })
      .getByRole('link', { name: 'ПРО НАС' })
      .click();
    await expect(page).toHaveURL(/\/aboutUs$/);
    const parts = header
      .getByRole('link', { name: 'BON VINTAGE — головна сторінка' })
      .or(header.getByRole('navigation', { name: 'Основна навігація' }).getByRole('link'));
    await expect(parts).toHaveCount(6);
    /** Each part's box, drawn in the web fonts or, with `fallback`, in the faces that stand in for them. */
    const boxes = (fallback: boolean) =>
      parts.evaluateAll(async (links: HTMLElement[], fallback: boolean) => {
        const texts = links.map((link) => link.querySelector('span') ?? link);
        for (const text of texts) {
          text.style.fontFamily = '';
          if (fallback) {
            const [, ...rest] = getComputedStyle(text).fontFamily.split(',');
            text.style.fontFamily = rest.join(',');
          }
        }
        await document.fonts.ready;
        return links.map((link) => {
          const { x, width } = link.getBoundingClientRect();
          return { x: Math.round(x * 10) / 10, width: Math.round(width * 10) / 10 };
        });
      }, fallback);
    // Compared only while the header holds still: something of the page drawn late (a badge,
    // a count) may move the entries between two measures, which is no font's doing.
    let web = await boxes(false);
    let fallback = await boxes(true);
    for (let tries = 0; tries < 3; tries += 1) {
      const again = await boxes(false);
      if (JSON.stringify(again) === JSON.stringify(web)) break;
      web = again;
      fallback = await boxes(true);
    }
    for (const [index, box] of web.entries()) {
      expect(Math.abs(fallback[index]!.x - box.x), `part ${index}`).toBeLessThan(0.5);
      expect(Math.abs(fallback[index]!.width - box.width), `part ${index}`).toBeLessThan(0.5);
    }
  });
});

test.describe('while the HTML is still arriving', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1440, height: 800 } });

  test('the catalogue’s results start under its toolbar, with or without their cards', async ({
    page,
  }) => {
    // A slow network paints the page in parts: the tall filter column may be
    // there before the cards. The results must not start lower meanwhile.
    await page.goto('catalog');
    const results = page.locator('main section').filter({ has: page.getByTestId('product-card') });
    const withCards = (await results.boundingBox())!.y;
    await results.evaluate((section) => {
      section.querySelectorAll('li').forEach((card) => card.remove());
    });
    const withoutCards = (await page.locator('main section').last().boundingBox())!.y;
    expect(withoutCards).toBe(withCards);
  });
});
