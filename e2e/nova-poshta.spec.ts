import type { Page } from '@playwright/test';
import { answerNovaPoshta, expect, seedStorage, test, waitForApp } from './fixtures';
import { BASKET_KEY } from '../src/features/basket/basket-storage';
import { NOVA_POSHTA_API } from '../src/features/basket/nova-poshta';
import { CITIES_KY, HTML_ERROR_PAGE, KYIV_PLACES, NOTHING } from '../src/test/nova-poshta-answers';

// Its pages ask Nova Poshta's API (e2e/fixtures.ts).
test.use({ novaPoshtaRefuses: true });

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
    await test.step('with little room under the field, as with a keyboard open, the list opens over it', async () => {
      await page.setViewportSize({ width: 375, height: 420 });
      const city = page.getByRole('combobox', { name: 'Місто' });
      await city.evaluate((field) => field.scrollIntoView({ block: 'end' }));
      await city.tap();
      await city.fill('Ки');
      const list = page.getByRole('listbox', { name: 'Міста «Нової пошти»' });
      await expect(list.getByRole('option')).toHaveCount(3);
      const [field, box] = [await city.boundingBox(), await list.boundingBox()];
      expect(box!.y + box!.height).toBeLessThanOrEqual(field!.y + 1);
      // Never under the sticky header.
      const header = await page.locator('header').first().boundingBox();
      expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1);
      await list.getByRole('option', { name: 'м. Київ, Київська обл.' }).tap();
      await page.setViewportSize({ width: 375, height: 740 });
    });
    await page.getByRole('combobox', { name: 'Місто' }).fill('Ки');
    await page.getByRole('option', { name: /^<img src=x/ }).tap();
    await expect(page.getByRole('combobox', { name: 'Місто' })).toHaveValue(/^<img src=x.*…$/);
    await page.getByRole('combobox', { name: 'Місто' }).fill('Ки');
    await page.getByRole('option', { name: 'м. Київ, Київська обл.' }).tap();
    await page.getByRole('combobox', { name: 'Відділення або адреса' }).tap();
    const lockers = page.getByRole('option');
    await expect(lockers).toHaveCount(1);
    await lockers.first().tap();

    await test.step('on a 320 px phone, a name longer than its field is written out whole under it', async () => {
      await page.setViewportSize({ width: 320, height: 640 });
      await page.evaluate(() => document.fonts.ready);
      const name = 'Поштомат "Нова Пошта" №5512: вул. Хрещатик, 12 (під\'їзд 1)';
      const field = page.getByRole('combobox', { name: 'Відділення або адреса' });
      // The field alone cuts it…
      expect(await field.evaluate((input) => input.scrollWidth > input.clientWidth)).toBe(true);
      // …so the line under it shows it, within the screen.
      const whole = page.getByRole('main').locator('p', { hasText: name });
      await expect(whole).toHaveText(name);
      await expect(whole).toBeVisible();
      const box = (await whole.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(320);
      expect(await whole.evaluate((line) => line.scrollWidth <= line.clientWidth)).toBe(true);
      // A way to pay whose words wrap keeps its radio as big as the others'.
      const radios = page.getByRole('radiogroup', { name: 'Оплата' }).getByRole('radio');
      const widths = await radios.evaluateAll((all) =>
        all.map((radio) => radio.getBoundingClientRect().width),
      );
      expect(new Set(widths).size).toBe(1);
      await page.setViewportSize({ width: 375, height: 740 });
    });

    const text = await placeAndRead(page);
    expect(text).toContain(
      'Відділення або адреса: Поштомат "Нова Пошта" №5512: вул. Хрещатик, 12 (під\'їзд 1)\n',
    );
  });
});

test('the list faltering keeps the field, its focus and its place, says what it does, and asks again', async ({
  page,
  allowConsoleErrors,
}) => {
  // The browser logs the failed answer itself.
  allowConsoleErrors('status of 502');
  let mode: 'answer' | 'hold' | 'fail' = 'answer';
  let release = () => {};
  await page.route(NOVA_POSHTA_API, async (route) => {
    const { calledMethod, methodProperties } = route.request().postDataJSON() as {
      calledMethod: string;
      methodProperties: Record<string, string>;
    };
    if (mode === 'fail')
      return route.fulfill({ status: 502, contentType: 'text/html', body: HTML_ERROR_PAGE });
    if (mode === 'hold') await new Promise<void>((resolve) => (release = resolve));
    if (calledMethod !== 'searchSettlements') return route.fulfill({ json: KYIV_PLACES });
    return route.fulfill({ json: methodProperties.CityName!.includes('Ки') ? CITIES_KY : NOTHING });
  });
  await openOrder(page);
  await page.getByLabel('Нова пошта — відділення').check();
  const city = page.getByRole('combobox', { name: 'Місто' });
  const cities = page.getByRole('listbox', { name: 'Міста «Нової пошти»' });
  await city.focus();

  await test.step('a question waiting for its answer says so', async () => {
    mode = 'hold';
    await page.keyboard.type('Ки');
    await expect(page.getByText('Шукаю…')).toBeVisible();
    await expect(city).toHaveAttribute('aria-busy', 'true');
    release();
    await expect(cities.getByRole('option')).toHaveCount(3);
    await expect(page.getByText('Шукаю…')).toHaveCount(0);
  });

  await test.step('a failure mid-typing keeps the field, its focus and its place', async () => {
    const before = await city.boundingBox();
    mode = 'fail';
    await page.keyboard.type('ї');
    await expect(
      page.getByText(
        'Список «Нової пошти» зараз не відповідає: впишіть самі або додайте символ, щоб спробувати ще раз.',
      ),
    ).toBeVisible();
    await expect(city).toBeFocused();
    await expect(page.getByRole('main').getByRole('combobox')).toHaveCount(2);
    expect((await city.boundingBox())?.y).toBe(before?.y);
  });

  await test.step('the next letter asks again', async () => {
    mode = 'answer';
    await page.keyboard.type('в');
    await expect(cities.getByRole('option')).toHaveCount(3);
    await expect(page.getByText(/не відповідає/)).toHaveCount(0);
  });

  await test.step('a name found nowhere says so', async () => {
    await city.fill('Хйщ');
    await expect(
      page.getByText(
        'Нічого не знайдено: перевірте назву. Якщо у вашому селі немає відділення, оберіть найближче місто.',
      ),
    ).toBeVisible();
  });

  await test.step('a city typed and not picked, after a reload, gives its branches', async () => {
    await city.fill('м. Київ, Київська обл.');
    await page.reload();
    await waitForApp(page);
    await expect(city).toHaveValue('м. Київ, Київська обл.');
    const branch = page.getByRole('combobox', { name: 'Відділення або адреса' });
    await expect(page.getByText(/Спершу оберіть місто/)).toHaveCount(0);
    await branch.fill('12');
    await page.getByRole('option', { name: /^Відділення №12 / }).click();
    // Closed branches are not offered.
    await expect(page.getByText(/№121|№122/)).toHaveCount(0);
    const text = await placeAndRead(page);
    expect(text).toContain(
      'Місто: м. Київ, Київська обл.\nВідділення або адреса: Відділення №12 (до 30 кг): вул. Богатирська, 11\n',
    );
  });
});
