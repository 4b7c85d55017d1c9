import jsQR from 'jsqr';
import sharp from 'sharp';
import { expect, test, waitForApp } from './fixtures';
import { parsePrice } from '../src/shared/lib/format-price';
import { SAMPLE_SELLER } from '../src/shared/config/shop-config';
import { nbuLink, transferFields } from '../src/features/basket/nbu-qr';

/**
 * Paying by transfer (docs/decisions/037-paid-by-the-nbu-qr.md): the sample
 * shop has an IBAN, so the order offers `Переказ на рахунок (QR)`, and the
 * shown order holds the NBU's payment link and the same code as a picture.
 */
test('an order paid by transfer shows the NBU’s QR link and a picture that reads as the same link', async ({
  page,
}) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('__seeded')) {
      localStorage.setItem('bon-vintage:basket', '[3,5]');
      sessionStorage.setItem('__seeded', '1');
    }
  });
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
  expect(Buffer.from(href.split('/qr/')[1]!, 'base64url').toString()).toContain(
    `\nUAH${sum}\n3012345678\n\n\nОплата замовлення ${number}\n`,
  );

  // The picture, for a computer's screen: read back by a QR reader, it is the same link.
  const picture = order.getByRole('img', { name: `QR-код для оплати замовлення ${number}` });
  await expect(picture).toBeVisible();
  const shot = await picture.screenshot();
  const { data: pixels, info } = await sharp(shot)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const read = jsQR(new Uint8ClampedArray(pixels), info.width, info.height);
  expect(read?.data).toBe(href);
});
