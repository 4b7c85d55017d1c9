import { test as base, expect, type Page } from '@playwright/test';

/**
 * The shared fixtures of every spec (STYLE.md, Tests): the page fails the test
 * on any console error or uncaught exception, and helpers seed and read the
 * favourites' storage.
 */

export const PERSIST_KEY = 'persist:root';

/** What redux-persist writes for a favourite list. */
export function persistedFavorites(favoriteList: unknown): string {
  return JSON.stringify({
    favorite: JSON.stringify({ favoriteList }),
    _persist: JSON.stringify({ version: -1, rehydrated: true }),
  });
}

/** Puts a raw value under persist:root before any page script runs (first load only). */
export async function seedStorage(page: Page, raw: string) {
  await page.addInitScript(
    ({ key, value }) => {
      if (!sessionStorage.getItem('__seeded')) {
        localStorage.setItem(key, value);
        sessionStorage.setItem('__seeded', '1');
      }
    },
    { key: PERSIST_KEY, value: raw },
  );
}

export async function readStorage(page: Page): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), PERSIST_KEY);
}

/** The favourite ids saved in persist:root. */
export async function readSavedFavorites(page: Page): Promise<unknown> {
  const raw = await readStorage(page);
  if (raw === null) return null;
  return JSON.parse(JSON.parse(raw).favorite).favoriteList;
}

interface Fixtures {
  /** Console errors and page errors seen during the test; checked after it. */
  pageErrors: string[];
  /** Messages a test expects (and so allows): each is a substring of an error. */
  allowConsoleErrors: (...substrings: string[]) => void;
}

export const test = base.extend<Fixtures>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
      });
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      await use(errors);
    },
    { auto: true },
  ],
  allowConsoleErrors: [
    async ({ pageErrors }, use, testInfo) => {
      const allowed: string[] = [];
      await use((...substrings) => allowed.push(...substrings));
      const unexpected = pageErrors.filter((error) => !allowed.some((s) => error.includes(s)));
      if (testInfo.status === testInfo.expectedStatus) {
        expect(unexpected, 'the page logged errors').toEqual([]);
      }
    },
    { auto: true },
  ],
});

export { expect };
