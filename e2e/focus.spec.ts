import type { Page } from '@playwright/test';
import {
  expect,
  focusRingProblem,
  persistedFavorites,
  readSavedFavorites,
  searchField,
  seedStorage,
  test,
  waitForApp,
} from './fixtures';

/**
 * Where keyboard focus goes: never to <body> after an action, to the new
 * page's heading after a change of page, never hidden under the sticky
 * header, and always drawn, in forced colours too.
 */

const heading = (page: Page) => page.locator('main h1');
const card = (page: Page, id: number) =>
  page.locator(`[data-testid="product-card"][data-product-id="${id}"]`);
const focusedTag = (page: Page) =>
  page.evaluate(() => document.activeElement?.tagName.toLowerCase() ?? '');

test.describe.configure({ timeout: 120_000 });

test('the first Tab offers to skip the header, and Enter takes focus to the page itself', async ({
  page,
}) => {
  await page.goto('catalog');
  await waitForApp(page);
  const skip = page.getByRole('link', { name: 'Перейти до вмісту' });
  await expect(skip).not.toBeInViewport();
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  expect((await skip.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  expect(await focusRingProblem(page)).toBeNull();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  // No history entry, no fragment: Back still leaves the page.
  await expect(page).toHaveURL(/\/catalog$/);
  await page.keyboard.press('Tab');
  expect(
    await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement)),
  ).toBe(true);
});

test.describe('after a change of page, focus is on the new page’s heading', () => {
  test('following a card link, choosing a suggestion, submitting a search', async ({ page }) => {
    await page.goto('catalog');
    await waitForApp(page);

    await test.step('following a card link', async () => {
      await card(page, 3).getByRole('link').focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/catalog\/3$/);
      await expect(heading(page)).toHaveText(/^King size /);
      await expect(heading(page)).toBeFocused();
      // Back: the catalogue's heading.
      await page.goBack();
      await expect(heading(page)).toHaveText('Каталог');
      await expect(heading(page)).toBeFocused();
    });

    await test.step('choosing a suggestion', async () => {
      await searchField(page).fill('ваз');
      await expect(page.getByRole('option').first()).toBeVisible();
      await searchField(page).press('ArrowDown');
      await searchField(page).press('Enter');
      await expect(page).toHaveURL(/\/catalog\/\d+$/);
      await expect(heading(page)).toHaveText(/^King size /);
      await expect(heading(page)).toBeFocused();
    });

    await test.step('submitting a search, from another page and on the catalogue', async () => {
      await searchField(page).fill('ваза');
      await searchField(page).press('Enter');
      await expect(page).toHaveURL(/\/catalog\?q=/);
      await expect(heading(page)).toBeFocused();
      await expect(page.locator('header')).toHaveAttribute('data-search-active', 'false');

      await searchField(page).fill('чашка');
      await searchField(page).press('Enter');
      await expect(page).toHaveURL(/\/catalog\?q=%D1%87/);
      await expect(heading(page)).toBeFocused();
    });
  });
});

test.describe('after the control is gone, focus stays in the page', () => {
  test('adding a shared list, removing favourites, resetting and paging the catalogue', async ({
    page,
  }) => {
    await page.goto('favorite?ids=4,7,9');
    await waitForApp(page);

    await test.step('adding a shared list to one’s own favourites', async () => {
      const addAll = page.getByRole('button', { name: 'Додати все до моїх вподобаних' });
      await addAll.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').filter({ hasText: 'Додано: 3 товари' })).toBeVisible();
      await expect(addAll).toBeFocused();
      await expect(addAll).toHaveAttribute('aria-disabled', 'true');
    });

    await test.step('removing favourites with the keyboard moves focus to the neighbour, then the heading', async () => {
      await page.getByRole('link', { name: 'До моїх вподобаних' }).click();
      await expect(heading(page)).toHaveText('Вподобані');
      await expect(card(page, 9)).toBeVisible();
      await card(page, 7).getByTestId('favorite-toggle').focus();
      await page.keyboard.press('Enter');
      await expect(card(page, 7)).toHaveCount(0);
      await expect(card(page, 9).getByTestId('favorite-toggle')).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(card(page, 4).getByTestId('favorite-toggle')).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByText('Тут поки порожньо')).toBeVisible();
      await expect(heading(page)).toBeFocused();
      await expect.poll(() => readSavedFavorites(page)).toEqual([]);
    });

    await test.step('resetting the catalogue’s filters and search', async () => {
      await page.goto('catalog?q=zzzzqqq&material=sklo');
      await waitForApp(page);
      const reset = page.getByRole('button', { name: 'Скинути фільтри та пошук' });
      await reset.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('results-count')).toHaveText('250 товарів');
      await expect(heading(page)).toBeFocused();
    });

    await test.step('changing the catalogue’s page: focus on the visible heading, scrolled to it', async () => {
      const pages = page.getByRole('navigation', { name: 'Сторінки' });
      await pages.getByRole('link', { name: 'Сторінка 2', exact: true }).focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/page=2$/);
      await expect(heading(page)).toBeFocused();
      await expect(heading(page)).toBeInViewport();
      expect(await focusedTag(page)).toBe('h1');
    });
  });

  // Its own page: every script of it finds the storage refused.
  test('closing the storage notice', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('Access is denied for this document.', 'SecurityError');
        },
      });
    });
    await page.goto('aboutUs');
    await waitForApp(page);
    const close = page.getByRole('button', { name: 'Закрити повідомлення' });
    await close.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('storage-notice')).toHaveCount(0);
    await expect(heading(page)).toBeFocused();
  });
});

/**
 * Presses `key` `stops` times, and after each press hands the focused element
 * to `check` (in the page); stops early when focus leaves the document.
 */
async function tabThrough(
  page: Page,
  key: 'Tab' | 'Shift+Tab',
  stops: number,
  check: (element: Element) => string | null,
) {
  for (let i = 0; i < stops; i += 1) {
    await page.keyboard.press(key);
    const problem = await page.evaluate((source) => {
      const element = document.activeElement;
      if (!element || element === document.body) return 'left';
      return (new Function(`return (${source})`)() as (e: Element) => string | null)(element);
    }, check.toString());
    if (problem === 'left') return;
    expect(problem).toBeNull();
  }
}

/** Why the focused element is not clear of the sticky header and inside the window, or null. */
const hiddenFocus = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement!;
    const header = document.querySelector('header')!.getBoundingClientRect();
    const box = element.getBoundingClientRect();
    return box.top >= header.bottom - 0.5 && box.bottom <= window.innerHeight + 0.5
      ? null
      : `${element.tagName} ${element.getAttribute('aria-label') ?? element.textContent?.slice(0, 30)}: ${Math.round(box.top)}–${Math.round(box.bottom)}, the header ends at ${Math.round(header.bottom)}`;
  });

/** Scrolls so that the element's upper half lies under the sticky header. */
const tuckUnderHeader = (page: Page, selector: string) =>
  page.evaluate((selector) => {
    const header = document.querySelector('header')!.getBoundingClientRect();
    const box = document.querySelector(selector)!.getBoundingClientRect();
    window.scrollBy(0, box.top + box.height / 2 - header.bottom);
  }, selector);

test.describe('at 200 % zoom (640 × 400 at device scale 2)', () => {
  test.use({ viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 });

  test('a product’s photo takes at most three quarters of the short window, its price on the next screen', async ({
    page,
  }) => {
    await page.goto('catalog/1');
    await waitForApp(page);
    const stage = (await page.getByTestId('gallery-stage').boundingBox())!;
    expect(stage.height).toBeLessThanOrEqual(400 * 0.75 + 1);
    // It was 790 px tall, and the price more than 1 100 px down.
    const price = (await page.getByTestId('product-price').boundingBox())!;
    expect(price.y + price.height).toBeLessThanOrEqual(2 * 400);
  });

  test('focus is never hidden under the one-row header: Forward, removing favourites, Tab', async ({
    page,
  }) => {
    await seedStorage(page, persistedFavorites([4, 7]));
    await page.goto('aboutUs');
    await waitForApp(page);

    await test.step('focus the app moves is never left under the header: Forward to a page, removing favourites', async () => {
      await page.getByRole('link', { name: 'Вподобані', exact: true }).click();
      await expect(card(page, 7)).toBeVisible();
      await expect(heading(page)).toBeFocused();
      await tuckUnderHeader(page, 'main h1');
      await page.goBack();
      await expect(heading(page)).toHaveText('Про нас');
      await page.goForward();
      await expect(heading(page)).toHaveText('Вподобані');
      await expect(heading(page)).toBeFocused();
      expect(await hiddenFocus(page)).toBeNull();

      await card(page, 7).getByTestId('favorite-toggle').focus();
      await tuckUnderHeader(page, '[data-product-id="4"] [data-testid="favorite-toggle"]');
      await page.keyboard.press('Enter');
      await expect(card(page, 4).getByTestId('favorite-toggle')).toBeFocused();
      expect(await hiddenFocus(page)).toBeNull();
      await tuckUnderHeader(page, 'main h1');
      await page.keyboard.press('Enter');
      await expect(page.getByText('Тут поки порожньо')).toBeVisible();
      await expect(heading(page)).toBeFocused();
      expect(await hiddenFocus(page)).toBeNull();
    });

    // Loaded afresh: the Tab walk starts at the top of the page.
    await page.goto('catalog');
    await waitForApp(page);

    await test.step('the header takes one row of a short screen', async () => {
      const header = await page.locator('header').boundingBox();
      expect(header!.height).toBeLessThanOrEqual(400 * 0.2);
    });

    await test.step('no Tab stop of the catalogue hides under the sticky header, forwards or back, nor has its ring cut at the foot', async () => {
      const hiddenUnderHeader = (element: Element) => {
        if (element.closest('header')) return null;
        const header = document.querySelector('header')!.getBoundingClientRect();
        const box = element.getBoundingClientRect();
        const name = `${element.tagName} ${element.getAttribute('aria-label') ?? element.textContent?.slice(0, 30)}`;
        const visible = Math.min(box.bottom, window.innerHeight) - Math.max(box.top, header.bottom);
        if (visible < Math.min(box.height, 16)) return `${name}: ${Math.round(visible)} px visible`;
        // One that fits between the header and the foot shows its focus ring whole.
        const style = getComputedStyle(element);
        const reach = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
        const fits = box.height + 2 * reach <= window.innerHeight - header.bottom;
        return !fits || box.bottom + reach <= window.innerHeight + 0.5
          ? null
          : `${name}: its focus ring ends ${Math.round(box.bottom + reach - window.innerHeight)} px below the window`;
      };
      await tabThrough(page, 'Tab', 45, hiddenUnderHeader);
      await tabThrough(page, 'Shift+Tab', 30, hiddenUnderHeader);
    });
  });
});

test('a product card’s focus ring shows whole, wherever cards are, in forced colours too', async ({
  page,
}) => {
  await seedStorage(page, persistedFavorites([4, 7]));
  for (const path of ['', 'catalog', 'favorite', 'catalog/1']) {
    await page.goto(path);
    await waitForApp(page);
    // By keyboard: onto the last card's link from the control before it.
    await page.getByTestId('product-card').last().getByRole('link').focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('product-card').last().getByRole('link')).toBeFocused();
    for (const forcedColors of ['none', 'active'] as const) {
      await test.step(`on /${path}${forcedColors === 'active' ? ', in forced colours' : ''}`, async () => {
        await page.emulateMedia({ forcedColors });
        expect(await focusRingProblem(page), `/${path}`).toBeNull();
      });
    }
    await page.emulateMedia({ forcedColors: 'none' });
  }
});

test('in forced colours, every Tab stop of the catalogue and a product draws a real outline', async ({
  page,
}) => {
  await page.emulateMedia({ forcedColors: 'active' });
  for (const path of ['catalog', 'catalog/1']) {
    await test.step(`every Tab stop of /${path} draws a real outline`, async () => {
      await page.goto(path);
      await waitForApp(page);
      await tabThrough(page, 'Tab', 40, (element) => {
        const style = getComputedStyle(element);
        const drawn =
          style.outlineStyle !== 'none' &&
          parseFloat(style.outlineWidth) >= 2 &&
          style.outlineColor !== 'rgba(0, 0, 0, 0)';
        return drawn
          ? null
          : `${element.tagName} ${element.getAttribute('aria-label') ?? ''}: ${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`;
      });
    });
  }
});
