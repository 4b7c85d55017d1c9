import type { Locator, Page } from '@playwright/test';
import { expect, expectNoViolations, test, waitForApp } from './fixtures';
import { parsePrice } from '../src/shared/lib/format-price';

// Its pages ask Nova Poshta's API (e2e/fixtures.ts).
test.use({ novaPoshtaRefuses: true });

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

test('adds pieces from their pages, counts them, keeps them on reload and removes them; two tabs keep in step', async ({
  page,
  context,
}) => {
  // Three product pages, the basket twice and a second tab.
  test.slow();
  await test.step('adds pieces from their pages, counts them, keeps them on reload and removes them', async () => {
    const first = await addFromProductPage(page, 3);
    // The product page says how an order is delivered and paid, as the order form offers.
    await expect(page.getByText(/поштомат, кур'єр.*самовивіз в Одесі/)).toBeVisible();
    await expect(page.getByTestId('basket-count')).toHaveText('1');
    await expect(page.getByRole('link', { name: 'Кошик 1 товар' })).toBeVisible();
    const second = await addFromProductPage(page, 5);
    await expect(page.getByTestId('basket-count')).toHaveText('2');
    expect(await storedBasket(page)).toBe('[3,5]');
    // Never in persist:root, which keeps favourites only.
    expect(await page.evaluate(() => localStorage.getItem('persist:root'))).not.toMatch(
      /basket|3,5/,
    );

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

  await test.step('keeps two tabs in step', async () => {
    await waitForApp(page);
    await page.locator('header').getByRole('link', { name: 'Кошик', exact: true }).click();
    await expect(page).toHaveURL(/\/basket$/);
    await expect(page.getByText('Кошик порожній')).toBeVisible();
    const other = await context.newPage();
    await addFromProductPage(other, 4);
    await expect(page.getByTestId('basket-count')).toHaveText('1');
    await expect.poll(() => lineIds(page)).toEqual([4]);
    await page.getByRole('button', { name: /^Прибрати:/ }).click();
    await expect(other.getByTestId('basket-count')).toHaveCount(0);
    await expect(other.getByRole('button', { name: 'Додати в кошик' })).toBeVisible();
  });
});

test('cleans a corrupted basket, and lists a piece gone from the catalogue apart', async ({
  page,
}) => {
  await seedBasket(page, '[3,3,"x",-1,0,2.5,99999,5]');
  await page.goto('basket');
  await waitForApp(page);
  await expect.poll(() => lineIds(page)).toEqual([3, 99999, 5]);
  // The badge counts what the basket holds, as listed here: the piece gone too.
  await expect(page.getByTestId('basket-count')).toHaveText('3');
  await expect(page.getByRole('link', { name: 'Кошик 3 товари' })).toBeVisible();
  expect(await storedBasket(page)).toBe('[3,99999,5]');
  const gone = line(page, 99999);
  await expect(gone).toContainText('Цієї речі вже немає в каталозі');
  await expect(gone.getByRole('link')).toHaveCount(0);
  const prices = await Promise.all(
    [3, 5].map(async (id) => parsePrice(await line(page, id).locator('p').first().innerText())),
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

test.describe('the order', () => {
  const order = (page: Page) => page.getByTestId('order');
  const submit = (page: Page) => page.getByRole('button', { name: 'Оформити замовлення' });

  async function openBasketWith(page: Page, ids: number[]) {
    await seedBasket(page, JSON.stringify(ids));
    await page.goto('basket');
    await waitForApp(page);
    await expect(submit(page)).toBeVisible();
  }

  /** The basket's lines as the order lists them. */
  function linesOf(page: Page) {
    return page.getByTestId('basket-line').evaluateAll((lines) =>
      lines.map((line) => ({
        id: Number(line.getAttribute('data-product-id')),
        title: line.querySelector('a')!.textContent!,
        price: line.querySelector('p')!.textContent!,
      })),
    );
  }

  async function expectProblem(field: Locator, message: string | RegExp) {
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(
      typeof message === 'string' ? new RegExp(message) : message,
    );
  }

  /** A valid order to Nova Poshta's branch, paid by card: the longest words the order shows. */
  async function fillOrder(page: Page) {
    await page.getByLabel("Ім'я та прізвище").fill('Олена Петренко');
    await page.getByLabel('Телефон').fill('050 123 45 67');
    await page.getByLabel('Нова пошта — відділення').check();
    await page.getByLabel('Місто').fill('Київ');
    await page.getByLabel('Відділення або адреса').fill('№12');
    await page.getByLabel('Оплата на картку після підтвердження').check();
  }

  /** Copying stands in for sending: the browser's clipboard, replaced to read what was copied. */
  async function copyOrder(page: Page) {
    await page.evaluate(() => {
      const copied: string[] = [];
      (window as { copied?: string[] }).copied = copied;
      navigator.clipboard.writeText = (value: string) => {
        copied.push(value);
        return Promise.resolve();
      };
    });
    await page.getByRole('button', { name: 'Скопіювати замовлення' }).click();
  }

  test('says every problem at once, asks what the delivery needs, and cuts nothing typed', async ({
    page,
  }) => {
    await openBasketWith(page, [3]);
    await submit(page).click();
    const name = page.getByLabel("Ім'я та прізвище");
    const phone = page.getByLabel('Телефон');
    const delivery = page.getByRole('radiogroup', { name: 'Доставка' });
    const address = page.getByLabel('Відділення або адреса');
    await expect(name).toBeFocused();
    await expectProblem(name, "Вкажіть ім'я та прізвище");
    await expectProblem(phone, 'Вкажіть номер телефону');
    await expectProblem(delivery, 'Оберіть спосіб доставки');
    // The city and the address too, in the same round.
    await expectProblem(page.getByLabel('Місто'), 'Вкажіть місто');
    await expectProblem(address, 'Вкажіть відділення або адресу');
    await expectProblem(page.getByRole('radiogroup', { name: 'Оплата' }), 'Оберіть спосіб оплати');

    // The address's words follow the delivery; Ukrposhta asks for its postcode.
    await delivery.getByLabel('Нова пошта — поштомат').check();
    await expect(address).toHaveAccessibleDescription(/Номер поштомата «Нової пошти»/);
    await delivery.getByLabel("Нова пошта — кур'єр").check();
    await expect(address).toHaveAccessibleDescription(/Адреса для кур’єра: вулиця, будинок/);
    await expect(page.getByLabel('Індекс')).toHaveCount(0);
    await delivery.getByLabel('Укрпошта').check();
    await page.getByLabel('Індекс').fill('650');

    // A limit is said before it is reached, and a longer text is kept whole, and named.
    await name.fill('Олена '.repeat(15));
    await expect(name).toHaveAccessibleDescription(/89 з 100 символів$/);
    const comment = page.getByLabel('Коментар');
    await expect(comment).toHaveAccessibleDescription(/до 300 символів.*0 з 300 символів/);
    await comment.fill('я'.repeat(2000));
    await expect(comment).toHaveValue('я'.repeat(2000));
    await expect(page.getByText('2000 з 300 символів: на 1700 більше')).toBeVisible();
    // Words typed into the phone are not dropped to make a number of it.
    await phone.fill('0671234567 дзвоніть після 18');
    await submit(page).click();
    await expect(phone).toBeFocused();
    await expect(phone).toHaveValue('0671234567 дзвоніть після 18');
    await expectProblem(phone, 'У номері лише цифри, пробіли, дужки, дефіси й «\\+»');
    await expectProblem(page.getByLabel('Індекс'), 'Вкажіть індекс: п’ять цифр');
    await expectProblem(comment, 'Не довше за 300 символів, а тут 2000: скоротіть на 1700');
    await phone.fill('0000000000');
    await submit(page).click();
    await expectProblem(phone, 'Перевірте номер: український, як 067 123 45 67, або іноземний');

    // Pickup in Odesa asks for neither city nor address.
    await delivery.getByLabel('Самовивіз в Одесі').check();
    await expect(page.getByLabel('Місто')).toHaveCount(0);
    await expect(address).toHaveCount(0);
    await expect(delivery.getByRole('radio')).toHaveCount(5);
    // The sample shop has an IBAN: cash on delivery, card, and the transfer by QR.
    await expect(page.getByRole('radiogroup', { name: 'Оплата' }).getByRole('radio')).toHaveCount(
      3,
    );
  });

  test('makes the order to send, keeping every character typed apart, thanks, and deletes it', async ({
    page,
  }) => {
    await openBasketWith(page, [3, 5]);
    const pieces = await linesOf(page);
    const total = await page.getByTestId('basket-total').innerText();
    const name = 'Олена "О\'Ніл" <b>&amp;</b> #1 ?a=b %20 +';
    await page.getByLabel("Ім'я та прізвище").fill(`  ${name} `);
    // The old long-distance way of writing a Ukrainian number.
    await page.getByLabel('Телефон').fill('8 067 123 45 67');
    await page.getByLabel('Нова пошта — поштомат').check();
    await page.getByLabel('Місто').fill('Київ');
    await page.getByLabel('Відділення або адреса').fill('Поштомат №5 / вул. Хрещатик, 1');
    await page.getByLabel('Оплата на картку після підтвердження').check();
    // A line of the comment that would pass for one of the order's.
    await page.getByLabel('Коментар').fill('Після 18:00, будь ласка 🙏\nРазом: 1 ₴ & ще #хеш');
    await submit(page).click();

    const heading = order(page).getByRole('heading', { level: 2 });
    await expect(heading).toBeFocused();
    const number = (await heading.innerText()).replace('Замовлення ', '');
    expect(number).toMatch(/^BV-\d{6}-\d{6}-[A-HJ-NP-Z2-9]{4}$/);
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
      'Коментар:',
      '> Після 18:00, будь ласка 🙏',
      '> Разом: 1 ₴ & ще #хеш',
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
      navigator.clipboard.writeText = () =>
        Promise.reject(new DOMException('no', 'NotAllowedError'));
    });
    await page.getByRole('button', { name: 'Скопіювати замовлення' }).click();
    await expect(page.getByText('Не вдалося скопіювати')).toBeVisible();
    await expect(order(page).getByLabel('Текст замовлення')).toBeFocused();
    await copyOrder(page);
    await expect(page.getByText('Замовлення скопійовано')).toBeVisible();
    expect(await page.evaluate(() => (window as { copied?: string[] }).copied)).toEqual([text]);
    // Sent, or about to be: what is left to do is said.
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'Надіслали? Тоді натисніть «Замовлення надіслано»' }),
    ).toBeVisible();

    // Made, not yet sent: the basket is kept.
    expect(await storedBasket(page)).toBe('[3,5]');
    await page.getByRole('button', { name: 'Замовлення надіслано' }).click();
    const thanks = page.getByTestId('order-thanks');
    await expect(thanks.getByRole('heading', { level: 2 })).toHaveText(
      `Дякуємо за замовлення ${number}!`,
    );
    await expect(thanks.getByRole('heading', { level: 2 })).toBeFocused();
    // Who answers and when, how this payment and this delivery go, as the sample shop says.
    await expect(thanks).toContainText('у робочі години (Пн–Сб, 10:00–19:00)');
    await expect(thanks).toContainText('Оплата на картку — лише після нашого підтвердження');
    await expect(thanks).toContainText('Відправимо «Новою поштою» після підтвердження');
    await expect(thanks).toContainText('Відправляємо за 1–3 робочі дні після підтвердження.');
    await expect(thanks.getByRole('link', { name: '+380 48 700 12 11' })).toHaveAttribute(
      'href',
      'tel:+380487001211',
    );
    await expect(page.getByText('Кошик порожній')).toBeVisible();
    await expect(page.getByTestId('basket-count')).toHaveCount(0);
    expect(await storedBasket(page)).toBe('[]');

    // The last order can be looked at again after a reload, and deleted from the device.
    await page.reload();
    await waitForApp(page);
    await expect(thanks).toBeVisible();
    await page.getByText(`Останнє замовлення ${number}`).click();
    await expect(page.locator('details pre')).toHaveText(text);
    await page.getByRole('button', { name: 'Видалити з цього пристрою' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Останнє замовлення видалено з цього пристрою' }),
    ).toBeVisible();
    await expect(page.getByText(`Останнє замовлення ${number}`)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Кошик' })).toBeFocused();
    expect(await page.evaluate(() => localStorage.getItem('bon-vintage:last-order'))).toBeNull();
  });

  test('a long unbroken link in the comment never widens the page at 320 px, shown or kept', async ({
    page,
  }) => {
    const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
    await page.setViewportSize({ width: 320, height: 640 });
    await openBasketWith(page, [3]);
    await fillOrder(page);
    await page.getByLabel('Коментар').fill(`https://example.com/?photo=${'x'.repeat(150)}`);
    await submit(page).click();
    await expect(order(page)).toBeVisible();
    expect(await pageWidth()).toBeLessThanOrEqual(320);

    await page.getByRole('button', { name: 'Замовлення надіслано' }).click();
    await page.getByText(/^Останнє замовлення BV-/).click();
    await expect(page.locator('details pre')).toContainText('x'.repeat(20));
    expect(await pageWidth()).toBeLessThanOrEqual(320);
  });

  test('keeps what was typed and the order shown for the visit, and says why an order goes', async ({
    page,
  }) => {
    await openBasketWith(page, [3, 5]);
    const [first] = await linesOf(page);
    await expect(page.getByText('зберігається лише на цьому пристрої')).toBeVisible();
    const name = page.getByLabel("Ім'я та прізвище");
    await name.fill('Олена');
    await page.getByLabel('Телефон').fill('+48 512 345 678');
    await page.getByLabel('Укрпошта').check();
    await page.getByLabel('Місто').fill('Львів');
    await page.getByLabel('Відділення або адреса').fill('вул. Городоцька, 1');
    await page.getByLabel('Індекс').fill('79000');
    await page.getByLabel('Накладений платіж').check();
    await page.getByLabel('Коментар').fill('Після 18:00');
    const expectTyped = async () => {
      await expect(name).toHaveValue('Олена');
      await expect(page.getByLabel('Телефон')).toHaveValue('+48 512 345 678');
      await expect(page.getByLabel('Укрпошта')).toBeChecked();
      await expect(page.getByLabel('Індекс')).toHaveValue('79000');
      await expect(page.getByLabel('Накладений платіж')).toBeChecked();
      await expect(page.getByLabel('Коментар')).toHaveValue('Після 18:00');
    };

    await page.reload();
    await waitForApp(page);
    await expectTyped();
    await page.getByRole('link', { name: 'Про доставку та оплату' }).click();
    await expect(page).toHaveURL(/\/aboutUs#delivery$/);
    await page.goBack();
    await expectTyped();

    // The order shown, kept across a piece's page and a reload.
    await submit(page).click();
    const heading = order(page).getByRole('heading', { level: 2 });
    const number = await heading.innerText();
    await expect(order(page)).toContainText('+48512345678');
    await order(page).getByRole('link', { name: first!.title }).click();
    await expect(page).toHaveURL(new RegExp(`/catalog/${first!.id}$`));
    await page.goBack();
    await expect(heading).toHaveText(number);
    await page.reload();
    await waitForApp(page);
    await expect(heading).toHaveText(number);
    // On this device, for this tab only.
    expect(
      await page.evaluate(() => [
        localStorage.getItem('bon-vintage:order-visit'),
        sessionStorage.getItem('bon-vintage:order-visit'),
      ]),
    ).toEqual([null, expect.stringContaining('Олена')]);

    // A piece removed: the order goes, saying why; focus goes on to the next line.
    await page.getByRole('button', { name: `Прибрати: ${first!.title}` }).click();
    await expect(order(page)).toHaveCount(0);
    await expect(
      page.getByRole('status').filter({
        hasText: `Речі в кошику змінилися, тож замовлення ${number.replace('Замовлення ', '')} вже не те`,
      }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /^Прибрати:/ })).toBeFocused();
    await expectTyped();
  });

  for (const width of [320, 1440]) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });

      test('the order in each state has no axe violations, keeps its edges in forced colours and breaks no word', async ({
        page,
      }) => {
        // Four axe runs, one for each state of the order.
        test.slow();
        await openBasketWith(page, [3, 99999]);
        const edged = (control: Locator) =>
          control.evaluate((element) => {
            const style = getComputedStyle(element);
            return style.borderTopStyle !== 'none' && parseFloat(style.borderTopWidth) >= 1;
          });
        await page.emulateMedia({ forcedColors: 'active' });
        expect(await edged(submit(page))).toBe(true);
        await page.emulateMedia({ forcedColors: 'none' });

        await submit(page).click();
        if (width === 320) {
          await test.step('on a phone: every control of the basket and its form is 44 px to tap', async () => {
            await page.setViewportSize({ width: 375, height: 800 });
            await expect(page.getByLabel("Ім'я та прізвище")).toBeFocused();
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
            await page.setViewportSize({ width, height: 900 });
          });
        }
        await expectNoViolations(page);
        await fillOrder(page);
        await submit(page).click();
        await expect(order(page)).toBeVisible();
        await expectNoViolations(page);

        // Each detail's label above or beside it, no word of it broken across lines.
        const broken = await order(page)
          .locator('dd')
          .evaluateAll((values) =>
            values.flatMap((value) => {
              const text = value.firstChild as Text;
              return [...text.data.matchAll(/\S+/g)]
                .filter((word) => {
                  const range = document.createRange();
                  range.setStart(text, word.index);
                  range.setEnd(text, word.index + word[0].length);
                  return range.getClientRects().length > 1;
                })
                .map((word) => word[0]);
            }),
          );
        expect(broken).toEqual([]);

        await copyOrder(page);
        await expect(page.getByText('Надіслали?')).toBeVisible();
        await expectNoViolations(page);
        await page.emulateMedia({ forcedColors: 'active' });
        for (const control of [
          ...(await order(page)
            .getByRole('link', { name: /^Надіслати/ })
            .all()),
          page.getByRole('button', { name: 'Замовлення надіслано' }),
        ])
          expect(await edged(control), await control.innerText()).toBe(true);
        await page.emulateMedia({ forcedColors: 'none' });

        await page.getByRole('button', { name: 'Замовлення надіслано' }).click();
        await expect(page.getByTestId('order-thanks')).toBeVisible();
        await expectNoViolations(page);
      });
    });
  }
});
