import { expect, test } from './fixtures';

/**
 * GitHub Pages has no SPA fallback: a deep link gets 404.html with status 404.
 * Its external script (public/spa-fallback.js) carries the address over to the
 * app, which restores it before the router starts (src/app/restore-deep-link.ts).
 * This project serves dist/ exactly like that (scripts/serve-static.mjs).
 */

const DEEP_LINKS = [
  { path: 'catalog', heading: 'Каталог', title: 'Каталог — BON VINTAGE' },
  {
    // A page that exists (33 sets of tableware, 12 a page): a page past the
    // last would rightly be corrected in the address.
    path: 'catalog?category=servizy&page=2',
    heading: 'Сервізи',
    title: 'Сервізи — BON VINTAGE',
  },
  { path: 'aboutUs#delivery', heading: 'Про нас', title: 'Про нас — BON VINTAGE' },
  { path: 'favorite', heading: 'Вподобані', title: 'Вподобані — BON VINTAGE' },
] as const;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('deep links on a host that answers with 404.html', () => {
  // Chromium logs the 404 of the deep link's own document, as it would on Pages.
  test.beforeEach(({ allowConsoleErrors }) =>
    allowConsoleErrors('the server responded with a status of 404'),
  );

  test.describe.configure({ timeout: 120_000 });

  test('a deep link opens its page, with its path, query, hash and products, and Back skips the fallback', async ({
    page,
    request,
  }) => {
    await test.step('the host really answers a deep link with 404.html and its external script', async () => {
      const response = await request.get('no-such-page?from=share');
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).toContain('<script src="/BON-VINTAGE/spa-fallback.js"></script>');
      // No inline script: the strict CSP allows none.
      expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
      expect((await request.get('spa-fallback.js')).status()).toBe(200);
    });

    for (const link of DEEP_LINKS) {
      await test.step(`opens /${link.path} and keeps its path, query and hash`, async () => {
        await page.goto(link.path);
        await expect(page).toHaveURL(new RegExp(`/BON-VINTAGE/${escape(link.path)}$`));
        await expect(page.locator('main h1')).toHaveText(link.heading);
        await expect(page).toHaveTitle(link.title);
        expect(page.url()).not.toContain('spa-path');
      });
    }

    await test.step('the catalogue opened through the fallback has its products', async () => {
      await page.goto('catalog?category=vazy&page=2');
      await expect(page.locator('main h1')).toHaveText('Вази');
      await expect(page.getByTestId('results-count')).toBeVisible();
    });

    await test.step('Back after a restored deep link does not return to the fallback page', async () => {
      await page.goto('aboutUs');
      await expect(page.locator('main h1')).toHaveText('Про нас');
      await page.goto('catalog');
      await expect(page.locator('main h1')).toHaveText('Каталог');
      await page.goBack();
      await expect(page).toHaveURL(/\/BON-VINTAGE\/aboutUs$/);
      await expect(page.locator('main h1')).toHaveText('Про нас');
    });
  });

  test('an address outside the shop’s pages lands on the home page', async ({ page }) => {
    for (const entry of ['', 'shell.html']) {
      await test.step(`a spa-path that climbs out of the base path lands on the home page (/${entry})`, async () => {
        const escape = encodeURIComponent('/BON-VINTAGE/../other-project/login');
        await page.goto(`${entry}?spa-path=${escape}`);
        await expect(page).toHaveURL(/\/BON-VINTAGE\/$/);
        await expect(page.locator('main h1')).toHaveText('BON VINTAGE');
      });
    }

    await test.step('an unknown path lands on the home page', async () => {
      await page.goto('no-such-page?x=1');
      await expect(page).toHaveURL(/\/BON-VINTAGE\/$/);
      await expect(page.locator('main h1')).toHaveText('BON VINTAGE');
    });
  });
});
