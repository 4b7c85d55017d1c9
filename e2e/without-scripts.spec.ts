import type { Locator, Page } from '@playwright/test';
import { expect, holdChunk, test, waitForApp } from './fixtures';

/**
 * A page drawn at build time looks ready at once, but until the app's scripts
 * have run (seconds on a phone) a press reaches no handler of theirs. The
 * burger menu and the gallery's arrows and thumbnails work as plain HTML: the
 * burger button opens a native <dialog> by an invoker command, the arrows and
 * thumbnails are in-page links to the slides of a scroll-snap track. Here they
 * are pressed with JavaScript off, and before the app has run, which then
 * takes over what the visitor did.
 */

const burgerMenu = (page: Page) => page.getByTestId('burger-menu');
/** The header's own burger button (while the app runs, the open menu's cross takes its test id). */
const headerBurger = (page: Page) => page.locator('header [command="show-modal"]');

function gallery(page: Page) {
  const region = page.getByRole('region', { name: 'Галерея товару' });
  const stage = region.getByTestId('gallery-stage');
  const track = stage.getByRole('group');
  return {
    region,
    stage,
    counter: region.getByTestId('gallery-counter'),
    /** How many slides' widths the track is scrolled by. */
    shown: () =>
      track.evaluate((element) => {
        const slide = element.firstElementChild!.getBoundingClientRect().width;
        return Math.round(element.scrollLeft) / Math.round(slide);
      }),
  };
}

/** Whether a picture has arrived and is drawn, not a blank. */
const pictureLoaded = (picture: Locator) =>
  picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });
  test.describe.configure({ timeout: 60_000 });

  test('the burger menu and the gallery work as plain HTML', async ({ page }) => {
    await test.step('at 375 px the burger button opens the menu, its first entry focused, laid out as with the app', async () => {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto('');
      const menu = burgerMenu(page);
      await expect(menu).toBeHidden();
      await page.getByTestId('burger-button').click();
      await expect(menu).toBeVisible();
      expect(await menu.evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
      await expect(menu.getByRole('link', { name: 'ГОЛОВНА' })).toBeFocused();
      // Under the header, and its cross exactly over the burger button.
      const header = (await page.locator('header').boundingBox())!;
      const overlay = (await menu.boundingBox())!;
      expect(Math.abs(overlay.y - (header.y + header.height))).toBeLessThan(1);
      const cross = menu.getByRole('button', { name: 'Закрити меню' });
      expect(await cross.boundingBox()).toEqual(await headerBurger(page).boundingBox());
      // The page behind does not scroll.
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
        'hidden',
      );

      await cross.click();
      await expect(menu).toBeHidden();
      await expect(headerBurger(page)).toBeFocused();
      await headerBurger(page).click();
      await expect(menu).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      // Its entries are links.
      await headerBurger(page).click();
      await menu.getByRole('link', { name: 'КАТАЛОГ' }).click();
      await expect(page).toHaveURL(/\/BON-VINTAGE\/catalog$/);
      await expect(page.locator('main h1')).toHaveText('Каталог');
    });

    await test.step('a product’s date is drawn; what only the app can draw is said: the basket', async () => {
      await page.goto('catalog/1');
      await expect(page.getByRole('term').filter({ hasText: 'Країна' })).toBeVisible();
      // The build draws «Додано» as a date, never a term with an empty value.
      const added = page.getByRole('term').filter({ hasText: 'Додано' }).locator('+ dd');
      await expect(added).toHaveText(/^\d{1,2} [а-яґєії]+ \d{4} р\.$/);

      await page.goto('basket');
      // (Playwright's text locators do not look into <noscript>.)
      const notice = page.locator('main noscript p');
      await expect(notice).toBeVisible();
      await expect(notice).toHaveText(
        'Кошик зберігається у вашому браузері, і показати його та оформити замовлення можна лише з увімкненим JavaScript.',
      );
      await expect(page.locator('main').getByText('Завантаження...')).toBeHidden();
    });

    await test.step('on a product page the next arrow and a thumbnail scroll the gallery to their photo', async () => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto('catalog/1');
      const { region, shown } = gallery(page);
      expect(await shown()).toBe(0);
      await region.getByRole('link', { name: 'Наступне фото' }).click();
      await expect.poll(shown).toBe(1);
      await expect(page.locator('#photo-2 img')).toBeInViewport();
      await expect.poll(() => pictureLoaded(page.locator('#photo-2 img'))).toBe(true);

      await region.getByRole('link', { name: 'Фото 5 з 8' }).click();
      await expect.poll(shown).toBe(4);
      // Far from the first, it is loaded only now (loading="lazy"): a picture, not a blank.
      await expect(page.locator('#photo-5 img')).toHaveAttribute('loading', 'lazy');
      await expect.poll(() => pictureLoaded(page.locator('#photo-5 img'))).toBe(true);
      await expect(page.locator('#photo-5 img')).toBeInViewport();
      // Only the track moved; the page stayed at its top (product-gallery.module.css).
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });
  });
});

test.describe('pressed before the app has run', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the app takes over the menu and the gallery as the visitor left them, and opens a named photo', async ({
    page,
  }) => {
    await test.step('the menu opened then is the app’s once it runs: its state, Esc and focus follow', async () => {
      await page.setViewportSize({ width: 375, height: 812 });
      const release = await holdChunk(page, 'src/app/app.tsx');
      await page.goto('');
      await page.getByTestId('burger-button').click();
      const menu = burgerMenu(page);
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('link', { name: 'ГОЛОВНА' })).toBeFocused();
      release();
      await waitForApp(page);
      // As when the app opens it: the cross is the burger button, and says the menu is open.
      await expect(headerBurger(page)).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByTestId('burger-button')).toHaveAccessibleName('Закрити меню');
      await expect(menu.getByTestId('burger-button')).toBeVisible();
      await expect(menu.getByRole('link', { name: 'ГОЛОВНА' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(page.getByTestId('burger-button')).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByTestId('burger-button')).toBeFocused();
      // And it opens and closes on with the app.
      await page.getByTestId('burger-button').click();
      await expect(page.getByTestId('burger-button')).toHaveAttribute('aria-expanded', 'true');
      await page.getByTestId('burger-button').click();
      await expect(menu).toBeHidden();
      await page.setViewportSize({ width: 1440, height: 900 });
    });

    // Hydrated, and (with a query) drawn afresh by the app (src/app/app.tsx). Each
    // address differs from the one before in more than its hash, so each is a load.
    for (const address of ['catalog/1', 'catalog/1?from=chat']) {
      await test.step(`an address that names a photo opens the gallery on it: ${address}#photo-6`, async () => {
        await page.goto(`${address}#photo-6`);
        await waitForApp(page);
        const { stage, counter, shown } = gallery(page);
        await expect(counter).toHaveText('6 з 8');
        await expect.poll(shown).toBe(5);
        await expect(stage.getByRole('img')).toHaveAttribute('alt', /фото 6 з 8$/);
        await expect(page).toHaveURL(new RegExp(`/BON-VINTAGE/${address.replace('?', '\\?')}$`));
        // The layout's #hash focus (src/shared/lib/hash-scroll.ts) leaves the slide alone.
        expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
      });
    }

    await test.step('the gallery starts at the photo a thumbnail showed, and steps on from it', async () => {
      const release = await holdChunk(page, 'src/app/app.tsx');
      await page.goto('catalog/1');
      const { region, stage, counter, shown } = gallery(page);
      await region.getByRole('link', { name: 'Фото 3 з 8' }).click();
      await expect.poll(shown).toBe(2);
      release();
      await waitForApp(page);
      await expect(counter).toHaveText('3 з 8');
      await expect(region.getByRole('link', { name: 'Фото 3 з 8' })).toHaveAttribute(
        'aria-current',
        'true',
      );
      // Only the photo on show is there for assistive technology once the app runs.
      await expect(stage.getByRole('img')).toHaveAttribute('alt', /фото 3 з 8$/);
      // The address is the product's again, as the app's own clicks leave it.
      await expect(page).toHaveURL(/\/BON-VINTAGE\/catalog\/1$/);
      await region.getByRole('link', { name: 'Наступне фото' }).click();
      await expect(counter).toHaveText('4 з 8');
      await expect.poll(shown).toBe(3);
      await expect(page).toHaveURL(/\/BON-VINTAGE\/catalog\/1$/);
    });
  });
});
