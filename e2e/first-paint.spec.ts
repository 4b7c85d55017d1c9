import type { Locator, Page } from '@playwright/test';
import {
  chunkUrl,
  expect,
  holdChunk,
  holdRequests,
  paidPrices,
  readSavedFavorites,
  test,
  waitForApp,
} from './fixtures';

/**
 * Every control answers from the first paint (docs/first-load.md): the app's
 * scripts are held until the test lets them go, so each press here lands on
 * the page drawn at build time before the app runs, however busy the machine.
 * The burger's menu and the gallery's links work as plain HTML; a heart, a
 * radio of the filters and `Поділитися` are kept by src/app/early.js and done
 * once the page can take them. (early.js itself stands in <head> and blocks
 * the first paint, as it must: it is not held.)
 */

const APP_SCRIPTS = /\/BON-VINTAGE\/assets\/(?!early-)[^/]+\.js$/;

/**
 * Opens `path` as drawn at build time, its app held back; returns, once it is
 * painted, what lets the app's scripts go and waits until the app answers.
 */
async function openHeld(page: Page, path: string): Promise<() => Promise<void>> {
  const release = await holdRequests(page, APP_SCRIPTS);
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.locator('main h1')).toBeVisible();
  expect(await appRunning(page)).toBe(false);
  return async () => {
    release();
    await untilAppRuns(page);
  };
}

function appRunning(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.hasAttribute('data-app-running'));
}

async function untilAppRuns(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-app-running', '');
}

/** Where a visitor aims at `control` as drawn: brought into view, its centre. */
async function aimAt(control: Locator): Promise<{ x: number; y: number }> {
  await control.scrollIntoViewIfNeeded();
  const box = (await control.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

function similarPieces(page: Page): Locator {
  return page.locator('section[aria-labelledby="similar-products"]').getByTestId('product-card');
}

test('the burger opens its menu before the app runs, and the app takes the open menu over', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const letAppRun = await openHeld(page, '');
  await page.getByTestId('burger-button').click();
  const menu = page.getByTestId('burger-menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'ГОЛОВНА' })).toBeFocused();
  expect(await appRunning(page)).toBe(false);

  await letAppRun();
  await expect(menu).toBeVisible();
  await expect(page.getByTestId('burger-button')).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByTestId('burger-button')).toHaveAttribute('aria-expanded', 'false');
});

// A second visit in the same tab is held as the first: what one step chose is not kept for the next.
test('choices of the catalogue made before the app runs are kept and applied', async ({ page }) => {
  await test.step('a category chosen before the app runs is kept, never half done, and applied', async () => {
    const letAppRun = await openHeld(page, 'catalog');
    const vases = page
      .getByRole('group', { name: 'Категорії' })
      .getByRole('radio', { name: 'Вази' });
    await vases.click();
    expect(await appRunning(page)).toBe(false);
    // Kept, and shown as kept: not a checked radio above an unfiltered list.
    await expect(vases).not.toBeChecked();
    await expect(vases).toHaveAttribute('data-kept-press', '');
    await expect(page.locator('main h1')).toHaveText('Каталог');

    await letAppRun();
    await expect(page).toHaveURL(/\/catalog\?category=vazy$/);
    await expect(vases).toBeChecked();
    await expect(page.locator('main h1')).toHaveText('Вази');
    await expect(vases).not.toHaveAttribute('data-kept-press');
  });

  await test.step('a sort chosen before the app runs orders the list once it does', async () => {
    const letAppRun = await openHeld(page, 'catalog');
    const sort = page.getByRole('group', { name: 'Сортування' });
    await sort.getByRole('radio', { name: 'За найменшою ціною' }).click();
    expect(await appRunning(page)).toBe(false);
    await expect(page).toHaveURL(/\/catalog$/);

    await letAppRun();
    await expect(page).toHaveURL(/\/catalog\?sort=lowPrice$/);
    await expect(sort.getByRole('radio', { name: 'За найменшою ціною' })).toBeChecked();
    // Its cards, once the whole list is there (asked for as the app starts: src/app/first-view.ts).
    await expect(page.getByTestId('product-card')).toHaveCount(12);
    const prices = await paidPrices(page.getByTestId('product-card'));
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });
});

test('a heart pressed before the app runs is said to wait, without motion, and saved once it does', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const letAppRun = await openHeld(page, '');
  const card = page.getByTestId('product-card').first();
  const id = Number(await card.getAttribute('data-product-id'));
  const heart = card.getByTestId('favorite-toggle');
  await heart.click();
  expect(await appRunning(page)).toBe(false);
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect(heart).toHaveAttribute('data-kept-press', '');
  // In words, in a live region, seen without any motion.
  const waiting = page.getByRole('status').filter({ hasText: 'Зачекайте мить' });
  await expect(waiting).toBeVisible();
  await expect(waiting).toHaveText('Зачекайте мить: виконаємо, щойно сторінка завантажиться.');
  // Nor did the press reach the card's link beneath.
  expect(new URL(page.url()).pathname).toBe('/BON-VINTAGE/');

  await letAppRun();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(waiting).toHaveCount(0);
  await expect(page.getByTestId('favorites-count')).toHaveText('1');
  await expect.poll(() => readSavedFavorites(page)).toEqual([id]);
});

// redux-persist, which reads and saves favourites once the page is on screen
// (src/app/store.ts), does not come in the first visit: nothing but the press
// itself may have written the favourite.
for (const path of ['', 'catalog', 'catalog/1']) {
  test(`a heart pressed at first paint on /${path} is on disk the moment it shows as saved: a reload at once keeps it`, async ({
    page,
  }) => {
    const persistence = chunkUrl('node_modules/redux-persist/es/index.js');
    const releasePersistence = await holdRequests(page, persistence);
    const letAppRun = await openHeld(page, path);
    // The first heart in the page: a card's, or the product page's own.
    const heart = page.locator('main').getByTestId('favorite-toggle').first();
    const id = Number(
      await heart.evaluate(
        (element) =>
          element.closest('[data-product-id]')?.getAttribute('data-product-id') ??
          /\/catalog\/(\d+)$/.exec(location.pathname)![1],
      ),
    );
    await heart.click();
    await letAppRun();
    await expect(page.getByTestId('favorites-count')).toHaveText('1');
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    await page.unroute(persistence);
    await page.reload();
    releasePersistence();
    await expect(page.getByTestId('favorites-count')).toHaveText('1');
    expect(await readSavedFavorites(page)).toEqual([id]);
  });
}

test('a heart pressed on a page the app then draws afresh is kept for the same product', async ({
  page,
}) => {
  // An address with a query is drawn afresh, not hydrated: the heart pressed is replaced.
  const letAppRun = await openHeld(page, '?from=chat');
  const card = page.getByTestId('product-card').nth(1);
  const id = Number(await card.getAttribute('data-product-id'));
  const drawnHeart = await card.getByTestId('favorite-toggle').elementHandle();
  await drawnHeart!.click();
  expect(await appRunning(page)).toBe(false);

  await letAppRun();
  await expect.poll(() => drawnHeart!.evaluate((element) => element.isConnected)).toBe(false);
  const heart = page.locator(`[data-product-id="${id}"]`).getByTestId('favorite-toggle');
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => readSavedFavorites(page)).toEqual([id]);
});

test('a product page’s gallery and share answer presses made before the app runs', async ({
  page,
  context,
}) => {
  await test.step('the gallery’s arrow shows the next photo before the app runs', async () => {
    const letAppRun = await openHeld(page, 'catalog/1');
    const stage = page.getByTestId('gallery-stage');
    const track = stage.getByRole('group');
    await stage.getByRole('link', { name: 'Наступне фото' }).click();
    expect(await appRunning(page)).toBe(false);
    // The browser scrolls the track to the second slide: one slide's width.
    await expect
      .poll(() => track.evaluate((element) => element.scrollLeft / element.clientWidth))
      .toBeCloseTo(1, 1);

    await letAppRun();
    await expect(page.getByTestId('gallery-counter')).toHaveText('2 з 8');
    await expect(page).toHaveURL(/\/catalog\/1$/);
  });

  await test.step('share pressed before the app runs copies the address once it does', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const letAppRun = await openHeld(page, 'catalog/1');
    const share = page.getByRole('button', { name: 'Поділитися' });
    await share.click();
    expect(await appRunning(page)).toBe(false);
    await expect(share).toHaveAttribute('data-kept-press', '');

    await letAppRun();
    await expect(
      page.getByRole('status').filter({ hasText: 'Посилання скопійовано' }),
    ).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      /\/BON-VINTAGE\/catalog\/1$/,
    );
  });
});

test('a similar piece’s heart aimed at on the first paint and pressed as the app answers is saved', async ({
  page,
}) => {
  const letAppRun = await openHeld(page, 'catalog/1');
  const card = similarPieces(page).first();
  const id = Number(await card.getAttribute('data-product-id'));
  // The visitor scrolls down to the similar pieces and aims at a heart; the
  // press lands as the app answers, on the heart still there.
  const aim = await aimAt(card.getByTestId('favorite-toggle'));
  await letAppRun();
  await page.mouse.click(aim.x, aim.y);

  await expect(card.getByTestId('favorite-toggle')).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => readSavedFavorites(page)).toEqual([id]);
  await expect(page).toHaveURL(/\/catalog\/1$/);
});

test('a heart pressed and then a product opened before the app runs: both are done, in order', async ({
  page,
}) => {
  const letAppRun = await openHeld(page, 'catalog');
  const cards = page.getByTestId('product-card');
  const id = Number(await cards.first().getAttribute('data-product-id'));
  const next = Number(await cards.nth(1).getAttribute('data-product-id'));
  await cards.first().getByTestId('favorite-toggle').click();
  const link = cards.nth(1).getByRole('link');
  await link.click();
  // The link waits for the heart, rather than leave the page and drop it.
  expect(await appRunning(page)).toBe(false);
  await expect(link).toHaveAttribute('data-kept-press', '');
  await expect(page).toHaveURL(/\/catalog$/);

  await letAppRun();
  await expect(page).toHaveURL(new RegExp(`/catalog/${next}$`));
  await expect(page.getByTestId('favorites-count')).toHaveText('1');
  await expect.poll(() => readSavedFavorites(page)).toEqual([id]);
});

test('presses made while the page’s module is slow are done where the visitor made them', async ({
  page,
}) => {
  const release = await holdChunk(page, 'src/app/routes/product.tsx');
  await page.goto('catalog/1', { waitUntil: 'commit' });
  await expect(page.locator('main h1')).toBeVisible();
  await page.getByRole('button', { name: 'Додати в кошик' }).click();
  const card = similarPieces(page).nth(1);
  const id = Number(await card.getAttribute('data-product-id'));
  const aim = await aimAt(card.getByTestId('favorite-toggle'));
  expect(await appRunning(page)).toBe(false);

  release();
  await untilAppRuns(page);
  await waitForApp(page);
  // The visitor is where they were, and their next press lands where they aim.
  await page.mouse.click(aim.x, aim.y);
  await expect(page.getByTestId('basket-count')).toHaveText('1');
  await expect(card.getByTestId('favorite-toggle')).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => readSavedFavorites(page)).toEqual([id]);
  await expect(page).toHaveURL(/\/catalog\/1$/);
});
