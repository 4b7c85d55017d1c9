import type { Page } from '@playwright/test';
import { expect, holdChunk, test, waitForApp } from './fixtures';

/**
 * A page drawn at build time looks ready at once, but until the app's scripts
 * have run (seconds on a phone) a press reaches no handler of theirs. The
 * burger menu works as plain HTML: the burger button opens a native <dialog>
 * by an invoker command. Here it is pressed with JavaScript off, and before
 * the app has run, which then takes over what the visitor did.
 */

const burgerMenu = (page: Page) => page.getByTestId('burger-menu');
/** The header's own burger button (while the app runs, the open menu's cross takes its test id). */
const headerBurger = (page: Page) => page.locator('header [command="show-modal"]');

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('at 375 px the burger button opens the menu, its first entry focused, laid out as with the app', async ({
    page,
  }) => {
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
});

test.describe('pressed before the app has run', () => {
  test('the menu opened then is the app’s once it runs: its state, Esc and focus follow', async ({
    page,
  }) => {
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
  });
});
