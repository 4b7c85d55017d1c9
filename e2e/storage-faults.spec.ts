import type { Page } from '@playwright/test';
import {
  expect,
  PERSIST_KEY,
  persistedFavorites,
  readSavedFavorites,
  readStorage,
  seedStorage,
  test,
  waitForApp,
} from './fixtures';

/**
 * Storage: the shop starts on whatever an old version, another tool
 * or a broken browser left in localStorage['persist:root'], and on a storage
 * that is blocked or full. Each time the page renders, nothing is thrown, the
 * valid favourites survive, and the next write stores a clean value.
 */

/** What redux-persist writes (the app's config has no version: -1). */
const clean = (favoriteList: number[]) => persistedFavorites(favoriteList);

const withFavorite = (slice: unknown, persist = { version: -1, rehydrated: true }) =>
  JSON.stringify({ favorite: slice, _persist: JSON.stringify(persist) });
const listOf = (favoriteList: unknown) => withFavorite(JSON.stringify({ favoriteList }));

const HUNDRED_THOUSAND = Array.from({ length: 100_000 }, (_, i) => i + 1);
const FIRST_THOUSAND = HUNDRED_THOUSAND.slice(0, 1000);
/** Chromium's whole localStorage quota is 5 Mi characters, key included: this value fills it. */
const FIVE_MB = 5 * 1024 * 1024 - PERSIST_KEY.length;

interface BadCase {
  name: string;
  raw: string;
  /** The favourites that must survive. */
  survives: number[];
}

/**
 * Every shape of bad content is cleaned by the store's own code, and
 * src/app/store.test.ts tries each of them. In the browser, where the real
 * localStorage, redux-persist and pages meet, these stand for them: a value
 * that is not JSON, a slice of the wrong type, a list too long to keep, and
 * keys that try to pollute prototypes.
 */
const BAD_CASES: BadCase[] = [
  { name: 'text that is not JSON', raw: '{"favorite":"{\\"favoriteList\\":[2', survives: [] },
  {
    name: 'the favourite slice as an object instead of a string',
    raw: withFavorite({ favoriteList: [2, 3] }),
    survives: [2, 3],
  },
  { name: '100 000 ids', raw: listOf(HUNDRED_THOUSAND), survives: FIRST_THOUSAND },
  {
    name: 'other slices and __proto__ keys',
    // Written out: an object literal's __proto__ would set a prototype, not a key.
    raw:
      '{"__proto__":{"polluted":true},"filter":"{\\"searchQuery\\":\\"<script>alert(1)</script>\\"}",' +
      '"favorite":"{\\"favoriteList\\":[3],\\"__proto__\\":{\\"polluted\\":true}}"}',
    survives: [3],
  },
];

/** The products the app makes: favourites beyond them match no product. */
const PRODUCT_COUNT = 250;

/**
 * The header badge counts the favourites a visitor can see, once the page has
 * its products: `ids` that are products; absent for none.
 */
async function expectBadge(page: Page, ids: number[]) {
  const count = ids.filter((id) => id <= PRODUCT_COUNT).length;
  const badge = page.getByTestId('favorites-count');
  if (count === 0) await expect(badge).toHaveCount(0);
  else await expect(badge).toHaveText(String(count));
}

/** /favorite lists the favourites that are products, in order, each once. */
async function expectFavoritesPage(page: Page, ids: number[]) {
  await page
    .getByRole('navigation', { name: 'Основна навігація' })
    .getByRole('link', { name: 'ВПОДОБАНІ' })
    .click();
  await expect(page.locator('main h1')).toHaveText('Вподобані');
  const shown = ids.filter((id) => id <= PRODUCT_COUNT);
  if (shown.length === 0) {
    await expect(page.locator('main')).toContainText('Тут поки порожньо');
  } else {
    await expect(page.getByTestId('results-count')).toBeVisible();
  }
  const cards = page.getByTestId('product-card');
  await expect(cards).toHaveCount(shown.length);
  expect(await cards.evaluateAll((list) => list.map((card) => card.dataset.productId))).toEqual(
    shown.map(String),
  );
}

async function expectRendered(page: Page) {
  await expect(page.locator('header')).toBeVisible();
  await expect(page.locator('main h1')).toHaveText(/^King size /);
}

/** Opens /catalog/1, checks what survived, clicks its heart, returns the list it should give. */
async function checkAndToggle(page: Page, survives: number[]) {
  await page.goto('catalog/1');
  await waitForApp(page);
  await expectRendered(page);
  const heart = page.locator('main').getByTestId('favorite-toggle').first();
  const hadOne = survives.includes(1);
  await expect(heart).toHaveAttribute('aria-pressed', String(hadOne));
  await expectBadge(page, survives);
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', String(!hadOne));
  const after = hadOne ? survives.filter((id) => id !== 1) : [...survives, 1];
  await expectBadge(page, after);
  return after;
}

test.describe('bad persist:root content', () => {
  for (const { name, raw, survives } of BAD_CASES) {
    test(`starts on ${name}, keeps the valid favourites and writes a clean value`, async ({
      page,
    }) => {
      await seedStorage(page, raw);
      const after = await checkAndToggle(page, survives);
      await expect.poll(() => readStorage(page)).toBe(clean(after));
      await expect(page.getByTestId('storage-notice')).toHaveCount(0);
      expect(await page.evaluate(() => 'polluted' in {})).toBe(false);
      // The cleaned value reads back as the same favourites after a reload.
      await page.reload();
      await waitForApp(page);
      await expectRendered(page);
      await expectBadge(page, after);
      await expectFavoritesPage(page, after);
    });
  }

  test('starts on a 5 MB value, keeps the valid favourites and writes a clean value', async ({
    page,
  }) => {
    // Built in the page: passing 5 MB through an init script argument is slow.
    await page.addInitScript(
      ({ key, size }) => {
        if (sessionStorage.getItem('__seeded')) return;
        const favorite = JSON.stringify({ favoriteList: [2, 3] });
        const head = `{"favorite":${JSON.stringify(favorite)},"junk":"`;
        const tail = '","_persist":"{\\"version\\":-1,\\"rehydrated\\":true}"}';
        localStorage.setItem(key, head + 'x'.repeat(size - head.length - tail.length) + tail);
        sessionStorage.setItem('__seeded', String(localStorage.getItem(key)?.length));
      },
      { key: PERSIST_KEY, size: FIVE_MB },
    );
    const after = await checkAndToggle(page, [2, 3]);
    // It was stored whole (the app rewrites it cleanly at once, so ask what the seed saw).
    expect(await page.evaluate(() => sessionStorage.getItem('__seeded'))).toBe(String(FIVE_MB));
    await expect.poll(() => readStorage(page)).toBe(clean(after));
    expect(await readSavedFavorites(page)).toEqual([2, 3, 1]);
  });
});

/**
 * Init scripts that break localStorage before any page script runs, and what
 * the notice then says: sessionStorage keeps favourites for the tab where it
 * still works; where it is broken too, they last until a reload.
 */
const KEPT_FOR_TAB =
  'Сховище браузера недоступне: вподобані товари й кошик збережуться лише до закриття вкладки.';
const KEPT_UNTIL_RELOAD =
  'Сховище браузера недоступне: вподобані товари й кошик зникнуть, щойно ви перезавантажите сторінку.';
const BLOCKED_STORAGE = {
  'the localStorage getter throws SecurityError': {
    message: KEPT_FOR_TAB,
    breakStorage: () => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('Access is denied for this document.', 'SecurityError');
        },
      });
    },
  },
  'every Storage method throws SecurityError': {
    message: KEPT_UNTIL_RELOAD,
    breakStorage: () => {
      for (const method of ['getItem', 'setItem', 'removeItem', 'clear', 'key'] as const) {
        Object.defineProperty(Storage.prototype, method, {
          configurable: true,
          value() {
            throw new DOMException('Access is denied for this document.', 'SecurityError');
          },
        });
      }
    },
  },
};

test.describe('blocked storage', () => {
  for (const [name, { breakStorage, message }] of Object.entries(BLOCKED_STORAGE)) {
    test(`works for the session when ${name}, and says how long`, async ({ page }) => {
      await page.addInitScript(breakStorage);
      const after = await checkAndToggle(page, []);
      expect(after).toEqual([1]);
      const notice = page.getByTestId('storage-notice');
      await expect(notice).toHaveText(message);
      await expect(page.getByRole('status').filter({ has: notice })).toHaveAttribute(
        'aria-live',
        'polite',
      );
      // Favourites live on across in-app navigation for the session.
      await page
        .getByRole('navigation', { name: 'Основна навігація' })
        .getByRole('link', { name: 'ГОЛОВНА' })
        .click();
      await expect(page).toHaveURL(/\/BON-VINTAGE\/$/);
      await expectBadge(page, [1]);
      await expectFavoritesPage(page, [1]);
      await page.getByRole('button', { name: 'Закрити повідомлення' }).click();
      await expect(notice).toHaveCount(0);
      // What the notice promised holds across a reload.
      await page.reload();
      await waitForApp(page);
      await expectFavoritesPage(page, message === KEPT_FOR_TAB ? [1] : []);
    });
  }
});

test.describe('full storage', () => {
  test('keeps favourites for the session, says so, and writes cleanly once there is room', async ({
    page,
  }) => {
    await seedStorage(page, listOf([2, 3]));
    // setItem fails with QuotaExceededError while window.__storageFull is set.
    await page.addInitScript(() => {
      const flags = window as unknown as { __storageFull: boolean };
      flags.__storageFull = true;
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
        if (flags.__storageFull && key !== '__seeded') {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        }
        return setItem.call(this, key, value);
      };
    });
    // The seed runs before the quota script: it wrote its value.
    const after = await checkAndToggle(page, [2, 3]);
    expect(after).toEqual([2, 3, 1]);
    // sessionStorage is full here too (Storage.prototype): nothing outlives a reload.
    await expect(page.getByTestId('storage-notice')).toHaveText(
      /^Сховище браузера переповнене: нові зміни у вподобаних і в кошику зникнуть, щойно ви перезавантажите сторінку/,
    );
    // Nothing could be written: the old value is still there, untouched.
    expect(await readStorage(page)).toBe(listOf([2, 3]));

    // Room again: the next change is written cleanly and the notice goes.
    await page.evaluate(() => {
      (window as unknown as { __storageFull: boolean }).__storageFull = false;
    });
    await page.locator('main').getByTestId('favorite-toggle').first().click();
    await expect.poll(() => readStorage(page)).toBe(clean([2, 3]));
    await expect(page.getByTestId('storage-notice')).toHaveCount(0);
    await expectBadge(page, [2, 3]);
    await expectFavoritesPage(page, [2, 3]);
  });
});

test('with only localStorage full, favourites are kept for the tab across a reload', async ({
  page,
}) => {
  await seedStorage(page, listOf([2, 3]));
  await page.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
      if (this === window.localStorage && key !== '__seeded') {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      }
      return setItem.call(this, key, value);
    };
  });
  const after = await checkAndToggle(page, [2, 3]);
  expect(after).toEqual([2, 3, 1]);
  await expect(page.getByTestId('storage-notice')).toHaveText(
    /^Сховище браузера переповнене: нові зміни у вподобаних і в кошику збережуться лише до закриття вкладки/,
  );
  expect(await readStorage(page)).toBe(listOf([2, 3]));
  // The notice may come from the write before the heart's: reload once the tab holds that one.
  await expect
    .poll(() => page.evaluate((key) => sessionStorage.getItem(key), PERSIST_KEY))
    .toBe(clean(after));
  await page.reload();
  await waitForApp(page);
  await expectBadge(page, [2, 3, 1]);
  await expectFavoritesPage(page, [2, 3, 1]);
});
