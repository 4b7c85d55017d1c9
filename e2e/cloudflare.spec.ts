import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ADMIN_CONTENT_SECURITY_POLICY, securityHeaders } from '../deploy/security-headers';
import {
  answerCounter,
  EXAMPLE_COUNTER,
  expect,
  persistedFavorites,
  seedStorage,
  test,
} from './fixtures';
import { everyPage } from './pages';
import { spawnServer, type SpawnedServer } from './spawn-server';

/**
 * The owner's example shop, built for `/` (`npm run build:example-shop`), served
 * by Cloudflare's own runtime as wrangler.jsonc says (`wrangler dev`: workerd
 * from the npm package, no account, no network): statuses, headers, the shop
 * at the root of its domain, and an admin no other site can frame.
 */

test.describe.configure({ mode: 'serial' });

const DIST = 'dist-owner';
let wrangler: SpawnedServer;
let origin = '';

test.beforeAll(async ({ baseURL }) => {
  origin = new URL(baseURL!).origin;
  const port = new URL(baseURL!).port;
  wrangler = await spawnServer(
    'node_modules/.bin/wrangler',
    ['dev', '--assets', DIST, '--ip', '127.0.0.1', '--port', port],
    `${origin}/`,
    90_000,
  );
});

test.afterAll(async () => {
  await wrangler?.stop();
});

/** A raw answer, as a browser's navigation asks for it; no redirect followed. */
const get = (path: string, mode = 'navigate') =>
  fetch(`${origin}${path}`, { redirect: 'manual', headers: { 'Sec-Fetch-Mode': mode } });

/** Every page of src/app/pages.ts in the example shop: its address and drawn heading. */
const EXAMPLE_SHOP_PAGES = everyPage(
  {
    home: ['/', 'Вінтаж на Подолі'],
    catalog: ['/catalog', 'Каталог'],
    product: ['/catalog/3', 'Свічник олов’яний'],
    collection: ['/collections/novi-nadkhodzhennia', 'Нові надходження'],
    favorite: ['/favorite', 'Вподобані'],
    basket: ['/basket', 'Кошик'],
    'about-us': ['/aboutUs', 'Про нас'],
  } as const,
  'e2e/cloudflare.spec.ts',
);

const heading = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '');

test('every built page answers 200 with its heading, an unknown address 404 with the shop’s page', async ({
  page,
  allowConsoleErrors,
}) => {
  await test.step('each page: 200, drawn with its heading, never cached; .html sends to the clean address', async () => {
    for (const [path, title] of EXAMPLE_SHOP_PAGES) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
      expect(heading(await response.text()), path).toBe(title);
    }
    const redirect = await get('/catalog/3.html');
    expect(redirect.status).toBe(307);
    expect(redirect.headers.get('location')).toBe('/catalog/3');
  });

  await test.step('sitemap, canonicals, feeds and the service worker name the clean addresses', async () => {
    const files = ['sitemap.xml', 'catalog/3.html', 'feeds/google.xml', 'feeds/prom.xml'];
    for (const file of files)
      expect(readFileSync(join(DIST, file), 'utf8'), file).not.toMatch(
        /kyiv-vintage\.example\/[^"<\s]*\.html|"[^"]*\b(?:catalog|aboutUs|favorite)\.html"/,
      );
    expect(readFileSync(join(DIST, 'catalog/3.html'), 'utf8')).toContain(
      '<link rel="canonical" href="https://kyiv-vintage.example/catalog/3"',
    );
  });

  await test.step('an unknown address and a good that does not exist: 404 with the shop’s page', async () => {
    for (const path of ['/no-such-page', '/catalog/999999']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toBe(readFileSync(join(DIST, '404.html'), 'utf8'));
    }
    // Chromium logs the 404 of the page it was sent first.
    allowConsoleErrors('status of 404');
    const missing = await page.goto('/catalog/999999');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Товар не знайдено');
  });

  await test.step('a missing file under assets/ is a 404', async () => {
    const response = await get('/assets/no-such-file.js', 'no-cors');
    expect(response.status).toBe(404);
    // The plain dist/assets/404.html, not the shop's page.
    expect(await response.text()).toContain('404: немає такого файлу.');
  });
});

// The example shop counts its visits: its counter is answered, never reached.
test.beforeEach(({ page }) => answerCounter(page));

/** The example shop counts its visits (scripts/make-catalogue.mjs's лічильник): its CSP names that host. */
const SHOP_HEADERS = securityHeaders({ counter: new URL(EXAMPLE_COUNTER).hostname.split('.')[0] });

test('the headers of the one table on a page, an asset, sw.js, the manifest and the admin', async () => {
  const entry = readdirSync(join(DIST, 'assets')).find((file) => /^index-.+\.js$/.test(file))!;
  for (const path of ['/', `/assets/${entry}`, '/sw.js', '/manifest.webmanifest']) {
    const response = await get(path, path === '/' ? 'navigate' : 'no-cors');
    expect(response.status, path).toBe(200);
    for (const [name, value] of Object.entries(SHOP_HEADERS))
      expect(response.headers.get(name), `${name} of ${path}`).toBe(value);
    expect(response.headers.get('cache-control'), path).toBe(
      path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
  }
  expect(SHOP_HEADERS['Content-Security-Policy']).toContain("frame-ancestors 'none'");
  const admin = await get('/admin/');
  expect(admin.status).toBe(200);
  expect(admin.headers.get('content-security-policy')).toBe(ADMIN_CONTENT_SECURITY_POLICY);
  expect(admin.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  expect(admin.headers.get('x-frame-options')).toBe('DENY');
});

test('at the root of its domain the shop keeps favourites and a basket, takes an order, and its admin cannot be framed', async ({
  page,
  allowConsoleErrors,
}) => {
  await test.step('the service worker takes the whole site', async () => {
    await page.goto('/');
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${origin}/`);
  });

  await test.step('a favourite is kept and listed', async () => {
    await seedStorage(page, persistedFavorites([1]));
    await page.goto('/favorite');
    await expect(page.getByTestId('product-card')).toHaveCount(1);
  });

  await test.step('the basket takes the order', async () => {
    await page.goto('/catalog/1');
    await page.getByRole('button', { name: 'Додати в кошик' }).click();
    await page.goto('/basket');
    await expect(page.getByTestId('basket-count')).toHaveText('1');
    await page.getByLabel("Ім'я та прізвище").fill('Олена');
    await page.getByLabel('Телефон').fill('0671234567');
    await page.getByLabel('Самовивіз у Києві, на Подолі').check();
    await page.getByLabel('Накладений платіж').check();
    await page.getByRole('button', { name: 'Оформити замовлення' }).click();
    await expect(page.getByLabel('Текст замовлення')).toHaveValue(/^Замовлення VP-\S+/);
  });

  await test.step('another site cannot show the admin in a frame', async () => {
    // The refused frame logs the policy; the scripts this test adds to every
    // document (e2e/fixtures.ts) find no storage in Chromium's error page.
    allowConsoleErrors('frame-ancestors', "Failed to read the 'sessionStorage'");
    await page.route('http://other.example/', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<iframe src="${origin}/admin/"></iframe>`,
      }),
    );
    await page.goto('http://other.example/');
    const frame = page.frames().find((f) => f !== page.mainFrame())!;
    // Chromium shows its own error page in the frame instead of the admin.
    await expect.poll(() => frame.url()).toMatch(/^chrome-error:/);
  });
});
