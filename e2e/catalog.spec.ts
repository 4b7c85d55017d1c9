import type { Page } from '@playwright/test';
import {
  expect,
  failProductData,
  focusRingProblem,
  paidPrices,
  persistedFavorites,
  PRODUCT_DATA_ERRORS,
  searchField,
  seedStorage,
  test,
  waitForApp,
} from './fixtures';
import { parsePrice } from '../src/shared/lib/format-price';
import { chunkOf, PRODUCT_DATA } from './first-load';

const cards = (page: Page) => page.getByTestId('product-card');
const cardIds = (page: Page) =>
  cards(page).evaluateAll((list) => list.map((card) => card.getAttribute('data-product-id')));
/** How many cards the grid's first row holds. */
const firstRow = (page: Page) =>
  cards(page).evaluateAll((list) => {
    const tops = list.map((card) => Math.round(card.getBoundingClientRect().top));
    return tops.filter((top) => top === tops[0]).length;
  });
const prices = (page: Page) => paidPrices(cards(page));

test.describe('catalogue on a desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  // The folded tests walk one page through many steps; a busy machine needs the room.
  test.describe.configure({ timeout: 120_000 });

  test('a first visit of /catalog, then filters, sorts, pages and the price range, in place and across reload and Back', async ({
    page,
  }) => {
    const categories = page.getByRole('group', { name: 'Категорії' });
    const materials = page.getByRole('group', { name: 'Матеріали' });
    const count = page.getByTestId('results-count');
    const price = page.getByRole('group', { name: 'Ціна' });

    await test.step('a first visit of /catalog brings its cards and counts without the product list, which page 2 then finds loaded', async () => {
      const list = chunkOf(PRODUCT_DATA)!;
      const asked: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith(list)) asked.push(request.url());
      });
      await page.goto('catalog');
      await waitForApp(page);
      await expect(cards(page)).toHaveCount(12);
      await expect(count).toHaveText('250 товарів');
      const first = await cardIds(page);
      expect(asked).toEqual([]);
      // The press itself starts the list (src/app/first-view.ts); page 2 is drawn from it.
      await page.getByRole('link', { name: 'Сторінка 2', exact: true }).click();
      await expect(page).toHaveURL(/\/catalog\?page=2$/);
      await expect(cards(page)).toHaveCount(12);
      await expect.poll(() => cardIds(page)).not.toEqual(first);
      expect((await cardIds(page)).filter((id) => first.includes(id))).toEqual([]);
      expect(asked).toHaveLength(1);
      await page.goBack();
      await expect(page).toHaveURL(/\/catalog$/);
    });

    await test.step('arrowing through a radio group is one history entry, one Back away', async () => {
      await categories.getByRole('radio', { name: 'Усі категорії' }).focus();
      for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowDown');
      await expect(page).toHaveURL(/\?category=[a-z-]+$/);
      const chosen = page.url();
      const sort = page.getByRole('group', { name: 'Сортування' });
      await sort.getByRole('radio', { name: 'За найновішими' }).check();
      await expect(page).toHaveURL(/sort=newest/);
      await page.goBack();
      await expect(page).toHaveURL(chosen);
      await page.goBack();
      await expect(page).toHaveURL(/\/catalog$/);
      await expect(count).toHaveText('250 товарів');
    });

    await test.step('a price range narrows the cards and the facets’ counts, and survives a reload and Back', async () => {
      const allCount = categories.locator('label', { hasText: 'Усі категорії' });
      await expect(allCount).toContainText('250');
      await price.getByRole('textbox', { name: 'Ціна від' }).fill('500');
      await price.getByRole('textbox', { name: 'Ціна від' }).press('Enter');
      await price.getByRole('textbox', { name: 'Ціна до' }).fill('1500');
      await price.getByRole('textbox', { name: 'Ціна до' }).press('Tab');
      await expect(page).toHaveURL(/\/catalog\?min=500&max=1500$/);
      // Once the range is drawn: every card inside it, and the count and the facet's count agree.
      const inRange = async () =>
        (await prices(page)).every((value) => value >= 500 && value <= 1500);
      await expect.poll(inRange).toBe(true);
      // A count is grouped as a price is ("1 250 товарів"), and read the same way.
      const shown = async () => parsePrice((await count.textContent())!);
      await expect
        .poll(async () => (await shown()) === parsePrice((await allCount.textContent())!))
        .toBe(true);
      const inside = await shown();
      expect(inside).toBeGreaterThan(0);
      expect(inside).toBeLessThan(250);

      await page.reload();
      await waitForApp(page);
      await expect(price.getByRole('textbox', { name: 'Ціна від' })).toHaveValue('500');
      await expect(count).toHaveText(new RegExp(`^${inside} `));
      expect(await inRange()).toBe(true);
      // Both bounds were one change of the range: one Back undoes it.
      await page.goBack();
      await expect(page).toHaveURL(/\/catalog$/);
      await expect(count).toHaveText('250 товарів');
      await expect(price.getByRole('textbox', { name: 'Ціна від' })).toHaveValue('');
    });

    await test.step('a price typed past the range is brought inside it, like 0 is', async () => {
      const to = price.getByRole('textbox', { name: 'Ціна до' });
      await to.fill('99999999999999999999');
      await to.press('Enter');
      await expect(page).toHaveURL(/\/catalog\?max=5000$/);
      await expect(to).toHaveValue('5000');
      const from = price.getByRole('textbox', { name: 'Ціна від' });
      await from.fill('0');
      await from.press('Enter');
      await expect(page).toHaveURL(/\/catalog\?min=100&max=5000$/);
      await page.getByRole('button', { name: 'Скинути все' }).click();
      await expect(page).toHaveURL(/\/catalog$/);
    });

    await test.step('filters by material and category, sorts by price, pages, and keeps the view on reload and Back', async () => {
      await expect(count).toHaveText('250 товарів');
      await expect(cards(page)).toHaveCount(12);

      await materials.getByRole('radio', { name: 'Папір' }).check();
      await expect(page).toHaveURL(/\/catalog\?material=papir$/);
      // Paper goods exist only in three categories: the rest are disabled.
      await expect(categories.getByRole('radio', { name: 'Вази' })).toBeDisabled();
      await expect(categories.getByRole('radio', { name: 'Сервізи' })).toBeDisabled();
      await expect(categories.getByRole('radio', { name: 'Карти колекційні' })).toBeEnabled();
      await expect(categories.getByRole('radio', { name: 'Усі категорії' })).toBeChecked();

      await categories.getByRole('radio', { name: 'Карти колекційні' }).check();
      await expect(count).toHaveText('17 товарів');
      await expect(materials.getByRole('radio', { name: 'Скло' })).toBeDisabled();

      await page
        .getByRole('group', { name: 'Сортування' })
        .getByRole('radio', { name: 'За найменшою ціною' })
        .check();
      await expect(page).toHaveURL(/\?category=karty-kolektsiini&material=papir&sort=lowPrice$/);
      const firstPage = await prices(page);
      expect(firstPage).toHaveLength(12);
      expect(firstPage).toEqual([...firstPage].sort((a, b) => a - b));

      const pages = page.getByRole('navigation', { name: 'Сторінки' });
      await pages.getByRole('link', { name: 'Сторінка 2' }).click();
      await expect(page).toHaveURL(/&sort=lowPrice&page=2$/);
      // The new page starts at the top of the results.
      await expect(cards(page).first()).toBeInViewport();
      await expect(pages.getByRole('link', { name: 'Сторінка 2' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(cards(page)).toHaveCount(5);
      const secondPage = await prices(page);
      expect(secondPage).toEqual([...secondPage].sort((a, b) => a - b));
      expect(secondPage[0]).toBeGreaterThanOrEqual(firstPage.at(-1)!);
      const idsOnPage2 = await cardIds(page);

      await page.reload();
      await waitForApp(page);
      await expect(page).toHaveURL(
        /\?category=karty-kolektsiini&material=papir&sort=lowPrice&page=2$/,
      );
      await expect(cards(page)).toHaveCount(5);
      expect(await cardIds(page)).toEqual(idsOnPage2);
      await expect(categories.getByRole('radio', { name: 'Карти колекційні' })).toBeChecked();
      await expect(materials.getByRole('radio', { name: 'Папір' })).toBeChecked();

      await page.goBack();
      await expect(page).toHaveURL(/&sort=lowPrice$/);
      await expect(cards(page)).toHaveCount(12);
      await page.goBack();
      await expect(page).toHaveURL(/\?category=karty-kolektsiini&material=papir$/);
      await expect(
        page
          .getByRole('group', { name: 'Сортування' })
          .getByRole('radio', { name: 'Без сортування' }),
      ).toBeChecked();
      await page.goBack();
      await expect(page).toHaveURL(/\?material=papir$/);
      await expect(categories.getByRole('radio', { name: 'Усі категорії' })).toBeChecked();
      await expect(categories.getByRole('radio', { name: 'Вази' })).toBeDisabled();
    });

    await test.step('a query typed but never submitted does not ride along on a link', async () => {
      await cards(page).first().getByRole('link').first().click();
      await expect(page).toHaveURL(/\/catalog\/\d+$/);
      await searchField(page).fill('чашка');
      const category = page.locator('main dl a');
      const href = await category.getAttribute('href');
      await category.click();
      await expect(page).toHaveURL(new RegExp(`${href!.replace(/[?]/g, '\\?')}$`));
      await expect(count).not.toHaveText('0 товарів');
    });
  });

  test('a piece on sale: its old price struck through, filtered, sorted and summed by the price paid', async ({
    page,
  }) => {
    // The sample's product 7 is on sale: 6 040 ₴ before, 4 830 ₴ paid (src/features/products/generate-products.ts).
    const sale = page.locator('[data-product-id="7"]');

    await test.step('the price range and the sort take the price paid, not the old one', async () => {
      await page.goto('catalog?min=4800&max=4900&sort=lowPrice');
      await waitForApp(page);
      await expect(sale).toBeVisible();
      const shown = await prices(page);
      expect(shown).toContain(4830);
      expect(shown.every((value) => value >= 4800 && value <= 4900)).toBe(true);
      expect(shown).toEqual([...shown].sort((a, b) => a - b));
    });

    await test.step('its card strikes through the old price, marks −20 %, and a screen reader hears both prices', async () => {
      const old = sale.getByTestId('old-price');
      // «Стара ціна» is for a screen reader only.
      await expect(old).toHaveText(/^Стара ціна 6\s040 ₴$/);
      expect(await old.evaluate((element) => element.tagName)).toBe('S');
      await expect(old).toHaveCSS('text-decoration-line', 'line-through');
      await expect(sale.getByTestId('sale-badge')).toHaveText('−20 %');
      // Chromium sets the hidden words apart as blocks: a space before the comma, unheard.
      await expect(sale.getByRole('link')).toHaveAccessibleName(
        /^King size .+ Стара ціна 6\s040 ₴ ?, ціна 4\s830 ₴$/,
      );
    });

    await test.step('its page shows the same, and the basket sums the price paid', async () => {
      await sale.getByRole('link').click();
      await expect(page).toHaveURL(/\/catalog\/7$/);
      await expect(page.getByTestId('product-price')).toHaveText('4\u00a0830 ₴');
      const price = page.locator('main p').filter({ has: page.getByTestId('product-price') });
      await expect(price.getByTestId('old-price')).toHaveText(/^Стара ціна 6\s040 ₴$/);
      await expect(price.getByTestId('sale-badge')).toHaveText('−20 %');
      await page.getByRole('button', { name: 'Додати в кошик' }).click();
      await page.goto('basket');
      await expect(page.getByTestId('basket-total')).toHaveText('4\u00a0830 ₴');
    });
  });

  test('addresses typed by hand: counted, cleaned in place, emptied and narrowed', async ({
    page,
  }) => {
    const count = page.getByTestId('results-count');

    await test.step('counts with Ukrainian plural forms', async () => {
      await page.goto('catalog?category=predmety-interieru&material=olovo');
      await waitForApp(page);
      await expect(count).toHaveText('1 товар');
      await page.goto('catalog?category=vazy&material=portseliana');
      await waitForApp(page);
      await expect(count).toHaveText('2 товари');
      await page.goto('catalog?category=mebli');
      await waitForApp(page);
      await expect(count).toHaveText('12 товарів');
    });

    // Each load adds one entry to the tab's history; cleaning the address in place adds none.
    const loadAddsOneEntry = async (path: string) => {
      const before = await page.evaluate(() => history.length);
      await page.goto(path);
      await waitForApp(page);
      return before + 1;
    };

    await test.step('ignores unknown values and a page out of range', async () => {
      const entries = await loadAddsOneEntry('catalog?category=nope&sort=cheap&page=999');
      await expect(count).toHaveText('250 товарів');
      await expect(
        page
          .getByRole('navigation', { name: 'Сторінки' })
          .getByRole('link', { name: 'Сторінка 21' }),
      ).toHaveAttribute('aria-current', 'page');
      await expect(cards(page)).toHaveCount(250 - 20 * 12);
      // The address says what is shown, in place: no entry to go Back through.
      await expect(page).toHaveURL(/\/catalog\?page=21$/);
      expect(await page.evaluate(() => history.length)).toBe(entries);
    });

    await test.step('drops from the address what it ignores, in place', async () => {
      for (const search of ['page=-1', 'min=-5&max=1e9', 'category=__proto__', 'sort=x&page=1']) {
        const entries = await loadAddsOneEntry(`catalog?${search}`);
        await expect(count).toHaveText('250 товарів');
        await expect(page, search).toHaveURL(/\/catalog$/);
        expect(await page.evaluate(() => history.length), search).toBe(entries);
      }
      const entries = await loadAddsOneEntry('catalog?page=2&max=99999999999999999999&q=');
      await expect(page).toHaveURL(/\/catalog\?max=5000&page=2$/);
      expect(await page.evaluate(() => history.length)).toBe(entries);
    });

    await test.step('a hand-edited range that is no range shows the whole catalogue', async () => {
      await page.goto('catalog?min=abc&max=-5');
      await waitForApp(page);
      await expect(count).toHaveText('250 товарів');
      await expect(page.getByRole('list', { name: 'Обрані фільтри' })).toHaveCount(0);
    });

    await test.step('shows an empty state that resets the query and filters', async () => {
      await page.goto('catalog?q=zzzzqqq&material=sklo');
      await waitForApp(page);
      await expect(count).toHaveText('0 товарів');
      await expect(page.getByText('Нічого не знайшлося')).toBeVisible();
      await expect(page.getByRole('group', { name: 'Ціна' })).toContainText(
        'За цими фільтрами товарів немає',
      );
      await page.getByRole('button', { name: 'Скинути фільтри та пошук' }).click();
      await expect(count).toHaveText('250 товарів');
      await expect(page).toHaveURL(/\/catalog$/);
    });
  });

  test('a chosen view typed by hand: its filter column, its chips, and each category’s pictures', async ({
    page,
  }) => {
    await test.step('the filter column is part of the page: nothing in it scrolls alone or clips a ring', async () => {
      await page.goto('catalog?category=vazy&min=500&max=1500');
      await waitForApp(page);
      const panel = page.locator('aside');
      await expect(panel.getByRole('group', { name: 'Матеріали' })).toBeVisible();
      expect(await panel.evaluate((aside) => aside.scrollHeight - aside.clientHeight)).toBeLessThan(
        1,
      );
      // The column's last stop, reached by keyboard from the first chip after it, is scrolled into view.
      await page.getByRole('button', { name: 'Прибрати: Вази' }).focus();
      await page.keyboard.press('Shift+Tab');
      const lastStop = page.locator(':focus');
      await expect(lastStop).toBeInViewport();
      expect(await lastStop.evaluate((element) => element.closest('aside') !== null)).toBe(true);
      for (const name of ['Ціна від', 'Ціна до']) {
        await panel.getByRole('textbox', { name }).focus();
        expect(await focusRingProblem(page), name).toBeNull();
      }
    });

    await test.step('chosen filters are taken back one by one or all at once; the heading follows', async () => {
      await page.goto(`catalog?q=${encodeURIComponent('ваза')}&category=vazy&min=500&max=3000`);
      await waitForApp(page);
      await expect(page.locator('main h1')).toHaveText('Вази');
      await expect(page).toHaveTitle('Вази — BON VINTAGE');
      const chosen = page.getByRole('list', { name: 'Обрані фільтри' });
      const priceChip = chosen.getByRole('button', { name: /^Прибрати: Ціна: 500–3\s000 ₴$/ });
      await priceChip.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\?q=[^&]+&category=vazy$/);
      await expect(chosen.getByRole('button')).toHaveCount(2);
      await expect(chosen.getByRole('button', { name: 'Прибрати: Пошук: «ваза»' })).toBeFocused();
      await chosen.getByRole('button', { name: 'Прибрати: Вази' }).click();
      await expect(page.locator('main h1')).toHaveText('Каталог');
      await expect(page).toHaveTitle('Каталог — BON VINTAGE');
      // Each removal was its own history entry.
      await page.goBack();
      await expect(page.locator('main h1')).toHaveText('Вази');
      await expect(chosen.getByRole('button')).toHaveCount(2);
      await page.getByRole('button', { name: 'Скинути все' }).click();
      await expect(page).toHaveURL(/\/catalog$/);
      await expect(page.getByTestId('results-count')).toHaveText('250 товарів');
      await expect(chosen).toHaveCount(0);
      await expect(page.locator('main h1')).toBeFocused();
    });

    await test.step('each category shows a picture of its own kind: an ashtray, a candlestick', async () => {
      for (const [slug, art] of [
        ['popilnychky', 'ashtray'],
        ['predmety-interieru', 'candlestick'],
      ]) {
        await page.goto(`catalog?category=${slug}`);
        await waitForApp(page);
        const picture = cards(page).first().locator('img');
        await expect(picture).toHaveAttribute(
          'src',
          new RegExp(`/images/products/${art}-\\d\\.svg$`),
        );
        await expect
          .poll(() =>
            picture.evaluate((img: HTMLImageElement) => img.complete && !img.dataset.failed),
          )
          .toBe(true);
      }
    });
  });
});

test.describe('catalogue on a tablet', () => {
  test.use({ viewport: { width: 1024, height: 800 } });
  test.describe.configure({ timeout: 90_000 });

  test('keeps the options behind the Фільтри button, and the grids hold three cards a row down to 768 px', async ({
    page,
  }) => {
    await page.goto('catalog');
    await waitForApp(page);

    await test.step('keeps the options behind the Фільтри button, closed by Escape', async () => {
      await expect(page.getByTestId('results-count')).toHaveText('250 товарів');
      const button = page.getByRole('button', { name: 'Фільтри', exact: true });
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('group', { name: 'Матеріали' })).toBeHidden();
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('heading', { name: 'Сортування та фільтри' })).toBeFocused();
      await panel.getByRole('radio', { name: 'Кришталь' }).check();
      await expect(page.getByTestId('results-count')).toHaveText('13 товарів');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('group', { name: 'Матеріали' })).toBeHidden();
      await expect(button).toBeFocused();
      // Three cards a row on a tablet.
      const tops = await page
        .getByTestId('product-card')
        .evaluateAll((list) => list.slice(0, 4).map((card) => card.getBoundingClientRect().top));
      expect(tops[0]).toBe(tops[2]);
      expect(tops[3]).toBeGreaterThan(tops[0]!);
    });

    for (const path of ['catalog', '']) {
      if (path === '') {
        await page.goto(path);
        await waitForApp(page);
      }
      for (const width of [1023, 768]) {
        await test.step(`at ${width} px the grid of /${path} holds at least three cards a row`, async () => {
          await page.setViewportSize({ width, height: 1024 });
          await expect(cards(page).first()).toBeVisible();
          expect(await firstRow(page), `/${path}`).toBeGreaterThanOrEqual(3);
        });
      }
    }
  });
});

/**
 * An owner's shop may list far more makers than the sample's 34: its goods
 * are given 200 (each a maker of its own, as a shop of single pieces has),
 * by rewriting the built list of makers and the goods' makers as they load.
 * The catalogue is then reached by a link, as its drawn page holds the build's
 * makers and would not hydrate with others.
 */
async function arriveWithTwoHundredMakers(page: Page): Promise<void> {
  const maker = (n: number) => ({ name: `Майстерня ${n}`, slug: `maisternia-${n}` });
  const listed = Array.from({ length: 200 }, (_, n) => maker(n + 1));
  const literal = `maker:[${listed.map(({ name, slug }) => `{name:\`${name}\`,slug:\`${slug}\`}`).join(',')}]`;
  await page.route(/\/BON-VINTAGE\/assets\/.+\.js$/, async (route) => {
    const response = await route.fetch();
    let body = await response.text();
    let goods = 0;
    body = body
      .replace(
        /maker:\[\{name:`[^`]*`,slug:`[^`]*`\}(?:,\{name:`[^`]*`,slug:`[^`]*`\})*\]/,
        literal,
      )
      .replace(/\\?"maker\\?":\\?"[^"\\]*\\?"/g, (found) =>
        found.replace(
          /(":\\?")[^"\\]*/,
          (_, open: string) => `${open}${maker((goods++ % 200) + 1).name}`,
        ),
      );
    await route.fulfill({ response, body });
  });
  await page.goto('aboutUs');
  await waitForApp(page);
  await page.getByTestId('burger-button').click();
  await page.getByTestId('burger-menu').getByRole('link', { name: 'КАТАЛОГ' }).click();
  await expect(page.locator('main h1')).toHaveText('Каталог');
}

async function arrive(page: Page): Promise<void> {
  await page.goto('catalog');
  await waitForApp(page);
}

const MAKER_LISTS = [
  { makers: 34, arrive },
  { makers: 200, arrive: arriveWithTwoHundredMakers },
];

for (const width of [320, 375]) {
  test.describe(`catalogue on a ${width} px phone`, () => {
    test.use({ viewport: { width, height: 700 } });
    test.describe.configure({ timeout: 90_000 });

    for (const { makers: total, arrive: arriveAtCatalogue } of MAKER_LISTS) {
      test(`folds ${total} makers, filters them as typed, and keeps the apply button in view`, async ({
        page,
      }) => {
        await arriveAtCatalogue(page);
        await page.getByRole('button', { name: 'Фільтри', exact: true }).click();
        const panel = page.locator('aside');
        const makers = panel.getByRole('group', { name: 'Виробник' });
        const apply = panel.getByRole('button', { name: /^Показати \d/ });
        const more = makers.getByRole('button', { name: `Показати всі (${total})` });
        const panelHeight = () =>
          panel.evaluate((element) => element.getBoundingClientRect().height);
        let unfiltered = 0;

        await test.step(`lists eight makers and the rest behind Показати всі (${total})`, async () => {
          // Once the whole list is here: the page was drawn with the build's figures.
          await expect(more).toHaveAttribute('aria-expanded', 'false');
          // `Усі виробники` and the eight that give most.
          await expect(makers.getByRole('radio')).toHaveCount(9);
          // With every one of the sample's makers listed the group was 1 410 px tall at 375 px.
          expect(
            await makers.evaluate((group) => group.getBoundingClientRect().height),
          ).toBeLessThan(500);
          unfiltered = await panelHeight();
        });

        await test.step('keeps the apply button in view wherever the panel is scrolled', async () => {
          await more.scrollIntoViewIfNeeded();
          await expect(apply).toBeInViewport();
          await panel.getByRole('group', { name: 'Категорії' }).scrollIntoViewIfNeeded();
          await expect(apply).toBeInViewport();
        });

        await test.step('unfolds into a field that filters the makers as typed, and says how many', async () => {
          await more.click();
          const field = makers.getByRole('searchbox', { name: 'Знайти в групі «Виробник»' });
          await expect(field).toBeFocused();
          // Every maker and `Усі виробники`, once all listed.
          await expect(makers.getByRole('radio')).toHaveCount(total + 1);
          const maker = (await makers.getByRole('radio').nth(1).getAttribute('value'))!;
          await field.fill(maker.toLowerCase());
          await expect(makers.getByRole('radio', { name: maker, exact: true })).toBeVisible();
          await expect(makers.getByRole('status')).toHaveText(
            new RegExp(`^Показано \\d+ з ${total}$`),
          );
          expect(await makers.getByRole('radio').count()).toBeLessThan(total + 1);
          // Nothing wider than the phone.
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth),
          ).toBeLessThanOrEqual(width);
          await makers.getByRole('button', { name: 'Згорнути' }).click();
          await expect(makers.getByRole('radio')).toHaveCount(9);
        });

        await test.step('after a category, lists only makers that give something, none struck out', async () => {
          await panel
            .getByRole('group', { name: 'Категорії' })
            .getByRole('radio', { name: 'Вази' })
            .check();
          await expect(page).toHaveURL(/\?category=vazy$/);
          const listed = makers.getByRole('radio');
          await expect(listed.first()).toBeVisible();
          expect(await makers.getByRole('radio', { disabled: true }).count()).toBe(0);
          // It grew from 2 534 to 6 090 px with the makers struck out.
          expect(await panelHeight()).toBeLessThanOrEqual(unfiltered);
          // Unfolded too, where the vases' makers are more than fit folded.
          const unfold = makers.getByRole('button', { name: /^Показати всі/ });
          if (await unfold.isVisible()) {
            await expect(unfold).not.toHaveText(`Показати всі (${total})`);
            await unfold.click();
            await expect(makers.getByRole('searchbox')).toBeFocused();
            expect(await makers.getByRole('radio', { disabled: true }).count()).toBe(0);
          }
          const maker = (await listed.nth(1).getAttribute('value'))!;
          await makers.getByRole('radio', { name: maker, exact: true }).check();
          await expect(page).toHaveURL(/\?category=vazy&maker=[a-z0-9-]+$/);
          await expect(apply).toBeInViewport();
        });
      });
    }
  });
}

test('the product list fails: each page says so in Ukrainian, and recovers on retry', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(...PRODUCT_DATA_ERRORS);
  const recover = await failProductData(page);
  // Favourites to show: an empty favourites page asks for no list.
  await seedStorage(page, persistedFavorites([1, 2]));
  for (const path of ['catalog?material=portseliana', 'favorite']) {
    await test.step(`/${path} says in Ukrainian when the products cannot be loaded`, async () => {
      await page.goto(path);
      await waitForApp(page);
      await expect(page.getByRole('alert')).toContainText('Не вдалося завантажити товари.');
      await expect(page.getByRole('button', { name: 'Спробувати ще раз' })).toBeVisible();
      await expect(page.getByTestId('product-card')).toHaveCount(0);
    });
  }

  await test.step('the product list fails, says so in Ukrainian and recovers on retry', async () => {
    // Without favourites, whose count would ask for the list again once the page is idle.
    await page.evaluate(() => localStorage.clear());
    // An address with a filter: the app draws it with the whole list.
    await page.goto('catalog?category=vazy');
    await waitForApp(page);
    await expect(page.getByRole('alert')).toContainText('Не вдалося завантажити товари.');
    await recover();
    await page.getByRole('button', { name: 'Спробувати ще раз' }).click();
    await expect(page.getByTestId('results-count')).toHaveText(/^\d+ товар/);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
  });
});
