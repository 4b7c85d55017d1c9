import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { chunkOf, PRODUCT_DATA } from './first-load';

/**
 * The shared fixtures of every spec (docs/architecture.md): the page fails the test
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

/** Puts a raw value under persist:root, or `key`, before any page script runs (first load only). */
export async function seedStorage(page: Page, raw: string, key = PERSIST_KEY) {
  await page.addInitScript(
    ({ key, value }) => {
      // about:blank, between loads, has no storage to seed.
      if (location.protocol === 'about:') return;
      if (!sessionStorage.getItem('__seeded')) {
        localStorage.setItem(key, value);
        sessionStorage.setItem('__seeded', '1');
      }
    },
    { key, value: raw },
  );
}

/** Answers Nova Poshta's API as `answer` says (no test reaches the network), and lists the methods asked. */
export async function answerNovaPoshta(page: Page, answer: (method: string) => unknown) {
  const methods: string[] = [];
  await page.route('https://api.novaposhta.ua/v2.0/json/', async (route) => {
    const { calledMethod } = route.request().postDataJSON() as { calledMethod: string };
    methods.push(calledMethod);
    await route.fulfill({ json: answer(calledMethod) });
  });
  return methods;
}

/** shop.yaml's `лічильник` in the example shop (scripts/make-catalogue.mjs): the owner's GoatCounter. */
export const EXAMPLE_COUNTER = 'https://kyiv-vintage-test.goatcounter.com';

/** Answers the example shop's counter, which no test reaches: there is no network. */
export function answerCounter(page: Page) {
  return page.route(`${EXAMPLE_COUNTER}/**`, (route) => route.fulfill({ status: 200, body: '' }));
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

/** What the browser logs when the product script cannot be loaded; allow these. */
export const PRODUCT_DATA_ERRORS = [
  'Failed to fetch dynamically imported module',
  'net::ERR_FAILED',
];

/**
 * Holds back the requests `url` matches until the returned function is
 * called; then they go on, or fail ('abort': a picture that fails late).
 */
export async function holdRequests(
  page: Page,
  url: string | RegExp,
  then: 'continue' | 'abort' = 'continue',
): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await (then === 'abort' ? route.abort() : route.continue());
  });
  return release;
}

/** The route pattern of a chunk of the build, by its source (e.g. 'src/app/routes/product.tsx'). */
export function chunkUrl(source: string): string {
  const file = chunkOf(source);
  if (!file) throw new Error(`${source} is not in the build manifest`);
  return `**/BON-VINTAGE/${file}`;
}

/** Holds a chunk of the build back until the returned function is called. */
export function holdChunk(page: Page, source: string): Promise<() => void> {
  return holdRequests(page, chunkUrl(source));
}

/** Holds the product data back until the returned function is called (the loading state). */
export function holdProductData(page: Page): Promise<() => void> {
  return holdChunk(page, PRODUCT_DATA);
}

/** Fails every load of the product data (the error state) until the returned function is called. */
export async function failProductData(page: Page): Promise<() => Promise<void>> {
  const url = chunkUrl(PRODUCT_DATA);
  await page.route(url, (route) => route.abort());
  return () => page.unroute(url);
}

/**
 * Waits until React runs the page: its header and the page in main carry
 * React's fiber. A page drawn at build time is plain HTML until the app has
 * hydrated it, and a click before that reaches no handler. (The header
 * hydrates first; a page drawn with products hydrates with those it brings,
 * src/app/first-view.ts.)
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    ['#root header', '#root main > *'].every((selector) => {
      const element = document.querySelector(selector);
      return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
    }),
  );
}

/**
 * Waits until the web fonts are in use: src/main.tsx links them once the app
 * runs and the browser is idle, so `document.fonts.ready` alone may resolve
 * before they are even declared.
 */
export async function waitForWebFonts(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    let loaded = false;
    document.fonts.forEach((face) => {
      if (face.family.replace(/"/g, '') === 'Cormorant Garamond' && face.status === 'loaded') {
        loaded = true;
      }
    });
    return loaded;
  });
  await page.evaluate(() => document.fonts.ready);
}

/**
 * Why the focused element's focus ring cannot be seen, or null when it can:
 * it is drawn (an outline, or a box-shadow ring around the element, at least
 * 2 px and not transparent), and no ancestor that clips its overflow cuts
 * into it. Reads the computed style, so forced colours count too (they drop
 * box-shadows and paint a transparent outline in the system's colour).
 */
export function focusRingProblem(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'nothing has focus';
    const name = `${element.tagName} ${element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30) ?? ''}`;
    const style = getComputedStyle(element);
    const seen = (colour: string) => colour !== 'transparent' && !/^rgba\(.*,\s*0\)$/.test(colour);
    let reach: number | null = null;
    if (
      style.outlineStyle !== 'none' &&
      parseFloat(style.outlineWidth) >= 2 &&
      seen(style.outlineColor)
    ) {
      reach = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
    }
    if (style.boxShadow !== 'none') {
      for (const shadow of style.boxShadow.split(/,(?![^(]*\))/)) {
        const colour = /rgba?\([^)]*\)/.exec(shadow)?.[0] ?? '';
        const lengths = shadow.replace(colour, '').replace('inset', '').trim().split(/\s+/);
        const spread = parseFloat(lengths[3] ?? '0');
        if (!shadow.includes('inset') && spread >= 2 && seen(colour))
          reach = Math.max(reach ?? spread, spread);
      }
    }
    if (reach === null) return `${name}: no focus ring is drawn`;
    const box = element.getBoundingClientRect();
    const ring = {
      left: box.left - reach,
      top: box.top - reach,
      right: box.right + reach,
      bottom: box.bottom + reach,
    };
    for (let parent = element.parentElement; parent && parent !== document.body;) {
      const clips = getComputedStyle(parent);
      if (clips.overflowX !== 'visible' || clips.overflowY !== 'visible') {
        const outer = parent.getBoundingClientRect();
        const left = outer.left + parent.clientLeft;
        const top = outer.top + parent.clientTop;
        if (
          ring.left < left - 0.5 ||
          ring.top < top - 0.5 ||
          ring.right > left + parent.clientWidth + 0.5 ||
          ring.bottom > top + parent.clientHeight + 0.5
        ) {
          return `${name}: its ring is clipped by ${parent.tagName}.${parent.className}`;
        }
      }
      parent = parent.parentElement;
    }
    return null;
  });
}

/** The WCAG 2.0/2.1/2.2 A and AA rules axe-core checks (e2e/a11y.spec.ts and the pages' own specs). */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Fails with each axe-core violation on the page as it is now, by rule and element.
 *
 * Run the legacy way, axe.run in the page itself: the default opens a blank page to
 * merge results from cross-origin frames, which the shop has none of, and that page
 * was most of each check's 2–4 s here. Only violations are collected in full: the
 * test reads nothing else, and describing every passing element cost a third of
 * the rest.
 */
export async function expectNoViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const summary = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

/** The header's search field, a combobox with its suggestions. */
export function searchField(page: Page) {
  return page.getByRole('combobox', { name: 'Пошук товарів' });
}

/** Appends an inline <script> and tells whether it ran: under the shop's CSP it must not. */
export async function inlineScriptRuns(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineRan = true';
    document.head.append(script);
    return (window as { inlineRan?: boolean }).inlineRan === true;
  });
}

interface Fixtures {
  /** Messages a test expects (and so allows): each is a substring of an error. */
  allowConsoleErrors: (...substrings: string[]) => void;
  /**
   * Whether the page answers Nova Poshta's API with its refusal (no test reaches
   * the API): set by the specs whose pages ask it (`test.use`). Off elsewhere, as
   * any route makes Playwright carry every request of the page through Node:
   * 10 % of the run's CPU. A page that asks it unanswered logs a failed request,
   * which fails its test.
   */
  novaPoshtaRefuses: boolean;
}

/** The console errors and uncaught exceptions a test's page logged, and those it allows. */
interface ErrorWatch {
  errors: string[];
  allowed: string[];
}

/**
 * The page fails its test on any error it logs that the test did not allow.
 * Watched in the page fixture itself, not in one every test starts, so a test
 * that reads only files opens no browser page.
 */
/**
 * The price each card asks, as a number: its price line's own text, without
 * the old price struck through beside it or a badge after it.
 */
export function paidPrices(cards: Locator): Promise<number[]> {
  return cards.evaluateAll((list) =>
    list.map((card) =>
      Number(
        Array.from(card.querySelector('p')!.childNodes)
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent)
          .join('')
          .replace(/\D/g, ''),
      ),
    ),
  );
}

export const test = base.extend<Fixtures & { errorWatch: ErrorWatch }>({
  novaPoshtaRefuses: [false, { option: true }],
  // Playwright reads a fixture's dependencies from this pattern: it has none.
  // eslint-disable-next-line no-empty-pattern
  errorWatch: async ({}, use) => {
    await use({ errors: [], allowed: [] });
  },
  page: async ({ page, errorWatch, novaPoshtaRefuses }, use, testInfo) => {
    page.on('console', (message) => {
      if (message.type() === 'error') errorWatch.errors.push(`console.error: ${message.text()}`);
    });
    page.on('pageerror', (error) => errorWatch.errors.push(`uncaught: ${error.message}`));
    // No test reaches Nova Poshta's API: it says it cannot answer, and the
    // order's fields stay plain. e2e/nova-poshta.spec.ts answers for it.
    if (novaPoshtaRefuses)
      await page.route('https://api.novaposhta.ua/**', (route) =>
        route.fulfill({ json: { success: false, data: [], errors: ['no network in tests'] } }),
      );
    await use(page);
    const unexpected = errorWatch.errors.filter(
      (error) => !errorWatch.allowed.some((allowed) => error.includes(allowed)),
    );
    if (testInfo.status === testInfo.expectedStatus) {
      expect(unexpected, 'the page logged errors').toEqual([]);
    }
  },
  allowConsoleErrors: async ({ errorWatch }, use) => {
    await use((...substrings) => errorWatch.allowed.push(...substrings));
  },
});

export { expect };
