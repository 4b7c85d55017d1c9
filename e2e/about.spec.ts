import { expect, test, waitForApp } from './fixtures';

test.describe('about page', () => {
  test('tells the shop’s story with headings in order and focusable sections', async ({ page }) => {
    await page.goto('aboutUs');
    await waitForApp(page);
    await expect(page).toHaveTitle('Про нас — BON VINTAGE');
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Про нас');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([
      'Наша історія',
      'Наша місія',
      'Доставка',
      'Способи оплати',
      'Повернення та обмін',
      'Контакти',
    ]);
    await expect(main).toContainText('Одес');
    await expect(main).toContainText('2011');
    for (const id of ['delivery', 'payment', 'returns', 'contacts', 'seller']) {
      await expect(main.locator(`#${id}`)).toHaveAttribute('tabindex', '-1');
    }
    // Nothing below h1 skips a level: the one h3, who sells, is under `Контакти`.
    await expect(main.getByRole('heading', { level: 3 })).toHaveText(['Продавець']);
    await expect(main.locator('#contacts h3')).toHaveText('Продавець');
  });

  test('opened with a hash, focuses that section', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await page.goto('aboutUs#returns');
    await waitForApp(page);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('returns');
    await expect(page.locator('#returns')).toBeInViewport();
  });
});

test('the footer of every page leads to who sells by its own entry: name, code, address, e-mail, phone, how to complain, the 14-day return', async ({
  page,
}) => {
  await page.goto('catalog');
  await waitForApp(page);
  const entry = page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'Продавець і повернення' })
    .filter({ visible: true });
  await entry.click();
  await expect(page).toHaveURL(/\/aboutUs#seller$/);
  const seller = page.locator('#seller');
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('seller');
  await expect(seller).toBeInViewport();
  // The sample shop's seller (src/shared/config/shop-config.ts, SAMPLE_SELLER), under `Контакти`.
  await expect(page.locator('#contacts #seller')).toHaveCount(1);
  await expect(seller.getByRole('heading', { name: 'Продавець' })).toBeVisible();
  await expect(seller).toContainText('ФОП Левченко Оксана Миколаївна');
  await expect(seller).toContainText('РНОКПП: 3012345678');
  await expect(seller).toContainText('Скарги та претензії');
  await expect(seller).toContainText('Одеса, вул. Коблевська, 12');
  await expect(seller.getByRole('link', { name: 'hello@bonvintage.com.ua' })).toBeVisible();
  await expect(seller.getByRole('link', { name: '+380 48 700 12 11' })).toBeVisible();
  await expect(seller).toContainText('можна повернути протягом 14 днів з дня отримання');
  // The law's 14 days in the returns section too, and the shop's own words beside them.
  await seller.getByRole('link', { name: 'Умови повернення та обміну' }).click();
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('returns');
  const returns = page.locator('#returns');
  await expect(returns).toContainText('протягом 14 днів з дня отримання без пояснення причин');
  await expect(returns).toContainText('у тому самому стані й пакуванні');

  // Already on the about page, scrolled away: the entry lands on the seller again.
  await page.evaluate(() => window.scrollTo(0, 0));
  await entry.click();
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('seller');
  await expect(seller).toBeInViewport();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 700 } });

  test('the compact footer has the seller’s entry too, and it lands on the seller', async ({
    page,
  }) => {
    await page.goto('');
    await waitForApp(page);
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Продавець і повернення' })
      .filter({ visible: true })
      .click();
    await expect(page).toHaveURL(/\/aboutUs#seller$/);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('seller');
    await expect(page.locator('#seller')).toBeInViewport();
    await expect(page.locator('#seller')).toContainText('ФОП Левченко Оксана Миколаївна');
  });
});
