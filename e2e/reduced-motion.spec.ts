import type { Locator } from '@playwright/test';
import { expect, test, waitForApp } from './fixtures';

/**
 * docs/design.md: short and soft, and none when the visitor asks for
 * reduced motion. The burger menu and the gallery animate in; with
 * `prefers-reduced-motion: reduce` every animation and transition lasts 0 s.
 */
const durations = (locator: Locator) =>
  locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return { animation: style.animationDuration, transition: style.transitionDuration };
  });

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the burger menu slides in softly by default', async ({ page }) => {
    await page.goto('');
    await waitForApp(page);
    await page.getByTestId('burger-button').click();
    const menu = page.getByTestId('burger-menu');
    await expect(menu).toBeVisible();
    expect(parseFloat((await durations(menu)).animation)).toBeGreaterThan(0);
  });

  test('the burger menu and the gallery do not move with reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('');
    await waitForApp(page);
    await page.getByTestId('burger-button').click();
    const menu = page.getByTestId('burger-menu');
    await expect(menu).toBeVisible();
    expect(await durations(menu)).toEqual({ animation: '0s', transition: '0s' });
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    await page.goto('catalog/1');
    await waitForApp(page);
    await page.getByRole('button', { name: 'Відкрити на весь екран' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    for (const element of await dialog.locator('*').all()) {
      expect(await durations(element)).toEqual({ animation: '0s', transition: '0s' });
    }
  });
});
