import jsQR from 'jsqr';
import sharp from 'sharp';
import { answerNovaPoshta, expect, seedStorage, test, waitForApp } from './fixtures';
import { BASKET_KEY } from '../src/features/basket/basket-storage';
import { parsePrice } from '../src/shared/lib/format-price';
import { SAMPLE_SELLER } from '../src/shared/config/shop-config';
import { nbuLink, transferFields } from '../src/features/basket/nbu-qr';
import { CITIES_KY, KYIV_PLACES } from '../src/test/nova-poshta-answers';

// Its pages ask Nova Poshta's API (e2e/fixtures.ts).
test.use({ novaPoshtaRefuses: true });

/** What a QR reader reads in a screenshot. */
async function readQr(shot: Buffer): Promise<string | undefined> {
  const { data: pixels, info } = await sharp(shot)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(pixels), info.width, info.height)?.data;
}

/**
 * Paying by transfer (docs/decisions/037-paid-by-the-nbu-qr.md): the sample
 * shop has an IBAN, so the order offers `Переказ на рахунок (QR)`, and the
 * shown order holds the NBU's payment link and the same code as a picture.
 */
test('an order paid by transfer shows the NBU’s QR link and a picture that reads as the same link', async ({
  page,
}) => {
  await seedStorage(page, '[3,5]', BASKET_KEY);
  await page.goto('basket');
  await waitForApp(page);
  await page.getByLabel("Ім'я та прізвище").fill('Олена Петренко');
  await page.getByLabel('Телефон').fill('050 123 45 67');
  await page.getByLabel("Нова пошта — кур'єр").check();
  await page.getByLabel('Місто').fill('Київ');
  await page.getByLabel('Відділення або адреса').fill('вул. Хрещатик, 1, кв. 2');
  await page.getByLabel('Переказ на рахунок (QR)').check();
  await page.getByRole('button', { name: 'Оформити замовлення' }).click();

  const order = page.getByTestId('order');
  const number = (await order.getByRole('heading', { level: 2 }).innerText()).replace(
    'Замовлення ',
    '',
  );
  const sum = parsePrice(await page.getByTestId('order-total').innerText());
  await expect(order.getByLabel('Текст замовлення')).toHaveValue(
    /\nОплата: Переказ на рахунок \(QR\)$/,
  );

  const link = order.getByRole('link', { name: 'Оплатити в застосунку банку' });
  const href = (await link.getAttribute('href'))!;
  expect(href).toMatch(/^https:\/\/bank\.gov\.ua\/qr\/[\w-]+$/);
  await expect(link).toHaveAttribute('target', '_blank');
  // The order's own sum and number, to the sample's seller (nbu-qr.test.ts holds the data to the rule).
  expect(href).toBe(nbuLink(transferFields(SAMPLE_SELLER, { number, sum })!));
  // Windows-1251, as the data's third element says (nbu-qr.ts).
  const data = new TextDecoder('windows-1251').decode(
    Buffer.from(href.split('/qr/')[1]!, 'base64url'),
  );
  expect(data).toMatch(/^BCD\n002\n2\n/);
  expect(data).toContain(`\nUAH${sum}\n3012345678\n\n\nОплата замовлення ${number}\n`);

  // The picture, for a computer's screen: read back by a QR reader, it is the same link.
  const picture = order.getByRole('img', { name: `QR-код для оплати замовлення ${number}` });
  await expect(picture).toBeVisible();
  expect(await readQr(await picture.screenshot())).toBe(href);
  // Beside it the same details in words, the IBAN in fours, as it is typed from a screen.
  await expect(order).toContainText('IBANUA21 3223 1300 0002 6007 2335 6600 1');
});

test('the thanks of an order sent names its branch and payment, and still offers the QR, as do the kept order and its text', async ({
  page,
}) => {
  // Nova Poshta's list answers from the recorded answers; no test reaches the network.
  await answerNovaPoshta(page, (method) =>
    method === 'searchSettlements' ? CITIES_KY : KYIV_PLACES,
  );
  await seedStorage(page, '[3]', BASKET_KEY);
  await page.goto('basket');
  await waitForApp(page);
  await page.getByLabel("Ім'я та прізвище").fill('Олена Петренко');
  await page.getByLabel('Телефон').fill('050 123 45 67');
  await page.getByLabel('Нова пошта — відділення').check();
  await page.getByRole('combobox', { name: 'Місто' }).fill('Ки');
  await page.getByRole('option', { name: 'м. Київ, Київська обл.' }).click();
  await page.getByRole('combobox', { name: 'Відділення або адреса' }).fill('12');
  await page.getByRole('option', { name: /^Відділення №12 / }).click();
  await page.getByLabel('Переказ на рахунок (QR)').check();
  await page.getByRole('button', { name: 'Оформити замовлення' }).click();

  const branch = 'Відділення №12 (до 30 кг): вул. Богатирська, 11';
  const way = [
    'Доставка: Нова пошта — відділення',
    'Місто: м. Київ, Київська обл.',
    `Відділення або адреса: ${branch}`,
    'Оплата: Переказ на рахунок (QR)',
  ].join('\n');
  // The order's draft and the text it is sent or copied as.
  const order = page.getByTestId('order');
  const detail = (root: typeof order, label: string) =>
    root.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd');
  await expect(detail(order, 'Відділення або адреса')).toHaveText(branch);
  await expect(detail(order, 'Оплата')).toHaveText('Переказ на рахунок (QR)');
  expect(await order.getByLabel('Текст замовлення').inputValue()).toContain(`\n${way}`);
  const number = (await order.getByRole('heading', { level: 2 }).innerText()).replace(
    'Замовлення ',
    '',
  );
  const href = await order
    .getByRole('link', { name: 'Оплатити в застосунку банку' })
    .getAttribute('href');

  await page.getByRole('button', { name: 'Замовлення надіслано' }).click();
  const thanks = page.getByTestId('order-thanks');
  await expect(thanks.getByRole('heading', { level: 2 })).toBeFocused();
  await expect(detail(thanks, 'Доставка')).toHaveText('Нова пошта — відділення');
  await expect(detail(thanks, 'Місто')).toHaveText('м. Київ, Київська обл.');
  await expect(detail(thanks, 'Відділення або адреса')).toHaveText(branch);
  await expect(detail(thanks, 'Оплата')).toHaveText('Переказ на рахунок (QR)');
  // The buyer pays after sending: the same link, and a picture that reads as it.
  await expect(thanks.getByRole('link', { name: 'Оплатити в застосунку банку' })).toHaveAttribute(
    'href',
    href!,
  );
  const picture = thanks.getByRole('img', { name: `QR-код для оплати замовлення ${number}` });
  await expect(picture).toBeVisible();
  expect(await readQr(await picture.screenshot())).toBe(href);

  await test.step('fits a 320 px phone with the web fonts loaded: the IBAN wraps at its spaces, nothing runs past the column', async () => {
    await page.setViewportSize({ width: 320, height: 800 });
    await page.evaluate(() => document.fonts.ready);
    const transfer = thanks.getByRole('region', { name: 'Оплата переказом на рахунок' });
    const widths = (element: Element) => [element.scrollWidth, element.clientWidth];
    const [scroll, client] = await transfer.evaluate(widths);
    expect(scroll, 'the transfer’s content past its column').toBeLessThanOrEqual(client!);
    const [pageScroll, pageClient] = await page.locator('html').evaluate(widths);
    expect(pageScroll, 'the page wider than the screen').toBeLessThanOrEqual(pageClient!);
    // Still in its groups of four: broken only at a space.
    await expect(detail(thanks, 'IBAN')).toHaveText('UA21 3223 1300 0002 6007 2335 6600 1');
  });

  // The kept «Останнє замовлення» names them too.
  await page.getByText(`Останнє замовлення ${number}`).click();
  await expect(page.locator('details pre')).toContainText(way);
});
