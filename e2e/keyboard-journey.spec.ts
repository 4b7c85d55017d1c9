import type { Locator, Page } from '@playwright/test';
import { expect, readSavedFavorites, searchField, test, waitForApp } from './fixtures';

/**
 * The whole journey works without a mouse, at desktop width, and
 * focus is visible after every key press: the focused element has an outline
 * of at least 2px or a box-shadow (the focus ring tokens of tokens.css).
 */

/** The focused element's focus indicator, read from its computed style. */
async function focusIndicator(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return { visible: false, what: 'body' };
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    const shadow = style.boxShadow !== 'none';
    return {
      visible: outline || shadow,
      what: `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}" outline ${style.outlineStyle} ${style.outlineWidth}, shadow ${style.boxShadow}`,
    };
  });
}

async function expectVisibleFocus(page: Page) {
  const indicator = await focusIndicator(page);
  expect(indicator.visible, `focus indicator of ${indicator.what}`).toBe(true);
}

/** Presses Tab (or Shift+Tab) until `target` has focus, checking the focus ring each time. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 60 } = {}) {
  // Gathered and compared once: an expect per key press is a reported step each.
  const unseen: string[] = [];
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const indicator = await focusIndicator(page);
    if (!indicator.visible) unseen.push(`focus indicator of ${indicator.what}`);
    if (await target.evaluate((element) => element === document.activeElement)) {
      expect(unseen, 'every element focused on the way shows its focus').toEqual([]);
      return;
    }
  }
  throw new Error(`focus never reached ${target}; unseen on the way: ${unseen.join('; ')}`);
}

test('a visitor finds, opens and keeps a product with the keyboard alone', async ({ page }) => {
  await page.goto('');
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Search: Tab to the field, type, submit with Enter.
  const search = searchField(page);
  await tabTo(page, search);
  await page.keyboard.type('порцеляна');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/catalog\?q=/);
  await expect(page.locator('main')).not.toContainText('Завантаження...');

  // A material by keyboard: Tab into the group, then an arrow key picks the next option.
  const materials = page.getByRole('group', { name: 'Матеріали' });
  await tabTo(page, materials.getByRole('radio', { checked: true }));
  await page.keyboard.press('ArrowDown');
  await expectVisibleFocus(page);
  const chosen = materials.getByRole('radio', { checked: true });
  await expect(chosen).toBeFocused();
  await expect(chosen).not.toHaveAccessibleName(/^Усі матеріали/);
  await expect(page).toHaveURL(/material=/);

  // Open the first product through its card link.
  const card = page.getByTestId('product-card').first();
  const productId = await card.getAttribute('data-product-id');
  await tabTo(page, card.getByRole('link').first());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/catalog/${productId}$`));

  // Favourite it with Space on the page's toggle.
  // Once the page is drawn: a Tab pressed while it replaces the catalogue
  // would land on an element about to go.
  const toggle = page.locator('main').getByTestId('favorite-toggle').first();
  await expect(toggle).toBeVisible();
  await tabTo(page, toggle);
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => readSavedFavorites(page)).toEqual([Number(productId)]);

  // Back up to the header's heart and follow it.
  const heart = page.getByRole('link', { name: 'Вподобані', exact: true });
  await tabTo(page, heart, { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/favorite$/);
  await expect(page.getByTestId('product-card')).toHaveCount(1);
  await expect(page.getByTestId('product-card')).toHaveAttribute(
    'data-product-id',
    String(productId),
  );
});
