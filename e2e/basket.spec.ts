import type { Page } from '@playwright/test';
import { expect, test, waitForApp } from './fixtures';

/** The basket's storage (docs/architecture.md, "Basket and order"). */
const BASKET_KEY = 'bon-vintage:basket';

/** Puts a raw value under the basket's key before any page script runs (first load only). */
async function seedBasket(page: Page, raw: string) {
  await page.addInitScript(
    ({ key, value }) => {
      if (!sessionStorage.getItem('__seeded')) {
        localStorage.setItem(key, value);
        sessionStorage.setItem('__seeded', '1');
      }
    },
    { key: BASKET_KEY, value: raw },
  );
}

const storedBasket = (page: Page) => page.evaluate((key) => localStorage.getItem(key), BASKET_KEY);
const line = (page: Page, id: number) =>
  page.locator(`[data-testid="basket-line"][data-product-id="${id}"]`);
const lineIds = (page: Page) =>
  page
    .getByTestId('basket-line')
    .evaluateAll((lines) => lines.map((item) => Number(item.getAttribute('data-product-id'))));

/** Opens a product's page, adds it to the basket, and returns its title and price. */
async function addFromProductPage(page: Page, id: number) {
  await page.goto(`catalog/${id}`);
  await waitForApp(page);
  const title = await page.getByRole('heading', { level: 1 }).innerText();
  const price = Number(await page.getByTestId('product-price').getAttribute('value'));
  await page.getByRole('button', { name: 'Додати в кошик' }).click();
  const inBasket = page.getByRole('link', { name: 'У кошику' });
  await expect(inBasket).toBeFocused();
  await expect(inBasket).toHaveAttribute('href', '/BON-VINTAGE/basket');
  await expect(page.getByRole('status').filter({ hasText: 'Додано в кошик' })).toHaveCount(1);
  return { title, price };
}

test('adds pieces from their pages, counts them, keeps them on reload and removes them', async ({
  page,
}) => {
  const first = await addFromProductPage(page, 3);
  await expect(page.getByTestId('basket-count')).toHaveText('1');
  await expect(page.getByRole('link', { name: 'Кошик 1 товар' })).toBeVisible();
  const second = await addFromProductPage(page, 5);
  await expect(page.getByTestId('basket-count')).toHaveText('2');
  expect(await storedBasket(page)).toBe('[3,5]');
  // Never in persist:root, which keeps favourites only.
  expect(await page.evaluate(() => localStorage.getItem('persist:root'))).not.toMatch(/basket|3,5/);

  await page.getByRole('link', { name: 'Кошик 2 товари' }).click();
  await expect(page).toHaveURL(/\/basket$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Кошик' })).toBeVisible();
  expect(await lineIds(page)).toEqual([3, 5]);
  await expect(line(page, 3).getByRole('link', { name: first.title })).toHaveAttribute(
    'href',
    '/BON-VINTAGE/catalog/3',
  );
  await expect(line(page, 3).locator('img')).toHaveCount(1);
  const sum = (first.price + second.price).toLocaleString('uk-UA').replace(/\s/g, '\u00a0');
  await expect(page.getByTestId('basket-total')).toHaveText(`${sum} ₴`);
  await expect(page.getByText('за тарифами перевізника')).toBeVisible();

  await page.reload();
  await waitForApp(page);
  await expect.poll(() => lineIds(page)).toEqual([3, 5]);

  await page.getByRole('button', { name: `Прибрати: ${first.title}` }).click();
  expect(await lineIds(page)).toEqual([5]);
  await expect(page.getByRole('button', { name: `Прибрати: ${second.title}` })).toBeFocused();
  await expect(page.getByTestId('basket-count')).toHaveText('1');
  await page.getByRole('button', { name: `Прибрати: ${second.title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Кошик' })).toBeFocused();
  await expect(page.getByText('Кошик порожній')).toBeVisible();
  await expect(page.getByRole('link', { name: 'До каталогу' })).toHaveAttribute(
    'href',
    '/BON-VINTAGE/catalog',
  );
  await expect(page.getByTestId('basket-count')).toHaveCount(0);
  expect(await storedBasket(page)).toBe('[]');

  // Back on a piece's page, it can be added again.
  await page.goto('catalog/3');
  await expect(page.getByRole('button', { name: 'Додати в кошик' })).toBeVisible();
});

test('cleans a corrupted basket, and lists a piece gone from the catalogue apart', async ({
  page,
}) => {
  await seedBasket(page, '[3,3,"x",-1,0,2.5,99999,5]');
  await page.goto('basket');
  await waitForApp(page);
  await expect.poll(() => lineIds(page)).toEqual([3, 99999, 5]);
  await expect(page.getByTestId('basket-count')).toHaveText('3');
  expect(await storedBasket(page)).toBe('[3,99999,5]');
  const gone = line(page, 99999);
  await expect(gone).toContainText('Цієї речі вже немає в каталозі');
  await expect(gone.getByRole('link')).toHaveCount(0);
  const prices = await Promise.all(
    [3, 5].map(async (id) =>
      Number((await line(page, id).locator('p').first().innerText()).replace(/\D/g, '')),
    ),
  );
  const sum = (prices[0]! + prices[1]!).toLocaleString('uk-UA').replace(/\s/g, '\u00a0');
  await expect(page.getByTestId('basket-total')).toHaveText(`${sum} ₴`);
  await gone.getByRole('button', { name: 'Прибрати: Товар №99999' }).click();
  expect(await lineIds(page)).toEqual([3, 5]);
  await expect(line(page, 5).getByRole('button')).toBeFocused();
});

test('reads text that is not JSON as an empty basket', async ({ page }) => {
  await seedBasket(page, '{not json');
  await page.goto('basket');
  await waitForApp(page);
  await expect(page.getByText('Кошик порожній')).toBeVisible();
  await expect(page.getByTestId('basket-count')).toHaveCount(0);
});

test('keeps two tabs in step', async ({ page, context }) => {
  await page.goto('basket');
  await waitForApp(page);
  await expect(page.getByText('Кошик порожній')).toBeVisible();
  const other = await context.newPage();
  await addFromProductPage(other, 4);
  await expect(page.getByTestId('basket-count')).toHaveText('1');
  await expect.poll(() => lineIds(page)).toEqual([4]);
  await page.getByRole('button', { name: /^Прибрати:/ }).click();
  await expect(other.getByTestId('basket-count')).toHaveCount(0);
  await expect(other.getByRole('button', { name: 'Додати в кошик' })).toBeVisible();
});
