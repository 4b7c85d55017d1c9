import { expect, holdProductData, test, waitForApp } from './fixtures';

test.describe.configure({ timeout: 90_000 });

/** Names that stay as they are: the shop's, the products' prefix, networks', cards', e-mail. */
const BRAND_NAMES =
  /BON VINTAGE|King size|Etsy|Instagram|Pinterest|Telegram|Viber|WhatsApp|\S+@\S+|QR|dsp\.gov\.ua/g;

test('shows the hero, the newest products and the ways on, in Ukrainian', async ({ page }) => {
  const firstSentence = (text: string | null) => text!.trim().split(/(?<=\.)\s/)[0];
  const expectUkrainian = async () => {
    await expect(page.locator('main')).not.toContainText('Завантаження...');
    const text = (await page.locator('body').innerText()).replace(BRAND_NAMES, '');
    expect(text.match(/[A-Za-z]{2,}/g) ?? []).toEqual([]);
    expect(text).not.toContain('грн');
  };
  await page.goto('');
  await waitForApp(page);

  await test.step('shows the hero, the newest products and the ways on', async () => {
    await expect(page).toHaveTitle(/BON VINTAGE/);
    await expect(page.locator('main h1')).toHaveText('BON VINTAGE');
    await expect(page.getByText('Антикваріат і вінтаж')).toBeVisible();
    const newest = page.getByRole('region', { name: 'Новинки' });
    await expect(newest.getByTestId('product-card')).toHaveCount(8);
    await expect(
      page.getByRole('link', { name: 'Про доставку та способи оплати' }),
    ).toHaveAttribute('href', '/BON-VINTAGE/aboutUs#delivery');
    await expect(page.getByRole('link', { name: 'Більше про нас' })).toHaveAttribute(
      'href',
      '/BON-VINTAGE/aboutUs',
    );
  });

  await test.step('every word a visitor reads on / is Ukrainian, prices in ₴', expectUkrainian);

  await test.step('a category tile leads to the catalogue filtered by it, with the same count', async () => {
    const tile = page
      .getByRole('region', { name: 'Категорії' })
      .getByRole('link', { name: /^Вази/ });
    const tileCount = (await tile.textContent())!.replace('Вази', '').trim();
    expect(tileCount).toMatch(/^\d+ товар(и|ів)?$/);
    await tile.click();
    await expect(page).toHaveURL(/\/catalog\?category=vazy$/);
    await expect(page.getByTestId('results-count')).toHaveText(tileCount);
    await expect(
      page.getByRole('group', { name: 'Категорії' }).getByRole('radio', { name: 'Вази' }),
    ).toBeChecked();
    await page.goBack();
    await expect(page.locator('main h1')).toHaveText('BON VINTAGE');
  });

  await test.step('tells the story the about page tells: the same beginning', async () => {
    const teaser = page.getByRole('region', { name: 'Наша історія' }).locator('p').first();
    const home = firstSentence(await teaser.textContent());
    await page.getByRole('link', { name: 'Більше про нас' }).click();
    await expect(page).toHaveURL(/\/aboutUs$/);
    const story = page.locator('main section', {
      has: page.getByRole('heading', { name: 'Наша історія' }),
    });
    const about = firstSentence(await story.locator('p').first().textContent());
    expect(home).toBe(about);
  });

  await test.step(
    'every word a visitor reads on /aboutUs is Ukrainian, prices in ₴',
    expectUkrainian,
  );
});

test('shows skeleton cards and Завантаження... while the products load', async ({ page }) => {
  // The built page has the cards already; the skeleton is for a page the app draws.
  const release = await holdProductData(page);
  await page.goto('aboutUs');
  await waitForApp(page);
  await page
    .getByRole('navigation', { name: 'Основна навігація' })
    .getByRole('link', { name: 'ГОЛОВНА' })
    .click();
  await expect(page.locator('main')).toContainText('Завантаження...');
  await expect(page.getByTestId('product-card-skeleton').first()).toBeVisible();
  release();
  await expect(page.getByTestId('product-card')).toHaveCount(8);
  await expect(page.getByTestId('product-card-skeleton')).toHaveCount(0);
});
