import type { Page } from '@playwright/test';
import { expect, searchField, test, waitForApp } from './fixtures';

/**
 * Hostile input: hand-edited links and pasted search text. Each
 * string goes into the catalogue's URL query (q, category, material, sort,
 * page), into the header's search field (typed and submitted) and into a
 * product address. Each time it renders as text or is ignored, no dialog
 * opens, no script runs (the fixture fails on any console error, which a CSP
 * refusal also is), and the main nav still works.
 *
 * The markup payloads set window.__pwned rather than only alert(), so a
 * script that ran would be seen even if dialogs were suppressed.
 */

const PWN = 'window.__pwned=1;alert(1)';

/** Text a visitor could type or a link could carry, decoded. */
const HOSTILE_TEXT: ReadonlyArray<readonly [name: string, value: string]> = [
  ['script tag', `<script>${PWN}</script>`],
  ['img onerror', `<img src=x onerror="${PWN}">`],
  ['javascript: URL', 'javascript:alert(1)'],
  ['attribute breakout with svg onload', `"><svg onload=${PWN}>`],
  ['single-quote breakout', `'><iframe src="javascript:${PWN}"></iframe>`],
  ['template and style markup', '{{constructor.constructor("alert(1)")()}}<style>*{display:none}'],
  ['RTL override', '\u202Eвази\u202C ‮txt.exe'],
  ['zero-width characters', 'ва\u200Bза\u200C\u200D\uFEFF'],
  ['null byte', 'ваза\u0000<b>'],
  ['control characters', '\u0001\u0007\u001B[31mчервоний'],
  ['10 000 characters', 'ваза '.repeat(2000)],
  ['very long material', 'порцеляна'.repeat(500)],
  ['unknown category name', 'Космічні кораблі'],
  ['unknown slug', 'kosmichni-korabli'],
  ['__proto__', '__proto__'],
  ['constructor', 'constructor'],
  ['toString', 'toString'],
  ['hasOwnProperty', 'hasOwnProperty'],
  ['page -1', '-1'],
  ['page 0', '0'],
  ['page 1e9', '1e9'],
  ['NaN', 'NaN'],
  ['page 2.5', '2.5'],
  ['page 999999', '999999'],
  ['Infinity', 'Infinity'],
  ['emoji', '🏺🍷👩‍👩‍👧‍👦🇺🇦'],
  ['other scripts', 'Ελληνικά עברית العربية 中文 ґ’і'],
  ['SQL-ish', "' OR 1=1 --"],
  ['regular expression', '.*(a+)+$[\\'],
  ['path traversal', '../../etc/passwd'],
  ['percent signs', '100% %25 %'],
  ['ampersands and equals', 'a&page=2&sort=highPrice#x'],
  ['only spaces', '   '],
  ['Cyrillic homoglyphs', 'Вaзa'],
];

/**
 * The strings typed into the search field end to end: the page numbers, slugs
 * and property names above are hostile as parameters of an address; as a query
 * they are words like any other, searched for in
 * `src/features/search/product-search.test.ts`.
 */
const TYPED_TEXT = HOSTILE_TEXT.filter(
  ([name]) => !/^(page |NaN|Infinity|unknown |toString|hasOwnProperty|constructor)/.test(name),
);

/** Raw pieces of a URL that cannot come from typed text: bad percent-encoding. */
const HOSTILE_RAW: ReadonlyArray<readonly [name: string, raw: string]> = [
  ['null byte %00', '%00'],
  ['lone surrogate %ED%A0%80', '%ED%A0%80'],
  ['truncated escape %E0%A4%A', '%E0%A4%A'],
  ['a bare %', '%'],
  ['invalid escape %ZZ', '%ZZ'],
  ['overlong UTF-8 %C0%AF', '%C0%AF'],
  ['encoded traversal ..%2F..%2Fetc%2Fpasswd', '..%2F..%2Fetc%2Fpasswd'],
  ['%20', '%20'],
];

/** Product ids that are no product. */
const HOSTILE_IDS = ['0', '-1', '1e3', 'abc', '%20', '..%2F..', '1.0', '01', '%00', '%E0%A4%A'];

test.beforeEach(async ({ page }) => {
  page.on('dialog', (dialog) => {
    throw new Error(`a dialog opened: ${dialog.type()} ${dialog.message()}`);
  });
});

async function expectNothingRan(page: Page) {
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  // Nothing from the input became an element.
  expect(
    await page
      .locator('main iframe, main svg[onload], main img[onerror], main script, main style')
      .count(),
  ).toBe(0);
}

/** The page works: the main nav leads to another page and back to the catalogue. */
async function expectUsable(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Основна навігація' });
  await nav.getByRole('link', { name: 'ПРО НАС' }).click();
  await expect(page.locator('main h1')).toHaveText('Про нас');
  await nav.getByRole('link', { name: 'КАТАЛОГ' }).click();
  await expect(page.locator('main h1')).toHaveText('Каталог');
  await expect(page.getByTestId('results-count')).toHaveText(/^\d+ товар(и|ів)?$/);
}

/** The catalogue showed, with a count and a grid no larger than a page. */
async function expectCatalogue(page: Page) {
  await expect(page.locator('main h1')).toHaveText('Каталог');
  await expect(page.getByTestId('results-count')).toHaveText(/^\d+ товар(и|ів)?$/);
  expect(await page.getByTestId('product-card').count()).toBeLessThanOrEqual(12);
}

/**
 * Opens a path the way a link inside the app would: the router reads the new
 * address without asking the server. Needed where the server rejects the
 * request before the app runs: Node's preview server answers 431 to a URL
 * over 16 KB and 400 to a path with bad percent-encoding (nginx: 414 and
 * 400), so only an in-app link can bring such an address to the router.
 */
async function openInApp(page: Page, path: string) {
  if (!page.url().includes('/BON-VINTAGE/')) {
    await page.goto('');
    await waitForApp(page);
    await expect(page.locator('main h1')).toHaveText('BON VINTAGE');
  }
  await page.evaluate((target) => {
    window.history.pushState(null, '', `/BON-VINTAGE/${target}`);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

const enc = encodeURIComponent;
const allParams = (value: string) =>
  `catalog?q=${value}&category=${value}&material=${value}&sort=${value}&page=${value}`;
/** Every catalogue parameter at once, and repeated (q=a&q=b). */
const everyParam = (value: string) =>
  `${allParams(enc(value))}&q=${enc(value)}&page=2&page=${enc(value)}`;

// One page goes through every string of a kind, as a visitor's tab would: a
// string that broke the app would break every later one too. The app's own
// parsing of each string is unit-tested (src/shared/lib/catalog-address.test.ts).
test.describe.configure({ timeout: 180_000 });

test.describe('hostile text', () => {
  test('in every catalogue parameter of the address, loaded and followed in the app', async ({
    page,
  }) => {
    // A load runs early.js and the drawn page on the address; the rest go through the router.
    for (const [index, [name, value]] of HOSTILE_TEXT.entries()) {
      const path = everyParam(value);
      if (index < 3) await page.goto(path);
      else await openInApp(page, path);
      await test.step(name, async () => {
        await expectCatalogue(page);
        // The query is shown as text in the search box, never read as markup.
        await expect(searchField(page)).toHaveValue(value.replace(/[\r\n]/g, ''));
        await expectNothingRan(page);
      });
    }
    await expectUsable(page);
  });

  test('typed or pasted into the search field and submitted', async ({ page }) => {
    const field = searchField(page);
    await page.goto('');
    await waitForApp(page);
    for (const [name, value] of TYPED_TEXT) {
      await test.step(name, async () => {
        await field.click();
        await field.fill('');
        // Filled: each string typed key by key, the suggestions drawn for every prefix, is
        // src/features/search/search-combobox.test.tsx's; here the submitted address and page.
        await field.fill(value);
        await field.press('Enter');
        if (value.trim() === '') {
          // A blank query does nothing (docs/product.md).
          await expect(page).toHaveURL(/\/BON-VINTAGE\/(\?.*)?$/);
          return;
        }
        await expect(page).toHaveURL(/\/catalog\?q=/);
        await expectCatalogue(page);
        expect(new URL(page.url()).searchParams.get('q')).toBe(value);
        await expect(field).toHaveValue(value);
        await expect(
          page.getByRole('heading', { name: 'Unexpected Application Error!' }),
        ).toHaveCount(0);
        if (value.startsWith('<') || value.startsWith('"')) {
          // Echoed literally, as text.
          await expect(page.locator('main h2').filter({ hasText: 'Пошук:' })).toHaveText(
            `Пошук: «${value}»`,
          );
        }
        await expectNothingRan(page);
        // Back to the home page by its link, for the next string.
        await page
          .getByRole('banner')
          .getByRole('link', { name: 'BON VINTAGE — головна сторінка' })
          .click();
        await expect(page.locator('main h1')).toHaveText('BON VINTAGE');
      });
    }
    await expectUsable(page);
  });

  test('as a product id', async ({ page }) => {
    for (const [index, [name, value]] of HOSTILE_TEXT.entries()) {
      const path = `catalog/${enc(value)}`;
      if (index < 3) await page.goto(path);
      else await openInApp(page, path);
      await test.step(name, async () => {
        await expect(page.locator('main h1')).toHaveText('Товар не знайдено');
        await expectNothingRan(page);
      });
    }
    await expectUsable(page);
  });
});

test.describe('malformed URLs', () => {
  test('bad percent-encoding in every catalogue parameter, and as a product id', async ({
    page,
  }) => {
    for (const [name, raw] of HOSTILE_RAW) {
      await test.step(name, async () => {
        // Loaded: early.js reads the address before the app does.
        await page.goto(allParams(raw));
        await expectCatalogue(page);
        await expectNothingRan(page);
        await openInApp(page, `catalog/${raw}`);
        await expect(page.locator('main h1')).toHaveText(/^(Товар не знайдено|BON VINTAGE)$/);
      });
    }
    await expectUsable(page);
  });

  test('product ids that are no product', async ({ page }) => {
    for (const id of HOSTILE_IDS) {
      await test.step(`/catalog/${id}`, async () => {
        if (/%(?![0-9A-F]{2})|%E0%A4%A|%ED|%C0/i.test(id)) await openInApp(page, `catalog/${id}`);
        else await page.goto(`catalog/${id}`);
        await expect(page.locator('main h1')).toHaveText(/^(Товар не знайдено|BON VINTAGE)$/);
      });
    }
    await expectUsable(page);
  });

  test('a shared favourites link with hostile ids shows only real products', async ({ page }) => {
    await page.goto(
      `favorite?ids=${enc('1,<script>,-2,3.5,1e3,2,2,%ZZ,999999,' + '9'.repeat(400))}`,
    );
    await expect(page.getByTestId('product-card')).toHaveCount(2);
    await expectNothingRan(page);
    await expectUsable(page);
  });
});
