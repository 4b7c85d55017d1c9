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

  // One page: the visitor's wish for less motion is read live, as a browser changes it.
  test('the burger menu slides in softly by default, and nothing moves with reduced motion', async ({
    page,
  }) => {
    const menu = page.getByTestId('burger-menu');
    await test.step('the burger menu slides in softly by default', async () => {
      await page.goto('');
      await waitForApp(page);
      await page.getByTestId('burger-button').click();
      await expect(menu).toBeVisible();
      expect(parseFloat((await durations(menu)).animation)).toBeGreaterThan(0);
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
    });

    await test.step('the burger menu and the gallery do not move with reduced motion', async () => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.getByTestId('burger-button').click();
      await expect(menu).toBeVisible();
      expect(await durations(menu)).toEqual({ animation: '0s', transition: '0s' });
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();

      await page.goto('catalog/1');
      await waitForApp(page);
      await page.getByRole('button', { name: 'Відкрити на весь екран' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      // Compared once: an expect per element is a reported step each.
      const moving = await dialog.locator('*').evaluateAll((elements) =>
        elements
          .map((element) => {
            const style = getComputedStyle(element);
            return `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}: animation ${style.animationDuration}, transition ${style.transitionDuration}`;
          })
          .filter((line) => !line.endsWith(': animation 0s, transition 0s')),
      );
      expect(moving).toEqual([]);
    });
  });
});
