import { PAGES } from '../scripts/pages.mjs';
import type { Page } from '@playwright/test';
import {
  expect,
  expectNoViolations,
  persistedFavorites,
  seedStorage,
  test,
  waitForApp,
  waitForWebFonts,
} from './fixtures';

/**
 * Axe-core finds no WCAG 2.0/2.1/2.2 A or AA violation on any route,
 * on a phone and on a desktop, nor with the burger menu, the fullscreen gallery
 * or the catalogue's filter panel open. The basket's order in each of its
 * states: e2e/basket.spec.ts.
 */

// Axe walks every control of a page (the catalogue's, with its facets' radios,
// can take 10 s on a busy 2-core machine), and a test here checks up to four pages.
test.describe.configure({ timeout: 180_000 });

/** Waits until the page has its content: no loading text, fonts in place. */
async function settle(page: Page) {
  await expect(page.locator('main')).not.toContainText('Завантаження...');
  await waitForWebFonts(page);
}

/** Every page of src/app/pages.ts, named by its module, a product's at product 1, as a first visit sees it. */
const ALL_PAGES = PAGES.map(({ path, module }) => ({
  name: `${module} page`,
  path: path,
}));
const isCatalogue = ({ path }: { path: string }) => path.startsWith('catalog');
const CATALOGUE_PAGES = ALL_PAGES.filter(isCatalogue);
const OTHER_PAGES = ALL_PAGES.filter((page) => !isCatalogue(page));

/** A price range and a category chosen: the chips of «Обрані фільтри» and the filled price fields. */
const FILTERED = 'catalog?category=vazy&min=500&max=3000';

/** The routes, in two groups of similar weight: one test each, per width. */
const ROUTES = {
  'the catalogue, filtered and not, and a product page': [
    ...CATALOGUE_PAGES,
    { name: 'catalogue of one category and a price range', path: FILTERED },
  ],
  'the other routes': [...OTHER_PAGES, { name: 'missing product', path: 'catalog/999999' }],
};

/**
 * States checked in the load of a route above, after the page as it opened: a
 * control opened, and axe again. Below 1440 px the catalogue's options are
 * behind the «Фільтри» button; at 1440 px they are a column, open already.
 */
const OPENED: Record<string, { name: string; below: number; open: (page: Page) => Promise<void> }> =
  {
    '': {
      name: 'the open burger menu',
      below: 1024,
      open: async (page) => {
        await page.getByTestId('burger-button').click();
        await expect(page.getByTestId('burger-menu')).toBeVisible();
      },
    },
    [FILTERED]: {
      name: 'the filter panel open, filters chosen',
      below: 1440,
      open: async (page) => {
        await expect(page.getByRole('list', { name: 'Обрані фільтри' })).toBeVisible();
        await page.getByRole('button', { name: 'Фільтри' }).click();
        await expect(page.getByRole('group', { name: 'Ціна' })).toBeVisible();
      },
    },
  };

for (const width of [375, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    // One tab goes through the routes, each loaded afresh, as a visitor's would.
    for (const [group, routes] of Object.entries(ROUTES)) {
      test(`${group} have no axe violations`, async ({ page }) => {
        for (const route of routes) {
          await test.step(route.name, async () => {
            await page.goto(route.path);
            await waitForApp(page);
            await settle(page);
            await expectNoViolations(page);
          });
          const opened = OPENED[route.path];
          if (opened && width < opened.below) {
            await test.step(`${route.name}: ${opened.name}`, async () => {
              await opened.open(page);
              await expectNoViolations(page);
            });
          }
        }
      });
    }

    test('the favourites page with saved products and the fullscreen gallery have no axe violations', async ({
      page,
    }) => {
      await seedStorage(page, persistedFavorites([1, 2, 5]));
      await page.goto('favorite');
      await waitForApp(page);
      await settle(page);
      await expect(page.getByTestId('product-card')).toHaveCount(3);
      await expectNoViolations(page);

      await page.goto('catalog/1');
      await waitForApp(page);
      await settle(page);
      await page.getByRole('button', { name: 'Відкрити на весь екран' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoViolations(page);
    });
  });
}

// At 375 and 1440 px the filter panel is checked in the catalogue's test above.
test.describe('at 1024 px', () => {
  test.use({ viewport: { width: 1024, height: 800 } });

  test('the catalogue with its filter panel open and filters chosen has no axe violations', async ({
    page,
  }) => {
    await page.goto(FILTERED);
    await waitForApp(page);
    await settle(page);
    await OPENED[FILTERED]!.open(page);
    await expectNoViolations(page);
  });
});
