import type { Page } from '@playwright/test';
import { expect, searchField, test, waitForApp } from './fixtures';

/**
 * An installed clock keeps flowing in real time until paused, so a slow first
 * render would eat into the 10 s wait. Paused, only runFor moves it.
 */
async function pauseClock(page: Page) {
  const start = new Date('2026-11-21T10:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1_000));
}

/** Header, burger menu, search, delivery link and footer (docs/product.md). */

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Основна навігація' });
const burgerButton = (page: Page) => page.getByTestId('burger-button');
const burgerMenu = (page: Page) => page.getByTestId('burger-menu');
const rootOverflow = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).overflow);
const activeId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

test.describe('header layout by width', () => {
  // One page, resized and walked through: the header follows the width by CSS
  // alone, with no new load.
  test.describe.configure({ timeout: 90_000 });

  test('the nav moves into the burger menu below 1440 px; the header’s links and the active entry', async ({
    page,
  }) => {
    await page.goto('');
    await waitForApp(page);

    for (const width of [1440, 1920]) {
      await test.step(`at ${width} px the nav sits in the header and the burger is hidden`, async () => {
        await page.setViewportSize({ width, height: 800 });
        await expect(mainNav(page)).toBeVisible();
        await expect(mainNav(page).getByRole('link')).toHaveText([
          'ГОЛОВНА',
          'КАТАЛОГ',
          'ВПОДОБАНІ',
          'ПРО НАС',
          'УВІЙТИ',
        ]);
        await expect(burgerButton(page)).toBeHidden();
        await expect(page.getByRole('search')).toBeVisible();
        // Header items sit on one row.
        const boxes = await Promise.all(
          [
            page.getByRole('link', { name: /головна сторінка/ }).first(),
            mainNav(page),
            page.getByRole('search'),
          ].map((locator) => locator.boundingBox()),
        );
        const tops = boxes.map((box) => box!.y + box!.height / 2);
        for (const top of tops) expect(Math.abs(top - tops[0]!)).toBeLessThan(12);
      });
    }

    for (const width of [1439, 1024, 375]) {
      await test.step(`at ${width} px the nav is in the burger menu`, async () => {
        await page.setViewportSize({ width, height: 800 });
        await expect(burgerButton(page)).toBeVisible();
        await expect(mainNav(page)).toBeHidden();
        await expect(page.getByRole('search')).toBeVisible();
        await expect(page.getByRole('link', { name: 'Вподобані', exact: true })).toBeVisible();
        await expect(burgerMenu(page)).toBeHidden();
      });
    }
    await page.setViewportSize({ width: 1440, height: 900 });

    await test.step('social icons are external links that open in a new tab', async () => {
      const header = page.locator('header').first();
      for (const [name, host] of [
        ['Etsy', 'etsy.com'],
        ['Instagram', 'instagram.com'],
      ] as const) {
        const link = header.getByRole('link', { name: new RegExp(`^${name}`) });
        await expect(link).toHaveAttribute('href', new RegExp(host));
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
    });

    await test.step('marks the active entry with aria-current and keeps the spec’s sign-in target', async () => {
      await mainNav(page).getByRole('link', { name: 'КАТАЛОГ' }).click();
      await expect(page).toHaveURL(/\/catalog$/);
      await expect(mainNav(page).getByRole('link', { name: 'КАТАЛОГ' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(mainNav(page).locator('[aria-current="page"]')).toHaveCount(1);
      await expect(mainNav(page).getByRole('link', { name: 'УВІЙТИ' })).toHaveAttribute(
        'href',
        '/BON-VINTAGE/sing up',
      );
    });
  });
});

/**
 * The controls in `selectors` that cannot be hit all over a 44 × 44 px square
 * around their centre (their hit area may be larger than what is drawn).
 */
const smallTargets = (page: Page, selectors: string) =>
  page.evaluate((selectors) => {
    const misses: string[] = [];
    for (const control of Array.from(document.querySelectorAll(selectors))) {
      if (control.getClientRects().length === 0) continue;
      if (!control.closest('header')) control.scrollIntoView({ block: 'center' });
      const box = control.getBoundingClientRect();
      const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
      for (const [dx, dy] of [
        // 21 px: the browser rounds the point to whole pixels.
        [-21, 0],
        [21, 0],
        [0, -21],
        [0, 21],
      ] as const) {
        const hit = document.elementFromPoint(x + dx, y + dy);
        if (!hit || !control.contains(hit)) {
          const name = control.getAttribute('aria-label') ?? control.textContent?.trim();
          misses.push(
            `${control.tagName} ${name}: ${Math.round(box.width)}×${Math.round(box.height)}`,
          );
          break;
        }
      }
    }
    return misses;
  }, selectors);

// Not the skip link: out of sight until focused (e2e/focus.spec.ts measures it then).
const HEADER_CONTROLS = 'header a:not([href="#main"]), header button, header input';

test.describe('on a phone', () => {
  test.describe.configure({ timeout: 60_000 });

  test('every control of the header and the pagination can be hit 44 px wide, at 375 and 320 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('catalog?page=10');
    await waitForApp(page);

    await test.step('at 375 px every control of the header and the pagination can be hit 44 px wide', async () => {
      await expect(page.getByRole('link', { name: 'Сторінка 10' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      expect(await smallTargets(page, `${HEADER_CONTROLS}, nav[aria-label="Сторінки"] a`)).toEqual(
        [],
      );
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(375);
    });

    await test.step('at 320 px the wordmark and the header’s icons share one row, each icon 44 px wide', async () => {
      await page.setViewportSize({ width: 320, height: 700 });
      const wordmark = await page
        .getByRole('link', { name: /головна сторінка/ })
        .first()
        .boundingBox();
      const icons = page.locator(
        'header :is(a[aria-label="Вподобані"], [data-testid="burger-button"], button[disabled]):visible',
      );
      expect(await icons.count()).toBeGreaterThanOrEqual(2);
      for (const box of await icons.evaluateAll((list) =>
        list.map((icon) => icon.getBoundingClientRect().toJSON() as DOMRect),
      )) {
        const middle = box.y + box.height / 2;
        expect(middle).toBeGreaterThan(wordmark!.y);
        expect(middle).toBeLessThan(wordmark!.y + wordmark!.height);
      }
      expect(await smallTargets(page, `${HEADER_CONTROLS}, nav[aria-label="Сторінки"] a`)).toEqual(
        [],
      );
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(320);
    });
  });
});

test.describe('burger menu', () => {
  test.use({ viewport: { width: 1200, height: 800 } });
  test.describe.configure({ timeout: 90_000 });

  test('opens and closes by the button, by Esc, by a change of route or of width; focus stays in it', async ({
    page,
  }) => {
    await page.goto('');
    await waitForApp(page);

    await test.step('opens and closes by the button, switching icon state and scroll lock', async () => {
      await expect(burgerButton(page)).toHaveAttribute('aria-expanded', 'false');
      await expect(burgerButton(page)).toHaveAttribute('aria-controls', 'burger-menu');
      const before = await rootOverflow(page);

      await burgerButton(page).click();
      const menu = burgerMenu(page);
      await expect(menu).toBeVisible();
      await expect(menu).toHaveAttribute('id', 'burger-menu');
      // A native modal dialog: the browser keeps focus in it and makes the page behind inert.
      expect(
        await page
          .getByRole('dialog', { name: 'Меню' })
          .evaluate((dialog) => dialog instanceof HTMLDialogElement && dialog.matches(':modal')),
      ).toBe(true);
      await expect(burgerButton(page)).toHaveAttribute('aria-expanded', 'true');
      await expect(burgerButton(page)).toHaveAccessibleName('Закрити меню');
      await expect(menu.getByRole('link')).toContainText([
        'ГОЛОВНА',
        'КАТАЛОГ',
        'ВПОДОБАНІ',
        'ПРО НАС',
      ]);
      await expect(menu.getByRole('button', { name: 'УВІЙТИ' })).toBeVisible();
      await expect(menu.getByRole('link', { name: /^Etsy/ })).toBeVisible();
      await expect(menu.getByRole('link', { name: /^Instagram/ })).toBeVisible();
      await expect(
        menu.getByRole('link', { name: 'Про доставку та способи оплати' }),
      ).toHaveAttribute('href', '/BON-VINTAGE/aboutUs#delivery');
      expect(await rootOverflow(page)).toBe('hidden');
      const scrollBefore = await page.evaluate(() => window.scrollY);
      await page.mouse.wheel(0, 600);
      expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);

      await burgerButton(page).click();
      await expect(burgerMenu(page)).toBeHidden();
      await expect(burgerButton(page)).toHaveAttribute('aria-expanded', 'false');
      await expect(burgerButton(page)).toHaveAccessibleName('Відкрити меню');
      expect(await rootOverflow(page)).toBe(before);
    });

    await test.step('Esc closes it and gives focus back to the burger button', async () => {
      await burgerButton(page).click();
      await expect(burgerMenu(page).getByRole('link', { name: 'ГОЛОВНА' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(burgerMenu(page)).toBeHidden();
      await expect(burgerButton(page)).toBeFocused();
      expect(await rootOverflow(page)).toBe('visible');
    });

    await test.step('keeps focus inside while open', async () => {
      await burgerButton(page).click();
      const menu = burgerMenu(page);
      const delivery = menu.getByRole('link', { name: 'Про доставку та способи оплати' });
      await delivery.focus();
      // Past the last item a native modal dialog hands focus to the browser's own
      // controls (nothing in the page has it), and the next Tab brings it back.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
      await page.keyboard.press('Tab');
      await expect(burgerButton(page)).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(menu.getByRole('link', { name: 'ГОЛОВНА' })).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(burgerButton(page)).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(delivery).toBeFocused();
      // Walking forward through every item never reaches the page behind.
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press('Tab');
        const inside = await page.evaluate(
          () =>
            document.getElementById('burger-menu')?.contains(document.activeElement) ||
            document.activeElement === document.body,
        );
        expect(inside).toBe(true);
      }
    });

    await test.step('closes by itself when the window grows past 1439 px', async () => {
      // Still open from the step before.
      await expect(burgerMenu(page)).toBeVisible();
      await page.setViewportSize({ width: 1500, height: 800 });
      await expect(burgerMenu(page)).toBeHidden();
      expect(await rootOverflow(page)).toBe('visible');
      await expect(mainNav(page)).toBeVisible();
      await page.setViewportSize({ width: 1200, height: 800 });
    });

    await test.step('closes when an entry is chosen, and the sign-in item has no target', async () => {
      await burgerButton(page).click();
      await burgerMenu(page).getByRole('link', { name: 'КАТАЛОГ' }).click();
      await expect(page).toHaveURL(/\/catalog$/);
      await expect(burgerMenu(page)).toBeHidden();
      expect(await rootOverflow(page)).toBe('visible');

      await burgerButton(page).click();
      await expect(burgerMenu(page).getByRole('link', { name: 'КАТАЛОГ' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await burgerMenu(page).getByRole('button', { name: 'УВІЙТИ' }).click();
      await expect(burgerMenu(page)).toBeHidden();
      await expect(page).toHaveURL(/\/catalog$/);
    });

    await test.step('closes on any change of route, even one the menu did not make', async () => {
      await page.setViewportSize({ width: 375, height: 700 });
      await burgerButton(page).click();
      await burgerMenu(page).getByRole('link', { name: 'ПРО НАС' }).click();
      await expect(page.locator('main h1')).toHaveText('Про нас');
      const before = await rootOverflow(page);
      await page.getByRole('contentinfo').getByRole('link', { name: 'Контакти' }).click();
      await expect(page).toHaveURL(/\/aboutUs#contacts$/);
      await burgerButton(page).click();
      await expect(burgerMenu(page)).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(/\/aboutUs$/);
      await expect(burgerMenu(page)).toBeHidden();
      await expect(burgerButton(page)).toHaveAttribute('aria-expanded', 'false');
      expect(await rootOverflow(page)).toBe(before);

      await burgerButton(page).click();
      await expect(burgerMenu(page)).toBeVisible();
      await page.goForward();
      await expect(page).toHaveURL(/\/aboutUs#contacts$/);
      await expect(burgerMenu(page)).toBeHidden();
    });
  });
});

test.describe('search field', () => {
  test.describe.configure({ timeout: 60_000 });

  test('toggles the search-active style, ignores a blank query and takes a query to the catalogue', async ({
    page,
  }) => {
    await page.goto('');
    await waitForApp(page);
    const header = page.locator('header').first();

    await test.step('turns the search-active style on with focus and off with blur', async () => {
      await expect(header).toHaveAttribute('data-search-active', 'false');
      await expect(searchField(page)).toHaveAttribute('placeholder', 'Пошук');
      await searchField(page).focus();
      await expect(header).toHaveAttribute('data-search-active', 'true');
      await searchField(page).blur();
      await expect(header).toHaveAttribute('data-search-active', 'false');
    });

    await test.step('a blank query does nothing on submit', async () => {
      await searchField(page).fill('   ');
      await page.getByRole('button', { name: 'Шукати' }).click();
      await expect(page).toHaveURL(/\/BON-VINTAGE\/$/);
      await searchField(page).press('Enter');
      await expect(page).toHaveURL(/\/BON-VINTAGE\/$/);
      await expect(page.locator('main h1')).toHaveText('BON VINTAGE');
    });

    await test.step('a query submitted from / opens the catalogue with the query kept', async () => {
      await searchField(page).fill('ваза');
      await expect(header).toHaveAttribute('data-search-active', 'true');
      await searchField(page).press('Enter');
      await expect(page).toHaveURL(/\/BON-VINTAGE\/catalog(\?|$)/);
      await expect(page.locator('main h1')).toHaveText('Каталог');
      await expect(searchField(page)).toHaveValue('ваза');
      await expect(searchField(page)).not.toBeFocused();
      await expect(header).toHaveAttribute('data-search-active', 'false');
    });

    await test.step('a query submitted on the catalogue stays there', async () => {
      // Type once the catalogue is there: this step is about submitting on it.
      await expect(page.getByTestId('results-count')).toBeVisible();
      await searchField(page).fill('чашка');
      await page.getByRole('button', { name: 'Шукати' }).click();
      await expect(page).toHaveURL(/\/BON-VINTAGE\/catalog/);
      await expect(searchField(page)).toHaveValue('чашка');
      await expect(header).toHaveAttribute('data-search-active', 'false');
    });
  });
});

test.describe('delivery link and #hash links', () => {
  async function expectLandedOn(page: Page, id: string) {
    await expect(page).toHaveURL(new RegExp(`/BON-VINTAGE/aboutUs#${id}$`));
    await expect.poll(() => activeId(page)).toBe(id);
    await expect(page.locator(`#${id}`)).toBeInViewport();
  }

  test('the delivery link lands on #delivery, focused and in view, from any page and again', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 375, height: 700 });
    await page.goto('');
    await waitForApp(page);

    await test.step('from / through the burger menu lands on #delivery, focused and in view', async () => {
      await burgerButton(page).click();
      await burgerMenu(page).getByRole('link', { name: 'Про доставку та способи оплати' }).click();
      await expect(burgerMenu(page)).toBeHidden();
      await expectLandedOn(page, 'delivery');
    });

    await test.step('from /catalog through the burger menu at 1024 px', async () => {
      await page.setViewportSize({ width: 1024, height: 768 });
      await burgerButton(page).click();
      await burgerMenu(page).getByRole('link', { name: 'КАТАЛОГ' }).click();
      await expect(page.locator('main h1')).toHaveText('Каталог');
      await burgerButton(page).click();
      await burgerMenu(page).getByRole('link', { name: 'Про доставку та способи оплати' }).click();
      await expectLandedOn(page, 'delivery');
    });

    await test.step('the same link again on the about page scrolls back to it', async () => {
      await page.setViewportSize({ width: 1440, height: 500 });
      await mainNav(page).getByRole('link', { name: 'КАТАЛОГ' }).click();
      await expect(page.locator('main h1')).toHaveText('Каталог');
      await page.locator('footer').getByRole('link', { name: 'Про доставку' }).click();
      await expectLandedOn(page, 'delivery');
      await page.evaluate(() => {
        window.scrollTo(0, 0);
        (document.activeElement as HTMLElement | null)?.blur();
      });
      await expect(page.locator('#delivery')).not.toBeInViewport();
      await page.locator('footer').getByRole('link', { name: 'Про доставку' }).click();
      await expectLandedOn(page, 'delivery');
    });
  });

  // A hash the page does not have yet, on a first load: each with its own clock.
  test('waits for an element that appears late', async ({ page }) => {
    await pauseClock(page);
    await page.goto('aboutUs#late');
    await waitForApp(page);
    await expect(page.locator('main h1')).toHaveText('Про нас');
    await page.clock.runFor(9_000);
    await page.evaluate(() => {
      const late = document.createElement('p');
      late.id = 'late';
      late.textContent = 'пізно';
      document.querySelector('main')!.prepend(late);
    });
    await expect.poll(() => activeId(page)).toBe('late');
  });

  test('gives up quietly after 10 s when the element never appears', async ({ page }) => {
    await pauseClock(page);
    await page.goto('aboutUs#nowhere');
    await waitForApp(page);
    await expect(page.locator('main h1')).toHaveText('Про нас');
    await page.clock.runFor(10_500);
    await page.evaluate(() => {
      const late = document.createElement('p');
      late.id = 'nowhere';
      document.querySelector('main')!.prepend(late);
    });
    // Nothing is waiting any more: the late element is not focused. The
    // fixture fails the test on any console error.
    await page.waitForTimeout(100);
    expect(await activeId(page)).not.toBe('nowhere');
  });
});

test.describe('footer', () => {
  // The footer's own list; its list of collections is e2e/collections.spec.ts's.
  const footerLinks = (page: Page) =>
    page.getByRole('navigation', { name: 'Інформація' }).getByRole('link');

  test('shows the full list or the compact one by width, each item leading to its part of the about page', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 1200, height: 800 });
    await page.goto('');
    await waitForApp(page);

    await test.step('at 1200 px shows the full list with its social icons', async () => {
      await expect(footerLinks(page)).toHaveText([
        'Про нас',
        'Контакти',
        'Про доставку',
        'Способи оплати',
        'Повернення та обмін',
        'Продавець і повернення',
      ]);
      const footer = page.locator('footer');
      for (const name of ['Etsy', 'Instagram', 'Pinterest']) {
        await expect(footer.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
      }
      await expect(footer.getByRole('link', { name: /головна сторінка/ })).toHaveAttribute(
        'href',
        '/BON-VINTAGE/',
      );
    });

    await test.step('at 800 px shows the compact list', async () => {
      await page.setViewportSize({ width: 800, height: 800 });
      await expect(footerLinks(page)).toHaveText([
        'Про доставку',
        'Способи оплати',
        'Контакти',
        'Про нас',
        'Продавець і повернення',
      ]);
    });

    await test.step('its items lead to the parts of the about page', async () => {
      await page.setViewportSize({ width: 1440, height: 900 });
      const expected = [
        ['Про нас', '/BON-VINTAGE/aboutUs'],
        ['Контакти', '/BON-VINTAGE/aboutUs#contacts'],
        ['Про доставку', '/BON-VINTAGE/aboutUs#delivery'],
        ['Способи оплати', '/BON-VINTAGE/aboutUs#payment'],
        ['Повернення та обмін', '/BON-VINTAGE/aboutUs#returns'],
        ['Продавець і повернення', '/BON-VINTAGE/aboutUs#seller'],
      ] as const;
      for (const [name, href] of expected) {
        await expect(
          footerLinks(page).and(page.getByRole('link', { name, exact: true })),
        ).toHaveAttribute('href', href);
      }
      await page.locator('footer').getByRole('link', { name: 'Контакти' }).click();
      await expect.poll(() => activeId(page)).toBe('contacts');
      await expect(page.locator('#contacts')).toBeInViewport();
    });
  });
});
