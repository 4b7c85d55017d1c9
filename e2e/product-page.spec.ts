import type { Page } from '@playwright/test';
import {
  expect,
  holdProductData,
  holdRequests,
  readSavedFavorites,
  test,
  waitForApp,
} from './fixtures';

/** The price as the shop shows it (docs/decisions/002-sample-data.md: compare with Intl's output, it uses U+00A0). */
const shownPrice = (n: number) => `${new Intl.NumberFormat('uk-UA').format(n)} ₴`;

function gallery(page: Page) {
  const region = page.getByRole('region', { name: 'Галерея товару' });
  return {
    region,
    stage: region.getByTestId('gallery-stage'),
    counter: region.getByTestId('gallery-counter'),
    opener: region.getByRole('button', { name: 'Відкрити на весь екран' }),
  };
}

async function expectProductDetails(page: Page) {
  const title = await page.locator('main h1').textContent();
  expect(title).toMatch(/^King size \S/);
  await expect(page).toHaveTitle(`${title} — BON VINTAGE`);
  const price = page.getByTestId('product-price');
  const value = Number(await price.getAttribute('value'));
  expect(value).toBeGreaterThanOrEqual(100);
  expect(value).toBeLessThanOrEqual(5000);
  await expect(price).toHaveText(shownPrice(value));
  // The sample's first product has a condition, a size and an era, and no
  // maker (src/features/products/sample-details.ts): its rows in their places.
  const facts = page.locator('main dl');
  await expect(facts.locator('dt')).toHaveText([
    'Стан',
    'Розміри',
    'Епоха',
    'Країна',
    'Матеріал',
    'Категорія',
    'Додано',
  ]);
  await expect(facts.locator('dd')).toHaveCount(7);
  for (const value of await facts.locator('dd').allTextContents())
    expect(value.trim()).not.toBe('');
  await expect(facts.locator('time')).toHaveText(/^\d{1,2} [а-яії]+ \d{4} р\.$/);
}

test.describe('product page', () => {
  test('opens /catalog/1 directly with its title, price and details', async ({ page }) => {
    await page.goto('catalog/1');
    await waitForApp(page);
    await expectProductDetails(page);
    await expect(gallery(page).counter).toHaveText('1 з 8');
  });

  test('links the category to the filtered catalogue', async ({ page }) => {
    await page.goto('catalog/1');
    await waitForApp(page);
    const category = page.locator('main dl dd a');
    await expect(category).toHaveCount(1);
    await expect(category).toHaveAttribute('href', /\/BON-VINTAGE\/catalog\?category=[a-z-]+$/);
  });

  test('goes up the breadcrumb to the category and the catalogue, and back to the product', async ({
    page,
  }) => {
    await page.goto('catalog/1');
    await waitForApp(page);
    const title = await page.locator('main h1').textContent();
    const crumbs = page.getByRole('navigation', { name: 'Навігаційний ланцюжок' });
    await expect(crumbs.getByText(title!)).toHaveAttribute('aria-current', 'page');
    const category = (await page.locator('main dl a').textContent())!;
    await crumbs.getByRole('link', { name: category }).click();
    await expect(page).toHaveURL(/\/BON-VINTAGE\/catalog\?category=[a-z-]+$/);
    await expect(page.locator('main h1')).toHaveText(category);
    await page.goBack();
    await crumbs.getByRole('link', { name: 'Каталог' }).click();
    await expect(page).toHaveURL(/\/BON-VINTAGE\/catalog$/);
    await expect(page.locator('main h1')).toHaveText('Каталог');
    await page.goBack();
    await expect(page).toHaveURL(/\/BON-VINTAGE\/catalog\/1$/);
    await expect(page.locator('main h1')).toHaveText(title!);
    await expectProductDetails(page);
  });

  test('offers four similar products, never itself, whose hearts work', async ({ page }) => {
    await page.goto('catalog/5');
    await waitForApp(page);
    const similar = page.getByRole('region', { name: 'Схожі товари' });
    const cards = similar.getByTestId('product-card');
    await expect(cards).toHaveCount(4);
    const ids = await cards.evaluateAll((list) =>
      list.map((card) => (card as HTMLElement).dataset.productId),
    );
    expect(ids).not.toContain('5');
    await cards.first().getByTestId('favorite-toggle').click();
    await expect(cards.first().getByTestId('favorite-toggle')).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect.poll(() => readSavedFavorites(page)).toEqual([Number(ids[0])]);
    await expect(page.getByTestId('favorites-count')).toHaveText('1');
  });

  test('shares its address: copied and said without a share sheet, else the sheet', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('catalog/3?from=chat#gallery');
    await waitForApp(page);
    expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined');
    await page.getByRole('button', { name: 'Поділитися' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Посилання скопійовано' }),
    ).toBeVisible();
    const address = await page.evaluate(() => navigator.clipboard.readText());
    expect(address).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/BON-VINTAGE\/catalog\/3$/);

    await page.evaluate(() => {
      const calls: ShareData[] = [];
      (window as unknown as { shared: ShareData[] }).shared = calls;
      navigator.share = (data) => {
        calls.push(data ?? {});
        return Promise.resolve();
      };
    });
    await page.getByRole('button', { name: 'Поділитися' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
      .toEqual([{ title: await page.locator('main h1').textContent(), url: address }]);
  });

  test('steps through all eight gallery items by keyboard, then fullscreen, closed by Esc', async ({
    page,
  }) => {
    await page.goto('catalog/1');
    await waitForApp(page);
    const { stage, counter, opener } = gallery(page);
    await stage.getByRole('group').focus();
    await expect(counter).toHaveText('1 з 8');
    const current = stage.getByRole('img');
    await expect(current).toBeVisible();
    for (let n = 2; n <= 8; n += 1) {
      await page.keyboard.press('ArrowRight');
      await expect(counter).toHaveText(`${n} з 8`);
      if (n < 8) {
        await expect(current).toHaveAttribute('alt', new RegExp(`фото ${n} з 8$`));
        await expect(current).toBeInViewport({ ratio: 0.9 });
      }
    }
    await expect(current).toHaveCount(0);
    const video = stage.locator('video');
    await expect(video).toBeInViewport({ ratio: 0.9 });
    await expect(video).toBeVisible();
    await expect(video).toHaveAttribute('poster', /video-poster\.svg$/);
    await expect(video).toHaveAttribute('controls', '');
    // It wraps: on from the video is the first photo again.
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText('1 з 8');

    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Галерея на весь екран' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Закрити' })).toBeFocused();
    await expect(dialog.getByTestId('gallery-counter')).toHaveText('1 з 8');
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByTestId('gallery-counter')).toHaveText('2 з 8');
    await dialog.getByRole('button', { name: 'Наступне фото' }).click();
    await expect(dialog.getByTestId('gallery-counter')).toHaveText('3 з 8');
    await expect(dialog.locator('img')).toHaveAttribute('alt', /фото 3 з 8$/);
    // The fullscreen picture is larger than the one on the page.
    const large = await dialog.locator('img').boundingBox();
    const small = await stage.boundingBox();
    expect(large!.height).toBeGreaterThan(small!.height * 0.9);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(counter).toHaveText('3 з 8');
  });

  test('a swipe moves the track itself, and the item it rests on is the current one', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('catalog/1');
    await waitForApp(page);
    const { stage, counter } = gallery(page);
    const track = stage.getByRole('group');
    // The picture follows the finger: a swipe scrolls the snapped track, as this does.
    await track.evaluate((element) =>
      element.scrollBy({ left: element.clientWidth * 0.7, behavior: 'instant' }),
    );
    await expect(counter).toHaveText('2 з 8');
    expect(await track.evaluate((element) => element.scrollLeft / element.clientWidth)).toBe(1);
    await expect(stage.getByRole('img')).toHaveAttribute('alt', /фото 2 з 8$/);
    // A thumbnail scrolls it too.
    await page.getByRole('link', { name: 'Фото 5 з 8' }).click();
    await expect(counter).toHaveText('5 з 8');
    await expect
      .poll(() => track.evaluate((element) => element.scrollLeft / element.clientWidth))
      .toBe(4);
  });

  test('the fullscreen view closes on a click in the dark around the picture, not on it', async ({
    page,
  }) => {
    await page.goto('catalog/1');
    await waitForApp(page);
    const { opener } = gallery(page);
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Галерея на весь екран' });
    await expect(dialog).toBeVisible();
    await dialog.locator('img').click();
    await expect(dialog).toBeVisible();
    // The bottom-left corner: the dialog's own dark padding.
    const box = (await dialog.boundingBox())!;
    await page.mouse.click(box.x + 6, box.y + box.height - 6);
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('favourites the product from the page, saved across a reload', async ({ page }) => {
    await page.goto('catalog/1');
    await waitForApp(page);
    const heart = page.locator('main').getByTestId('favorite-toggle').first();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => readSavedFavorites(page)).toContain(1);
    await page.reload();
    await waitForApp(page);
    await expect(page.locator('main').getByTestId('favorite-toggle').first()).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await readSavedFavorites(page)).toEqual([1]);
  });

  test('a product address with a query keeps its drawn page until the app draws it with the list', async ({
    page,
  }) => {
    const release = await holdProductData(page);
    // A shared link with a query is drawn by the app, not hydrated from the built page.
    // Not 'load', which may wait for the held list.
    await page.goto('catalog/1?utm_source=share', { waitUntil: 'commit' });
    await expect(page.locator('main h1')).toHaveText(/^King size /);
    const title = await page.locator('main h1').textContent();
    await expect(page.getByTestId('product-skeleton')).toHaveCount(0);
    release();
    await waitForApp(page);
    await expect(page.locator('main h1')).toHaveText(title!);
    await expect(page.getByTestId('product-skeleton')).toHaveCount(0);
  });

  for (const id of ['99999', 'abc']) {
    test(`says Товар не знайдено for /catalog/${id} and leads to the catalogue`, async ({
      page,
    }) => {
      await page.goto(`catalog/${id}`);
      await waitForApp(page);
      await expect(page.locator('main h1')).toHaveText('Товар не знайдено');
      await expect(page).toHaveURL(new RegExp(`/BON-VINTAGE/catalog/${id}$`));
      await expect(page).toHaveTitle('Товар не знайдено — BON VINTAGE');
      await page.getByRole('link', { name: 'До каталогу' }).click();
      await expect(page).toHaveURL(/\/BON-VINTAGE\/catalog$/);
      await expect(page.locator('main h1')).toHaveText('Каталог');
    });
  }

  test('shows a Ukrainian message when the video fails', async ({ page, allowConsoleErrors }) => {
    // Chromium logs the failed resource itself (checked); the app logs nothing.
    allowConsoleErrors('Failed to load resource: the server responded with a status of 404');
    await page.route('**/*.webm', (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto('catalog/1');
    await waitForApp(page);
    const { stage, region } = gallery(page);
    await region.getByRole('link', { name: 'Відео, 8 з 8' }).click();
    const video = stage.locator('video');
    await expect(video).toBeVisible();
    // Playing is what fetches it (preload="none"); the rejected play() is expected.
    await video.evaluate((element: HTMLVideoElement) => element.play().catch(() => undefined));
    await expect(stage.getByRole('status')).toHaveText('Не вдалося відтворити відео.');
    await expect(video).toHaveCount(0);
  });

  test('falls back to the placeholder when pictures fail, without a layout shift', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors('Failed to load resource: net::ERR_FAILED');
    const release = await holdRequests(page, '**/images/products/**', 'abort');
    // Not the load event: it waits for the held pictures.
    await page.goto('catalog/1', { waitUntil: 'domcontentloaded' });
    const { stage } = gallery(page);
    const image = stage.getByTestId('gallery-image');
    await expect(image).toBeVisible();
    const before = await image.boundingBox();
    const stageBefore = await stage.boundingBox();
    release();
    await expect(image).toHaveAttribute('data-failed', 'true');
    await expect(image).toHaveAttribute('src', /\/images\/placeholder\.svg$/);
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    expect(await image.boundingBox()).toEqual(before);
    expect(await stage.boundingBox()).toEqual(stageBefore);
    expect(before!.width / before!.height).toBeCloseTo(3 / 4, 2);
  });

  test('shows the product page at 375 px stacked, the gallery above the details', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('catalog/1');
    await waitForApp(page);
    const galleryBox = await gallery(page).region.boundingBox();
    const titleBox = await page.locator('main h1').boundingBox();
    expect(titleBox!.y).toBeGreaterThan(galleryBox!.y + galleryBox!.height - 1);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
  });

  test('at 768 × 1024 shows the title and the price without scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.goto('catalog/1');
    await waitForApp(page);
    await expect(page.locator('main h1')).toBeInViewport({ ratio: 1 });
    await expect(page.getByTestId('product-price')).toBeInViewport({ ratio: 1 });
  });

  for (const width of [768, 1024, 1440]) {
    test(`at ${width} px the four similar products fill their rows, none left alone`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('catalog/1');
      await waitForApp(page);
      const similar = page
        .getByRole('region', { name: 'Схожі товари' })
        .getByTestId('product-card');
      await expect(similar).toHaveCount(4);
      const tops = await similar.evaluateAll((list) =>
        list.map((card) => Math.round(card.getBoundingClientRect().top)),
      );
      const perRow = [...new Set(tops)].map((top) => tops.filter((t) => t === top).length);
      expect(
        perRow.every((n) => n === perRow[0]),
        `cards a row: ${perRow.join(', ')}`,
      ).toBe(true);
    });
  }

  test('puts the gallery left of the details from 834 px', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 900 });
    await page.goto('catalog/1');
    await waitForApp(page);
    const galleryBox = await gallery(page).region.boundingBox();
    const titleBox = await page.locator('main h1').boundingBox();
    expect(titleBox!.x).toBeGreaterThanOrEqual(galleryBox!.x + galleryBox!.width);
  });
});
