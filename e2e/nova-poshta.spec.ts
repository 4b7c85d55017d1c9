import type { Page } from '@playwright/test';
import { answerNovaPoshta, expect, seedStorage, test, waitForApp } from './fixtures';
import { BASKET_KEY } from '../src/features/basket/basket-storage';
import { CITIES_KY, KYIV_PLACES } from '../src/test/nova-poshta-answers';

/**
 * Nova Poshta's own list in the order (docs/architecture.md, "Basket and
 * order"): the API answered by recorded answers (src/test/nova-poshta-answers.ts).
 */

async function openOrder(page: Page) {
  await seedStorage(page, '[3]', BASKET_KEY);
  await page.goto('basket');
  await waitForApp(page);
  await page.getByLabel("Ім'я та прізвище").fill('Олена Петренко');
  await page.getByLabel('Телефон').fill('050 123 45 67');
}

async function placeAndRead(page: Page) {
  await page.getByLabel('Накладений платіж').check();
  await page.getByRole('button', { name: 'Оформити замовлення' }).click();
  return page.getByTestId('order').getByLabel('Текст замовлення').inputValue();
}

test('a city and a branch picked by keyboard alone, the order naming them', async ({ page }) => {
  const methods = await answerNovaPoshta(page, (method) =>
    method === 'searchSettlements' ? CITIES_KY : KYIV_PLACES,
  );
  await openOrder(page);
  await page.getByLabel('Нова пошта — відділення').check();
  const city = page.getByRole('combobox', { name: 'Місто' });
  await city.focus();
  await page.keyboard.type('Ки');
  const cities = page.getByRole('listbox', { name: 'Міста «Нової пошти»' });
  await expect(cities.getByRole('option')).toHaveCount(3);
  // A hostile name is shown as text, never as markup.
  await expect(cities.getByRole('option').nth(2)).toContainText('<img src=x onerror=alert(1)>');
  await page.keyboard.press('ArrowDown');
  await expect(city).toHaveAttribute('aria-activedescendant', /.+/);
  await page.keyboard.press('Enter');
  await expect(city).toHaveValue('м. Київ, Київська обл.');
  await expect(cities).toBeHidden();

  await page.keyboard.press('Tab');
  const branch = page.getByRole('combobox', { name: 'Відділення або адреса' });
  await expect(branch).toBeFocused();
  await page.keyboard.type('12');
  const branches = page.getByRole('listbox', { name: 'Відділення «Нової пошти»' });
  // Branches only: no parcel locker for a branch delivery.
  await expect(branches.getByRole('option')).toHaveCount(3);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(branch).toHaveValue('Відділення №12 (до 30 кг): вул. Богатирська, 11');

  const text = await placeAndRead(page);
  expect(text).toContain(
    'Місто: м. Київ, Київська обл.\nВідділення або адреса: Відділення №12 (до 30 кг): вул. Богатирська, 11\n',
  );
  // One settlement search however many letters, then the city's places.
  expect(methods[0]).toBe('searchSettlements');
  expect(methods).toContain('getWarehouses');
});

test('another city picked takes away the old city’s branch, and says so', async ({ page }) => {
  await answerNovaPoshta(page, (method) =>
    method === 'searchSettlements' ? CITIES_KY : KYIV_PLACES,
  );
  await openOrder(page);
  await page.getByLabel('Нова пошта — відділення').check();
  const city = page.getByRole('combobox', { name: 'Місто' });
  await city.fill('Ки');
  await page.getByRole('option', { name: 'м. Київ, Київська обл.' }).click();
  const branch = page.getByRole('combobox', { name: 'Відділення або адреса' });
  await branch.fill('12');
  await page.getByRole('option', { name: /^Відділення №12 / }).click();
  await expect(branch).toHaveValue('Відділення №12 (до 30 кг): вул. Богатирська, 11');

  // Back in the city, its list still open with the cities of «Ки»: another is picked.
  await city.click();
  await page.getByRole('option', { name: 'м. Кривий Ріг, Дніпропетровська обл.' }).click();
  await expect(city).toHaveValue('м. Кривий Ріг, Дніпропетровська обл.');
  await expect(branch).toHaveValue('');
  await expect(page.getByRole('status').filter({ hasText: 'прибрано' })).toHaveText(
    'Відділення «Відділення №12 (до 30 кг): вул. Богатирська, 11» прибрано: воно було в місті «м. Київ, Київська обл.». Оберіть відділення в новому місті.',
  );
  // Nothing of Kyiv goes out with Kryvyi Rih.
  await page.getByLabel('Накладений платіж').check();
  await page.getByRole('button', { name: 'Оформити замовлення' }).click();
  await expect(branch).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('order')).toHaveCount(0);
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, viewport: { width: 375, height: 740 } });

  test('a city and a parcel locker picked by touch, a hostile name isolated in the order', async ({
    page,
  }) => {
    await answerNovaPoshta(page, (method) =>
      method === 'searchSettlements' ? CITIES_KY : KYIV_PLACES,
    );
    await openOrder(page);
    await page.getByLabel('Нова пошта — поштомат').check();
    await page.getByRole('combobox', { name: 'Місто' }).fill('Ки');
    await page.getByRole('option', { name: /^<img src=x/ }).tap();
    await expect(page.getByRole('combobox', { name: 'Місто' })).toHaveValue(/^<img src=x.*…$/);
    await page.getByRole('combobox', { name: 'Місто' }).fill('Ки');
    await page.getByRole('option', { name: 'м. Київ, Київська обл.' }).tap();
    await page.getByRole('combobox', { name: 'Відділення або адреса' }).tap();
    const lockers = page.getByRole('option');
    await expect(lockers).toHaveCount(1);
    await lockers.first().tap();
    const text = await placeAndRead(page);
    expect(text).toContain(
      'Відділення або адреса: Поштомат "Нова Пошта" №5512: вул. Хрещатик, 12 (під\'їзд 1)\n',
    );
  });
});

test('the list failing leaves plain fields, says so in one line, and the order goes on', async ({
  page,
  allowConsoleErrors,
}) => {
  // The browser logs the failed answer itself.
  allowConsoleErrors('status of 502');
  await page.route('https://api.novaposhta.ua/v2.0/json/', (route) =>
    route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>502</h1>' }),
  );
  await openOrder(page);
  await page.getByLabel('Нова пошта — відділення').check();
  await page.getByLabel('Місто').fill('Київ');
  await expect(
    page.getByText(
      'Список відділень «Нової пошти» зараз недоступний: впишіть місто й відділення самі.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('main').getByRole('combobox')).toHaveCount(0);
  await expect(page.getByLabel('Місто')).toHaveValue('Київ');
  await page.getByLabel('Відділення або адреса').fill('№12');
  const text = await placeAndRead(page);
  expect(text).toContain('Місто: Київ\nВідділення або адреса: №12\n');
});
