import AxeBuilder from '@axe-core/playwright';
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
  // The product page says how an order is delivered and paid, as the order form offers.
  await expect(page.getByText(/поштомат, кур'єр.*самовивіз в Одесі/)).toBeVisible();
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

test.describe('the order', () => {
  const order = (page: Page) => page.getByTestId('order');

  async function openBasketWith(page: Page, ids: number[]) {
    await seedBasket(page, JSON.stringify(ids));
    await page.goto('basket');
    await waitForApp(page);
    await expect(page.getByRole('button', { name: 'Оформити замовлення' })).toBeVisible();
  }

  test('says what each field needs, tied to it, with focus on the first problem', async ({
    page,
  }) => {
    await openBasketWith(page, [3]);
    const submit = page.getByRole('button', { name: 'Оформити замовлення' });
    await submit.click();
    const name = page.getByLabel("Ім'я та прізвище");
    await expect(name).toBeFocused();
    const expectProblem = async (field: ReturnType<Page['getByLabel']>, message: string) => {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(new RegExp(message));
    };
    await expectProblem(name, "Вкажіть ім'я та прізвище");
    await expectProblem(page.getByLabel('Телефон'), 'Вкажіть номер телефону');
    const delivery = page.getByRole('radiogroup', { name: 'Доставка' });
    await expectProblem(delivery, 'Оберіть спосіб доставки');
    await expectProblem(page.getByRole('radiogroup', { name: 'Оплата' }), 'Оберіть спосіб оплати');

    await name.fill('Олена Петренко');
    await page.getByLabel('Телефон').fill('+48 601 234 567');
    await delivery.getByLabel('Укрпошта').check();
    await submit.click();
    await expect(page.getByLabel('Телефон')).toBeFocused();
    await expect(name).not.toHaveAttribute('aria-invalid');
    await expectProblem(
      page.getByLabel('Телефон'),
      'Вкажіть український номер: \\+380 і ще дев’ять цифр',
    );
    await expectProblem(page.getByLabel('Місто'), 'Вкажіть місто');
    await expectProblem(page.getByLabel('Відділення або адреса'), 'Вкажіть відділення або адресу');

    // Pickup in Odesa asks for neither.
    await delivery.getByLabel('Самовивіз в Одесі').check();
    await expect(page.getByLabel('Місто')).toHaveCount(0);
    await expect(page.getByLabel('Відділення або адреса')).toHaveCount(0);
    await expect(delivery.getByRole('radio')).toHaveCount(5);
    await expect(page.getByRole('radiogroup', { name: 'Оплата' }).getByRole('radio')).toHaveCount(
      2,
    );
  });

  test('makes the order to send, keeping every character typed, and empties the basket when sent', async ({
    page,
  }) => {
    await openBasketWith(page, [3, 5]);
    const pieces = await page.getByTestId('basket-line').evaluateAll((lines) =>
      lines.map((line) => ({
        id: Number(line.getAttribute('data-product-id')),
        title: line.querySelector('a')!.textContent!,
        price: line.querySelector('p')!.textContent!,
      })),
    );
    const total = await page.getByTestId('basket-total').innerText();
    const name = 'Олена "О\'Ніл" <b>&amp;</b> #1 ?a=b %20 +';
    const comment = 'Після 18:00, будь ласка 🙏\nДругий рядок & ще #хеш';
    await page.getByLabel("Ім'я та прізвище").fill(name);
    await page.getByLabel('Телефон').fill('(067) 123-45-67');
    await page.getByLabel('Нова пошта — поштомат').check();
    await page.getByLabel('Місто').fill('Київ');
    await page.getByLabel('Відділення або адреса').fill('Поштомат №5 / вул. Хрещатик, 1');
    await page.getByLabel('Оплата на картку після підтвердження').check();
    await page.getByLabel('Коментар').fill(comment);
    await page.getByRole('button', { name: 'Оформити замовлення' }).click();

    const heading = order(page).getByRole('heading', { level: 2 });
    await expect(heading).toBeFocused();
    const number = (await heading.innerText()).replace('Замовлення ', '');
    expect(number).toMatch(/^BV-\d{6}-\d{6}$/);
    const site = 'http://127.0.0.1:' + new URL(page.url()).port + '/BON-VINTAGE/catalog/';
    const text = [
      `Замовлення ${number} — BON VINTAGE`,
      '',
      ...pieces.flatMap((piece, i) => [
        `${i + 1}. ${piece.title} — ${piece.price}`,
        `${site}${piece.id}`,
      ]),
      '',
      `Разом: ${total} (без доставки: її оплачують за тарифами перевізника)`,
      '',
      `Ім'я та прізвище: ${name}`,
      'Телефон: +380671234567',
      'Доставка: Нова пошта — поштомат',
      'Місто: Київ',
      'Відділення або адреса: Поштомат №5 / вул. Хрещатик, 1',
      'Оплата: Оплата на картку після підтвердження',
      `Коментар: ${comment}`,
    ].join('\n');
    await expect(order(page).getByLabel('Текст замовлення')).toHaveValue(text);
    await expect(order(page).getByTestId('order-total')).toHaveText(total);
    const encoded = encodeURIComponent(text);
    await expect(order(page).getByRole('link', { name: 'Надіслати в Telegram' })).toHaveAttribute(
      'href',
      `https://t.me/bon_vintage_ua?text=${encoded}`,
    );
    await expect(order(page).getByRole('link', { name: 'Надіслати у WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/380487001211?text=${encoded}`,
    );
    await expect(order(page).getByRole('link', { name: 'Надіслати листом' })).toHaveAttribute(
      'href',
      `mailto:hello@bonvintage.com.ua?subject=${encodeURIComponent(`Замовлення ${number} — BON VINTAGE`)}&body=${encoded}`,
    );

    // Copying: the text, or, where the browser refuses, the text selected to copy by hand.
    await page.evaluate(() => {
      const copied: string[] = [];
      (window as { copied?: string[] }).copied = copied;
      navigator.clipboard.writeText = (value: string) => {
        copied.push(value);
        return Promise.resolve();
      };
    });
    await page.getByRole('button', { name: 'Скопіювати замовлення' }).click();
    await expect(page.getByText('Замовлення скопійовано')).toBeVisible();
    expect(await page.evaluate(() => (window as { copied?: string[] }).copied)).toEqual([text]);
    await page.evaluate(() => {
      navigator.clipboard.writeText = () =>
        Promise.reject(new DOMException('no', 'NotAllowedError'));
    });
    await page.getByRole('button', { name: 'Скопіювати замовлення' }).click();
    await expect(page.getByText('Не вдалося скопіювати')).toBeVisible();
    await expect(order(page).getByLabel('Текст замовлення')).toBeFocused();

    // Made, not yet sent: the basket is kept.
    expect(await storedBasket(page)).toBe('[3,5]');
    await page.getByRole('button', { name: 'Замовлення надіслано' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Кошик' })).toBeFocused();
    await expect(page.getByText('Кошик порожній')).toBeVisible();
    await expect(page.getByTestId('basket-count')).toHaveCount(0);
    expect(await storedBasket(page)).toBe('[]');

    // The last order can be looked at again, after a reload too.
    await page.reload();
    await waitForApp(page);
    await page.getByText(`Останнє замовлення ${number}`).click();
    await expect(page.locator('details pre')).toHaveText(text);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the basket and its form have no axe violations, and every control is 44 px to tap', async ({
    page,
  }) => {
    await seedBasket(page, '[3,99999]');
    await page.goto('basket');
    await waitForApp(page);
    await page.getByRole('button', { name: 'Оформити замовлення' }).click();
    await expect(page.getByLabel("Ім'я та прізвище")).toBeFocused();
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
      .analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual(
      [],
    );
    const small = await page
      .locator('main')
      .locator('button, input, textarea, label:has(input[type=radio])')
      .evaluateAll((controls) =>
        controls
          .filter((control) => !control.matches('label input[type=radio]'))
          .map((control) => ({ control, box: control.getBoundingClientRect() }))
          .filter(({ box }) => box.height < 44 || box.width < 44)
          .map(({ control }) => control.outerHTML.slice(0, 80)),
      );
    expect(small).toEqual([]);
  });
});
