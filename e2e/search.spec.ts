import type { Page } from '@playwright/test';
import { expect, searchField, test, waitForApp } from './fixtures';

/**
 * Search: the header's suggestions combobox, the layout fix, the highlight.
 * Hostile queries: e2e/hostile-input.spec.ts.
 */

const listbox = (page: Page) => page.getByRole('listbox', { name: 'Підказки пошуку' });
const options = (page: Page) => listbox(page).getByRole('option');
const cards = (page: Page) => page.getByTestId('product-card');
const count = (page: Page) => page.getByTestId('results-count');

/** The option aria-activedescendant names, checked to be the one drawn as active. */
async function expectActive(page: Page, index: number) {
  const option = options(page).nth(index);
  const id = await option.getAttribute('id');
  expect(id).toBeTruthy();
  await expect(searchField(page)).toHaveAttribute('aria-activedescendant', id!);
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await expect(option).toHaveAttribute('data-active', 'true');
  await expect(listbox(page).locator('[aria-selected="true"]')).toHaveCount(1);
  await expect(listbox(page).locator('[data-active]')).toHaveCount(1);
}

test.describe.configure({ timeout: 120_000 });

test('the header’s suggestions open products and categories by keyboard and mouse, and close', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('');
  await waitForApp(page);

  await test.step('by keyboard: ↓ ↓ moves the active option, Enter opens that product', async () => {
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    // The suggestions' chunk (MiniSearch) comes only when the visitor reaches for the field.
    expect(scripts.filter((url) => url.includes('suggestions-lazy'))).toEqual([]);
    await searchField(page).click();
    await searchField(page).pressSequentially('порц');
    await expect(options(page)).not.toHaveCount(0);
    expect(scripts.filter((url) => url.includes('suggestions-lazy'))).toHaveLength(1);
    const productOptions = page.getByRole('group', { name: 'Товари' }).getByRole('option');
    await expect(productOptions).toHaveCount(5);
    await expect(searchField(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(searchField(page)).toHaveAttribute('aria-autocomplete', 'list');
    await expect(searchField(page)).toHaveAttribute(
      'aria-controls',
      (await listbox(page).getAttribute('id'))!,
    );
    await expect(page.getByRole('status').filter({ hasText: 'підказ' })).toHaveText(/^\d+ підказ/);
    await expect(searchField(page)).not.toHaveAttribute('aria-activedescendant');

    await searchField(page).press('ArrowDown');
    await expectActive(page, 0);
    await searchField(page).press('ArrowDown');
    await expectActive(page, 1);
    // The active option looks different from the others, not only in its attributes.
    const background = (index: number) =>
      options(page)
        .nth(index)
        .evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await background(1)).not.toBe(await background(0));

    const chosen = (await options(page).nth(1).getAttribute('id'))!.match(/product-(\d+)$/)![1];
    const title = (await options(page).nth(1).locator('span').nth(2).textContent())!;
    await searchField(page).press('Enter');
    await expect(page).toHaveURL(new RegExp(`/BON-VINTAGE/catalog/${chosen}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(searchField(page)).not.toBeFocused();
  });

  await page.goBack();
  await expect(page).toHaveURL(/\/BON-VINTAGE\/$/);
  await searchField(page).fill('');

  await test.step('↑ wraps to the last option; Esc closes the list, a second Esc clears the field', async () => {
    await searchField(page).click();
    await searchField(page).pressSequentially('порц');
    await expect(options(page).first()).toBeVisible();
    const last = (await options(page).count()) - 1;
    await searchField(page).press('ArrowUp');
    await expectActive(page, last);
    await searchField(page).press('ArrowDown');
    await expectActive(page, 0);

    await searchField(page).press('Escape');
    await expect(searchField(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(searchField(page)).not.toHaveAttribute('aria-activedescendant');
    await expect(listbox(page)).toBeHidden();
    await expect(searchField(page)).toHaveValue('порц');
    await searchField(page).press('Escape');
    await expect(searchField(page)).toHaveValue('');
    await expect(page).toHaveURL(/\/BON-VINTAGE\/$/);
  });

  await test.step('Tab and a click elsewhere close the list', async () => {
    await searchField(page).click();
    await searchField(page).pressSequentially('порц');
    await expect(listbox(page)).toBeVisible();
    await searchField(page).press('Tab');
    await expect(listbox(page)).toBeHidden();
    await searchField(page).click();
    await searchField(page).press('Backspace');
    await expect(listbox(page)).toBeVisible();
    // Just below the sticky header, in <main>: main's own top-left corner can be
    // under the header once the page has scrolled, and the click would hit the header.
    const header = (await page.getByRole('banner').boundingBox())!;
    await page.mouse.click(5, header.y + header.height + 5);
    await expect(listbox(page)).toBeHidden();
    await expect(searchField(page)).toHaveAttribute('aria-expanded', 'false');
  });

  await test.step('a layout mistake shows the corrected reading in the list', async () => {
    await searchField(page).fill('');
    await searchField(page).click();
    await searchField(page).pressSequentially('dfpb');
    await expect(page.getByText('Показано результати для «вази»')).toBeVisible();
    await expect(page.getByRole('option', { name: /^Вази/ })).toBeVisible();
  });

  await test.step('by keyboard: a category opens the filtered catalogue', async () => {
    await searchField(page).fill('');
    await searchField(page).click();
    await searchField(page).pressSequentially('вази');
    const categories = page.getByRole('group', { name: 'Категорії' });
    await expect(categories.getByRole('option', { name: /^Вази/ })).toBeVisible();
    // Categories come last: ↑ from the field wraps to the last one.
    await expect(categories.getByRole('option')).toHaveCount(1);
    await searchField(page).press('ArrowUp');
    await expect(categories.getByRole('option')).toHaveAttribute('aria-selected', 'true');
    await searchField(page).press('Enter');
    await expect(page).toHaveURL(/\/catalog\?category=vazy$/);
    await expect(
      page.getByRole('group', { name: 'Категорії' }).getByRole('radio', { name: 'Вази' }),
    ).toBeChecked();
    await expect(searchField(page)).toHaveValue('');
  });

  await test.step('by mouse: a product option opens the product, a category the filtered catalogue', async () => {
    await searchField(page).click();
    await searchField(page).pressSequentially('порц');
    const third = options(page).nth(2);
    await expect(third).toBeVisible();
    const chosen = (await third.getAttribute('id'))!.match(/product-(\d+)$/)![1];
    await third.click();
    await expect(page).toHaveURL(new RegExp(`/catalog/${chosen}$`));

    await searchField(page).click();
    await searchField(page).fill('');
    await searchField(page).pressSequentially('кел');
    await page.getByRole('option', { name: /^Келихи пивні/ }).click();
    await expect(page).toHaveURL(/\/catalog\?category=kelykhy-pyvni$/);
  });
});

test('search results wrap long words, mark the match and read the English layout as Ukrainian', async ({
  page,
}) => {
  await test.step('a long word in the query wraps: the page never scrolls sideways', async () => {
    const overflow = () =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
    const link = 'https://www.etsy.com/listing/123456789';
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto(`catalog?q=${encodeURIComponent(link)}`);
    await waitForApp(page);
    const chip = page.getByRole('button', { name: `Прибрати: Пошук: «${link}»` });
    await expect(chip).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    const box = await chip.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(320);

    // 120 letters without a space, typed on the English layout.
    await page.setViewportSize({ width: 375, height: 700 });
    await searchField(page).fill('dfpb'.repeat(30));
    await searchField(page).press('Enter');
    await expect(chip).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Прибрати: Пошук: «dfpb/ })).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
  });

  await page.setViewportSize({ width: 1440, height: 900 });

  await test.step('a query typed on the English layout finds what the Ukrainian word would, and says so', async () => {
    await searchField(page).fill('вази');
    await searchField(page).press('Enter');
    await expect(page).toHaveURL(/\/catalog\?q=%D0%B2/);
    await expect(count(page)).not.toHaveText('0 товарів');
    const asTyped = await count(page).textContent();
    const firstIds = await cards(page).evaluateAll((list) =>
      list.map((card) => card.getAttribute('data-product-id')),
    );

    await searchField(page).fill('dfpb');
    await searchField(page).press('Enter');
    await expect(page).toHaveURL(/\/catalog\?q=dfpb$/);
    await expect(page.getByText('Показано результати для «вази»')).toBeVisible();
    await expect(count(page)).toHaveText(asTyped!);
    await expect
      .poll(() =>
        cards(page).evaluateAll((list) => list.map((card) => card.getAttribute('data-product-id'))),
      )
      .toEqual(firstIds);
  });

  await test.step('marks the matched part of the titles', async () => {
    await searchField(page).fill('king');
    await searchField(page).press('Enter');
    await expect(page).toHaveURL(/\/catalog\?q=king$/);
    const firstTitle = cards(page).first().locator('h3');
    await expect(firstTitle.locator('mark')).toHaveText('King');
    await expect(page.getByText(/Показано результати для/)).toHaveCount(0);
    // Without a query, no marks.
    await searchField(page).fill('');
    await expect(count(page)).toHaveText('250 товарів');
    await expect(cards(page).first().locator('mark')).toHaveCount(0);
  });
});
