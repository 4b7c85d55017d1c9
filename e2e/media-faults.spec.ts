import type { Page } from '@playwright/test';
import { expect, holdRequests, test, waitForApp, waitForWebFonts } from './fixtures';

/**
 * Media: every product picture and the video failing, and pictures
 * that arrive late. Placeholders show, nothing shifts (the cumulative layout
 * shift measured in the page stays under 0.01), and the console holds no
 * error but the browser's own line for each blocked request.
 */

/** Chromium's own line for a request the test aborted; the app logs nothing. */
const BLOCKED_RESOURCE = 'Failed to load resource: net::ERR_FAILED';
/** Every product picture and the video poster: only the placeholder itself is left. */
const PRODUCT_PICTURES = /\/images\/(products\/|video-poster)|picsum\.photos/;
const VIDEO = /\.webm(\?|$)/;
const MAX_CLS = 0.01;

interface Shifts {
  /** CLS over the whole load, fonts swapping in included. */
  whole: number;
  /** CLS from the moment the fonts settled (see settle()). */
  cls: number;
  shifts: string[];
}

/** Records layout-shift entries from the first paint on (buffered), as CLS does. */
async function measureLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const state = window as unknown as {
      __shifts: { value: number; at: number; nodes: string }[];
      __from: number;
    };
    state.__shifts = [];
    state.__from = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const nodes = (entry.sources ?? [])
          .map((s) => {
            const name =
              (s.node as Element | undefined)?.getAttribute?.('class') ?? s.node?.nodeName;
            const r = (rect: DOMRectReadOnly) =>
              `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}x${Math.round(rect.height)}`;
            return `${name} ${r(s.previousRect)} -> ${r(s.currentRect)}`;
          })
          .join(',');
        state.__shifts.push({ value: entry.value, at: entry.startTime, nodes });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return async (): Promise<Shifts> =>
    page.evaluate(() => {
      const state = window as unknown as {
        __shifts: { value: number; at: number; nodes: string }[];
        __from: number;
      };
      const after = state.__shifts.filter((shift) => shift.at >= state.__from);
      const sum = (list: { value: number }[]) => list.reduce((total, s) => total + s.value, 0);
      return {
        whole: sum(state.__shifts),
        cls: sum(after),
        shifts: state.__shifts.map((s) => `${s.value.toFixed(4)}@${Math.round(s.at)} ${s.nodes}`),
      };
    });
}

/**
 * Waits for the web fonts and starts the measured window. Fonts that arrive
 * after the first paint (a loaded machine) move text by a pixel or two; that
 * is the fonts' doing, not the pictures', so the window the checks judge
 * starts here, and the pictures are made to fail or arrive after it.
 */
async function settle(page: Page) {
  await waitForWebFonts(page);
  await page.evaluate(() => {
    (window as unknown as { __from: number }).__from = performance.now();
  });
}

async function expectNoLayoutShift(layoutShift: () => Promise<Shifts>) {
  const { whole, cls, shifts } = await layoutShift();
  test.info().annotations.push({
    type: 'CLS',
    description: `${cls.toFixed(5)} (whole load ${whole.toFixed(5)})`,
  });
  expect(cls, `layout shifts: ${shifts.join(' | ')}`).toBeLessThan(MAX_CLS);
}

/** Every picture in main, brought into view in turn (they load lazily), is the placeholder. */
async function expectPlaceholders(page: Page, minimum: number) {
  const images = page.locator('main img');
  await expect.poll(() => images.count()).toBeGreaterThanOrEqual(minimum);
  for (const image of await images.all()) {
    // A picture that fails is replaced by a fresh <img> (product-image.tsx), possibly
    // while we scroll to it: try again on the new element.
    await expect(() => image.scrollIntoViewIfNeeded({ timeout: 2_000 })).toPass();
    await expect(image).toHaveAttribute('data-failed', 'true');
    await expect(image).toHaveAttribute('src', /\/images\/placeholder\.svg$/);
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    const box = await image.boundingBox();
    expect(box!.width / box!.height).toBeCloseTo(3 / 4, 1);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

test.describe('every product picture and the video fail', () => {
  // The home page's test loads the favourites page too; a busy machine needs the room.
  test.describe.configure({ timeout: 60_000 });
  let release: () => void;
  test.beforeEach(async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(BLOCKED_RESOURCE);
    release = await holdRequests(page, PRODUCT_PICTURES, 'abort');
    await page.route(VIDEO, (route) => route.abort());
  });

  test('the product page shows the placeholder, says the video failed, and nothing shifts', async ({
    page,
  }) => {
    const layoutShift = await measureLayoutShift(page);
    await page.goto('catalog/1', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('main h1')).toHaveText(/^King size /);
    const stage = page.getByTestId('gallery-stage');
    await expect(stage.getByTestId('gallery-image')).toBeVisible();
    // The pictures fail once the app runs (a failure before it is product-image.test.tsx's).
    await waitForApp(page);
    await settle(page);
    release();
    await expect(stage.getByTestId('gallery-image')).toHaveAttribute('data-failed', 'true');
    await expectPlaceholders(page, 2);
    await expectNoLayoutShift(layoutShift);

    const region = page.getByRole('region', { name: 'Галерея товару' });
    await region.getByRole('link', { name: 'Відео, 8 з 8' }).click();
    const video = stage.locator('video');
    await video.evaluate((element: HTMLVideoElement) => element.play().catch(() => undefined));
    await expect(stage.getByRole('status')).toHaveText('Не вдалося відтворити відео.');
  });

  /** Loads a page of cards, fails their pictures once the fonts settled, and checks them. */
  async function expectCardsFailInPlace(page: Page, path: string, minimum: number) {
    const layoutShift = await measureLayoutShift(page);
    // The held pictures would hold the load event too.
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await settle(page);
    release();
    await expectPlaceholders(page, minimum);
    await expectNoLayoutShift(layoutShift);
  }

  test('the catalogue shows a placeholder in every card, without a layout shift', async ({
    page,
  }) => {
    await expectCardsFailInPlace(page, 'catalog', 12);
  });

  test('the home page shows a placeholder in every card, without a layout shift, and so does the favourites page', async ({
    page,
  }) => {
    await test.step('the home page shows a placeholder in every card, without a layout shift', async () => {
      await expectCardsFailInPlace(page, '', 4);
    });

    await test.step('the favourites page shows placeholders too', async () => {
      await page.goto('favorite?ids=1,2,3', { waitUntil: 'domcontentloaded' });
      await expect(page.getByTestId('product-card')).toHaveCount(3);
      await expectPlaceholders(page, 3);
    });
  });
});

test.describe('slow pictures', () => {
  for (const [name, path] of [
    ['the product page', 'catalog/1'],
    ['the catalogue', 'catalog'],
  ] as const) {
    test(`${name} keeps every picture's box while it loads, then shows it in place`, async ({
      page,
    }) => {
      // Held until released, not delayed by a timer: a slow machine must not
      // let the picture arrive before the box is measured.
      const release = await holdRequests(page, PRODUCT_PICTURES);
      const layoutShift = await measureLayoutShift(page);
      // Not the load event: the built page's pictures would hold it.
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      const first = page.locator('main img').first();
      await expect(first).toBeVisible();
      await settle(page);
      const before = await first.boundingBox();
      expect(before!.width / before!.height).toBeCloseTo(3 / 4, 1);
      expect(await first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(0);
      release();
      await expect
        .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      await expect(first).not.toHaveAttribute('data-failed');
      expect(await first.boundingBox()).toEqual(before);
      await expectNoLayoutShift(layoutShift);
      if (path !== 'catalog/1') return;

      await test.step('the layout-shift measure sees a real shift (so the checks above can fail)', async () => {
        await waitForApp(page);
        await page.evaluate(() => {
          const block = document.createElement('div');
          block.style.height = '200px';
          document.querySelector('main')!.prepend(block);
        });
        await expect.poll(async () => (await layoutShift()).cls).toBeGreaterThan(MAX_CLS);
      });
    });
  }
});
