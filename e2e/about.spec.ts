import { expect, test, waitForApp } from './fixtures';

test.describe('about page', () => {
  test('tells the shop’s story with headings in order and focusable sections', async ({ page }) => {
    await page.goto('aboutUs');
    await waitForApp(page);
    await expect(page).toHaveTitle('Про нас — BON VINTAGE');
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Про нас');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([
      'Наша історія',
      'Наша місія',
      'Доставка',
      'Способи оплати',
      'Повернення та обмін',
      'Контакти',
    ]);
    await expect(main).toContainText('Одес');
    await expect(main).toContainText('2011');
    for (const id of ['delivery', 'payment', 'returns', 'contacts']) {
      await expect(main.locator(`#${id}`)).toHaveAttribute('tabindex', '-1');
    }
    // Nothing below h1 skips a level.
    await expect(main.getByRole('heading', { level: 3 })).toHaveCount(0);
  });

  test('opened with a hash, focuses that section', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await page.goto('aboutUs#returns');
    await waitForApp(page);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('returns');
    await expect(page.locator('#returns')).toBeInViewport();
  });
});
