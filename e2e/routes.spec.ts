import type { Page, Request } from '@playwright/test';
import { expect, holdChunk, test, waitForApp } from './fixtures';
import { chunkOf, PRODUCT_DATA } from './first-load';
import { SAMPLE_PAGES, samplePage } from './pages';

test.describe('routes under /BON-VINTAGE/', () => {
  test.describe.configure({ timeout: 120_000 });

  const openDirectly = (page: Page, route: (typeof SAMPLE_PAGES)[number]) =>
    test.step(`opens /${route.path} directly and renders its page in the layout`, async () => {
      await page.goto(route.path);
      await expect(page).toHaveURL(new RegExp(`/BON-VINTAGE/${route.path}$`));
      await expect(page.locator('main h1')).toHaveText(route.heading);
      await expect(page).toHaveTitle(route.title);
      await expect(page.locator('header')).toBeVisible();
      await expect(page.locator('footer')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
    });

  test('opens each page directly and from the main navigation, at the top or, reloaded, where it was', async ({
    page,
  }) => {
    const home = samplePage('home');
    const catalog = samplePage('catalog');
    const favorite = samplePage('favorite');
    const aboutUs = samplePage('about-us');
    // Held from the first load: the about page's chunk is asked for only on the click.
    const release = await holdChunk(page, 'src/app/routes/about-us.tsx');
    await openDirectly(page, home);

    await test.step('shows Завантаження... in main while a page chunk loads', async () => {
      // A click before the app runs follows the link as plain HTML.
      await waitForApp(page);
      await page
        .getByRole('navigation', { name: 'Основна навігація' })
        .getByRole('link', { name: 'ПРО НАС' })
        .click();
      await expect(page.locator('main')).toHaveText('Завантаження...');
      release();
      await expect(page.locator('main h1')).toHaveText('Про нас');
    });

    await test.step('navigates between the four pages from the main navigation', async () => {
      const nav = page.getByRole('navigation', { name: 'Основна навігація' });
      await nav.getByRole('link', { name: 'ГОЛОВНА' }).click();
      await expect(page).toHaveURL(/\/BON-VINTAGE\/$/);
      await nav.getByRole('link', { name: 'КАТАЛОГ' }).click();
      await expect(page).toHaveURL(/\/BON-VINTAGE\/catalog$/);
      await expect(page.locator('main h1')).toHaveText('Каталог');
      await expect(nav.getByRole('link', { name: 'КАТАЛОГ' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await nav.getByRole('link', { name: 'ПРО НАС' }).click();
      await expect(page.locator('main h1')).toHaveText('Про нас');
      await nav.getByRole('link', { name: 'ВПОДОБАНІ' }).click();
      await expect(page.locator('main h1')).toHaveText('Вподобані');
      await nav.getByRole('link', { name: 'ГОЛОВНА' }).click();
      await expect(page).toHaveURL(/\/BON-VINTAGE\/$/);
    });

    await openDirectly(page, catalog);
    await test.step('the catalogue receives the 250 generated products', async () => {
      await expect(page.getByTestId('results-count')).toHaveText('250 товарів');
    });
    await test.step('an empty favourites page, the about page and an empty basket, opened directly, ask for no product list', async () => {
      const list = chunkOf(PRODUCT_DATA)!;
      const asked: string[] = [];
      const watch = (request: Request) => {
        if (request.url().endsWith(list)) asked.push(page.url());
      };
      page.on('request', watch);
      await openDirectly(page, favorite);
      await waitForApp(page);
      await expect(page.getByText('Тут поки порожньо')).toBeVisible();
      await openDirectly(page, aboutUs);
      await page.goto('basket');
      await waitForApp(page);
      await expect(page.getByText('Кошик порожній')).toBeVisible();
      // Each page is on screen, its stored favourites or basket read (src/app/hydration.ts).
      await expect(page.locator('html')).toHaveAttribute('data-page-shown', '');
      page.off('request', watch);
      expect(asked).toEqual([]);
    });

    await test.step('a new address opens at the top; a reload keeps the place', async () => {
      await page.goto('catalog');
      await waitForApp(page);
      await expect(page.getByTestId('product-card')).toHaveCount(12);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
      // As if typed in the address bar: a new document, a new history entry.
      await page.goto('aboutUs');
      await waitForApp(page);
      await expect(page.locator('main h1')).toHaveText('Про нас');
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      await page.evaluate(() => window.scrollTo(0, 400));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
      await page.reload();
      await waitForApp(page);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
    });

    // Every other page of src/app/pages.ts (a product's, the basket, any page added later).
    const opened = [home, catalog, favorite, aboutUs];
    for (const route of SAMPLE_PAGES.filter((route) => !opened.includes(route)))
      await openDirectly(page, route);
  });

  test('an address with no page of its own shows Завантаження... and keeps what is typed; an unknown one leads to /', async ({
    page,
  }) => {
    await test.step('shows Завантаження... on a first visit to an address with no page of its own, keeping what the visitor types in the header', async () => {
      // The build writes a page for each product; any other id gets the shell.
      const release = await holdChunk(page, 'src/app/routes/product.tsx');
      await page.goto('catalog/9999');
      await expect(page.locator('main')).toHaveText('Завантаження...');
      // The shell serves every address, so it marks no page as current.
      await expect(page.locator('header nav a[aria-current]')).toHaveCount(0);
      const search = page.getByRole('search').getByRole('combobox');
      await search.click();
      await page.keyboard.type('чашка');
      release();
      await expect(page.locator('main h1')).toHaveText('Товар не знайдено');
      // In the header's nav and in the burger menu's.
      await expect(page.locator('header nav a[aria-current="page"]')).toHaveText([
        'КАТАЛОГ',
        'КАТАЛОГ',
      ]);
      // The header stayed mounted when the page arrived: same field, same text, still focused.
      await expect(search).toHaveValue('чашка');
      await expect(search).toBeFocused();
    });

    for (const unknown of ['no-such-page', 'catalog/1/extra', 'sing%20up']) {
      await test.step(`redirects the unknown path /${unknown} to /`, async () => {
        await page.goto(unknown);
        await expect(page).toHaveURL(/\/BON-VINTAGE\/$/);
        await expect(page.locator('main h1')).toHaveText('BON VINTAGE');
      });
    }
  });

  test('shows the error page when a page fails, and works again after going home', async ({
    page,
    allowConsoleErrors,
  }) => {
    // Break the catalogue route's own chunk (found in the build manifest, as shared
    // chunks may also be named catalog-*): the lazy route fails as a page that throws would.
    const catalogChunk = chunkOf('src/app/routes/catalog.tsx');
    expect(catalogChunk).toBeDefined();
    await page.route(`**/BON-VINTAGE/${catalogChunk}`, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("boom")' }),
    );
    allowConsoleErrors('boom', 'Failed to fetch dynamically imported module');
    await page.goto('');
    await page
      .getByRole('navigation', { name: 'Основна навігація' })
      .getByRole('link', { name: 'КАТАЛОГ' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Unexpected Application Error!',
    );
    await expect(page.locator('main')).toContainText('Щось пішло не так');
    await expect(page.locator('main')).not.toContainText('boom');
    await page.getByRole('link', { name: 'На головну' }).click();
    await expect(page).toHaveURL(/\/BON-VINTAGE\/$/);
    await expect(page.locator('main h1')).toHaveText('BON VINTAGE');
  });
});
