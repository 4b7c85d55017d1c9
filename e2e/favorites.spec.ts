import type { Page } from '@playwright/test';
import {
  expect,
  holdProductData,
  persistedFavorites,
  readSavedFavorites,
  seedStorage,
  test,
  waitForApp,
} from './fixtures';

const card = (page: Page, id: number) =>
  page.locator(`[data-testid="product-card"][data-product-id="${id}"]`);
const cardIds = (page: Page) =>
  page
    .getByTestId('product-card')
    .evaluateAll((list) => list.map((item) => Number(item.getAttribute('data-product-id'))));

test.describe.configure({ timeout: 90_000 });

test('keeps favourites from the cards in the order added after a reload, and removes them in place', async ({
  page,
}) => {
  const release = await holdProductData(page);
  await page.goto('favorite');

  await test.step('says the list is empty at once, without waiting for the products', async () => {
    await expect(page.getByText('Тут поки порожньо')).toBeVisible();
    await expect(page.locator('main')).not.toContainText('Завантаження...');
  });

  await test.step('shows a friendly empty state', async () => {
    await waitForApp(page);
    await expect(page.locator('main h1')).toHaveText('Вподобані');
    await expect(page.getByText('Тут поки порожньо')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Перейти до каталогу' })).toBeVisible();
  });

  release();
  await page.getByRole('link', { name: 'Перейти до каталогу' }).click();
  await expect(page).toHaveURL(/\/catalog$/);
  await card(page, 5).getByTestId('favorite-toggle').click();
  await card(page, 2).getByTestId('favorite-toggle').click();
  await expect(card(page, 5).getByTestId('favorite-toggle')).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect.poll(() => readSavedFavorites(page)).toEqual([5, 2]);

  await page.reload();
  await waitForApp(page);
  await expect(card(page, 2).getByTestId('favorite-toggle')).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.goto('favorite');
  await waitForApp(page);
  await expect(page).toHaveTitle('Вподобані — BON VINTAGE');
  await expect(page.getByTestId('results-count')).toHaveText('2 товари');
  await expect.poll(() => cardIds(page)).toEqual([5, 2]);

  await card(page, 5).getByTestId('favorite-toggle').click();
  await expect(card(page, 5)).toHaveCount(0);
  await expect.poll(() => cardIds(page)).toEqual([2]);
  await expect.poll(() => readSavedFavorites(page)).toEqual([2]);

  await card(page, 2).getByTestId('favorite-toggle').click();
  await expect(page.getByText('Тут поки порожньо')).toBeVisible();
  await page.getByRole('link', { name: 'Перейти до каталогу' }).click();
  await expect(page).toHaveURL(/\/catalog$/);
});

test('counts only favourites that are products, and lets the visitor clear the rest', async ({
  page,
}) => {
  await seedStorage(page, persistedFavorites([17, 3, 9999, 42]));
  await page.goto('favorite');
  await waitForApp(page);
  await expect.poll(() => cardIds(page)).toEqual([17, 3, 42]);
  await expect(page.getByTestId('results-count')).toHaveText('3 товари');
  await expect(page.getByTestId('favorites-count')).toHaveText('3');
  const gone = page.getByRole('region', { name: 'Більше не доступні' });
  await expect(gone).toContainText('Товар №9999 більше не доступний');
  // Nothing took focus while the list arrived.
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  await gone.getByRole('button', { name: 'Прибрати товар №9999 з вподобаних' }).click();
  await expect(gone).toHaveCount(0);
  await expect.poll(() => readSavedFavorites(page)).toEqual([17, 3, 42]);
  await expect(page.getByTestId('favorites-count')).toHaveText('3');

  await test.step('a shared link to no product the shop has says so plainly', async () => {
    await page.goto('favorite?ids=999999');
    await waitForApp(page);
    await expect(page.getByText('За цим посиланням товарів не знайшлося.')).toBeVisible();
  });
});

test('ids of no product are kept while the products are still on their way', async ({ page }) => {
  await seedStorage(page, persistedFavorites([5, 999]));
  const release = await holdProductData(page);
  await page.goto('aboutUs');
  await waitForApp(page);
  // Not known yet: every saved id counts, and none is dropped.
  await expect(page.getByTestId('favorites-count')).toHaveText('2');
  await test.step('waits for the products before drawing saved favourites', async () => {
    await page.goto('favorite');
    await waitForApp(page);
    await expect(page.locator('main')).toContainText('Завантаження...');
    await expect(page.getByText('Тут поки порожньо')).toHaveCount(0);
  });
  release();
  await expect.poll(() => cardIds(page)).toEqual([5]);
  await expect(page.getByTestId('favorites-count')).toHaveText('1');
  expect(await readSavedFavorites(page)).toEqual([5, 999]);
});

test('shares favourites as a link that, opened elsewhere, adds them all', async ({
  page,
  context,
  browser,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await seedStorage(page, persistedFavorites([3, 17, 42]));
  await page.goto('favorite');
  await waitForApp(page);
  await expect.poll(() => cardIds(page)).toEqual([3, 17, 42]);
  await page.getByRole('button', { name: 'Поділитися добіркою' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Посилання скопійовано' })).toBeVisible();
  const link = await page.getByLabel('Посилання на добірку').inputValue();
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/BON-VINTAGE\/favorite\?ids=3,17,42$/);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  const elsewhere = await browser.newContext({ locale: 'uk-UA' });
  try {
    const other = await elsewhere.newPage();
    // An id that matches no product and junk are ignored.
    await other.goto(`${link},9999,abc`);
    await expect(other.locator('main h1')).toHaveText('Добірка вподобаних');
    await expect.poll(() => cardIds(other)).toEqual([3, 17, 42]);
    // The fresh visitor has none of their own yet.
    expect([null, []]).toContainEqual(await readSavedFavorites(other));
    await other.getByRole('button', { name: 'Додати все до моїх вподобаних' }).click();
    await expect(other.getByRole('status').filter({ hasText: 'Додано: 3 товари' })).toBeVisible();
    await expect.poll(() => readSavedFavorites(other)).toEqual([3, 17, 42]);
    await other.getByRole('link', { name: 'До моїх вподобаних' }).click();
    await expect(other.locator('main h1')).toHaveText('Вподобані');
    await expect.poll(() => cardIds(other)).toEqual([3, 17, 42]);
  } finally {
    await elsewhere.close();
  }
});

test('falls back to a read-only field when the clipboard is not allowed', async ({ page }) => {
  await seedStorage(page, persistedFavorites([8]));
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
    });
  });
  await page.goto('favorite');
  await waitForApp(page);
  await page.getByRole('button', { name: 'Поділитися добіркою' }).click();
  const field = page.getByLabel('Посилання на добірку');
  await expect(field).toHaveJSProperty('readOnly', true);
  await expect(field).toHaveValue(/\/BON-VINTAGE\/favorite\?ids=8$/);
  await expect(page.getByRole('status').filter({ hasText: 'скопіюйте посилання' })).toBeVisible();
});
