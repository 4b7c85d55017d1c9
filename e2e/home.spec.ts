import type { Page } from '@playwright/test';
import { expect, holdProductData, paidPrices, test, waitForApp } from './fixtures';

const cards = (page: Page) => page.getByTestId('product-card');
const cardIds = (page: Page) =>
  cards(page).evaluateAll((list) => list.map((card) => card.getAttribute('data-product-id')));

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
    const newest = page.getByRole('region', { name: 'Нові надходження' });
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

  await test.step('«Добірки»: a tile leads to its collection, its count and only its goods, sorted at its own address', async () => {
    const tiles = page.getByRole('region', { name: 'Добірки' }).getByRole('link');
    await expect(tiles).toHaveText([
      /^Нові надходження250 товарів$/,
      /^Подарунки до 500 ₴\d+ товар/,
      /^Зі знижкою\d+ товар/,
      /^Кришталь до святкового столу\d+ товар/,
    ]);
    const tile = tiles.filter({ hasText: 'Зі знижкою' });
    const tileCount = (await tile.textContent())!.replace('Зі знижкою', '');
    await tile.click();
    await expect(page).toHaveURL(/\/collections\/zi-znyzhkoiu$/);
    await expect(page).toHaveTitle('Зі знижкою — BON VINTAGE');
    await expect(page.locator('main h1')).toHaveText('Зі знижкою');
    await expect(page.getByTestId('results-count')).toHaveText(tileCount);
    // The collection picks the goods on sale: every card has its badge.
    await expect(cards(page)).toHaveCount(12);
    await expect(page.getByTestId('sale-badge')).toHaveCount(12);
    await page
      .getByRole('group', { name: 'Сортування' })
      .getByRole('radio', { name: 'За найменшою ціною' })
      .check();
    await expect(page).toHaveURL(/\/collections\/zi-znyzhkoiu\?sort=lowPrice$/);
    const sorted = await paidPrices(cards(page));
    expect(sorted).toEqual([...sorted].sort((a, b) => a - b));
    await page.goBack();
    await expect(page).toHaveURL(/\/collections\/zi-znyzhkoiu$/);
  });

  await test.step('a collection’s page is drawn at build time with its cards, canonical address and preview', async () => {
    const html = await (await page.request.get('collections/zi-znyzhkoiu')).text();
    expect(html).toContain('>Зі знижкою</h1>');
    expect(html.match(/data-testid="product-card"/g)).toHaveLength(12);
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/collections\/zi-znyzhkoiu"/);
    const preview = /<meta property="og:image" content="[^"]*\/(previews\/\d+\.jpg)"/.exec(
      html,
    )![1]!;
    const picture = await page.request.get(preview);
    expect(picture.headers()['content-type']).toBe('image/jpeg');
  });

  await test.step('«Нові надходження»: the home page’s newest lead to the whole collection, newest first', async () => {
    await page.goto('');
    await waitForApp(page);
    const newest = page.getByRole('region', { name: 'Нові надходження' });
    const shown = await cardIds(page).then((ids) => ids.slice(0, 8));
    await newest.getByRole('link', { name: 'Усі нові надходження' }).click();
    await expect(page).toHaveURL(/\/collections\/novi-nadkhodzhennia$/);
    await expect(page.locator('main h1')).toHaveText('Нові надходження');
    await expect(page.getByTestId('results-count')).toHaveText('250 товарів');
    expect((await cardIds(page)).slice(0, 8)).toEqual(shown);
  });

  await test.step('the footer lists every collection by name; an address no collection has says so', async () => {
    await page
      .getByRole('navigation', { name: 'Добірки' })
      .getByRole('link', { name: 'Кришталь до святкового столу' })
      .click();
    await expect(page).toHaveURL(/\/collections\/kryshtal$/);
    await expect(page.locator('main h1')).toHaveText('Кришталь до святкового столу');
    await page.goto('collections/nemaie-takoi');
    await waitForApp(page);
    await expect(page.locator('main h1')).toHaveText('Добірку не знайдено');
    await page.goto('');
    await waitForApp(page);
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
