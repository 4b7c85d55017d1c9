import { readdirSync } from 'node:fs';
import { ADMIN_CONTENT_SECURITY_POLICY } from '../deploy/security-headers';
import { expect, inlineScriptRuns, test } from './fixtures';
import { startNginx } from './nginx-server';
import { SAMPLE_PAGES } from './pages';

/**
 * deploy/nginx.conf in Debian's nginx (installed by
 * scripts/ensure-debian-packages.mjs): deep links, status codes, cache and
 * security headers, and the app in Chromium under its strict CSP.
 */

// One nginx for the file: its tests run in order, in one worker.
test.describe.configure({ mode: 'serial' });

let nginx: Awaited<ReturnType<typeof startNginx>>;
let origin = '';

test.beforeAll(async ({ baseURL }) => {
  const url = new URL(baseURL!);
  origin = url.origin;
  nginx = await startNginx(Number(url.port));
});

test.afterAll(async () => {
  await nginx?.stop();
});

/** A raw answer: no redirect followed; the body decoded. */
const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${origin}${path}`, { redirect: 'manual', headers });

const SECURITY_HEADERS = {
  'content-security-policy':
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: https://picsum.photos https://fastly.picsum.photos; media-src 'self'; font-src 'self'; connect-src 'self' https://api.novaposhta.ua; manifest-src 'self'; worker-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'; form-action 'self'",
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'x-frame-options': 'DENY',
};

const entryScript = () => readdirSync('dist/assets').find((f) => /^index-.+\.js$/.test(f))!;

test('each address answers 200 with its page drawn at build time, never cached', async () => {
  for (const [path, drawn] of [
    // Every page of src/app/pages.ts, drawn for its own address.
    ...SAMPLE_PAGES.map(({ path }) => [`/BON-VINTAGE/${path}`, path] as const),
    ['/BON-VINTAGE/catalog?category=vazy&page=2', 'catalog'],
    // Everything else gets the shell (the layout, loading) and the router draws it.
    ['/BON-VINTAGE/catalog/9999', null],
    ['/BON-VINTAGE/no-such-page', null],
  ] as const) {
    const response = await get(path);
    expect(response.status, path).toBe(200);
    expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control'), path).toBe('no-cache');
    // What the page says it was drawn for (src/app/drawn-page.ts): null is the shell.
    const block = /<script type="application\/json" id="drawn-page">([^<]*)<\/script>/.exec(
      await response.text(),
    );
    expect((JSON.parse(block![1]!) as { path: string | null }).path, path).toBe(drawn);
  }
});

test('hashed assets are immutable for a year and gzipped when asked', async () => {
  const path = `/BON-VINTAGE/assets/${entryScript()}`;
  const response = await get(path, { 'Accept-Encoding': 'gzip' });
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(response.headers.get('content-encoding')).toBe('gzip');
  expect(response.headers.get('content-type')).toMatch(/javascript/);
  const plain = await get(path, { 'Accept-Encoding': 'identity' });
  expect(plain.headers.get('content-encoding')).toBeNull();
});

test('the entry page, worker and manifest are revalidated; types are right', async () => {
  for (const [path, type] of [
    ['/BON-VINTAGE/index.html', /^text\/html/],
    ['/BON-VINTAGE/sw.js', /javascript/],
    ['/BON-VINTAGE/manifest.webmanifest', /^application\/manifest\+json/],
  ] as const) {
    const response = await get(path, { 'Accept-Encoding': 'gzip' });
    expect(response.status, path).toBe(200);
    expect(response.headers.get('cache-control'), path).toBe('no-cache');
    expect(response.headers.get('content-type'), path).toMatch(type);
  }
  const manifest = await get('/BON-VINTAGE/manifest.webmanifest', { 'Accept-Encoding': 'gzip' });
  expect(manifest.headers.get('content-encoding')).toBe('gzip');
  const video = await get('/BON-VINTAGE/media/product-video.webm');
  expect(video.headers.get('content-type')).toBe('video/webm');
  const svg = await get('/BON-VINTAGE/images/placeholder.svg', { 'Accept-Encoding': 'gzip' });
  expect(svg.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  expect(svg.headers.get('content-encoding')).toBe('gzip');
});

test('every answer carries the security headers, errors and redirects too', async () => {
  for (const path of [
    '/BON-VINTAGE/',
    '/BON-VINTAGE/catalog',
    '/BON-VINTAGE/assets/nope.js',
    '/',
  ]) {
    const response = await get(path);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      expect(response.headers.get(name), `${name} on ${path}`).toBe(value);
    }
  }
});

test('the owner’s admin is its own page: its policy, noindex, its hashed files kept for good', async () => {
  const redirect = await get('/BON-VINTAGE/admin');
  expect(redirect.status).toBe(301);
  expect(redirect.headers.get('location')).toBe('/BON-VINTAGE/admin/');
  const page = await get('/BON-VINTAGE/admin/');
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('<meta name="robots" content="noindex, nofollow" />');
  expect(page.headers.get('content-security-policy')).toBe(ADMIN_CONTENT_SECURITY_POLICY);
  expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  expect(page.headers.get('x-frame-options')).toBe('DENY');
  expect(page.headers.get('cache-control')).toBe('no-cache');
  const config = await get('/BON-VINTAGE/admin/config.yml');
  expect([config.status, config.headers.get('cache-control')]).toEqual([200, 'no-cache']);
  const script = readdirSync('dist/admin/assets').find((file) => file.endsWith('.js'))!;
  const asset = await get(`/BON-VINTAGE/admin/assets/${script}`);
  expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  const wasm = readdirSync('dist/admin/assets').find((file) => file.endsWith('.wasm'))!;
  expect((await get(`/BON-VINTAGE/admin/assets/${wasm}`)).headers.get('content-type')).toBe(
    'application/wasm',
  );
  // The shop's pages are for search engines.
  expect((await get('/BON-VINTAGE/')).headers.get('x-robots-tag')).toBeNull();
  expect((await get('/BON-VINTAGE/admin/nope.html')).status).toBe(404);
});

test('/ and /BON-VINTAGE redirect into the shop; a missing asset is a 404', async () => {
  for (const path of ['/', '/BON-VINTAGE']) {
    const response = await get(path);
    expect(response.status, path).toBe(301);
    expect(response.headers.get('location'), path).toBe('/BON-VINTAGE/');
  }
  const missing = await get('/BON-VINTAGE/assets/catalog-00000000.js');
  expect(missing.status).toBe(404);
  expect(await missing.text()).not.toContain('<div id="root">');
});

test('the shop renders through nginx under its CSP, with no console error', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as { cspViolations?: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  await page.goto('catalog?category=vazy');
  await expect(page.locator('main h1')).toHaveText('Вази');
  await expect(page.getByRole('radio', { name: /^Вази/ })).toBeChecked();
  await expect(page.getByTestId('results-count')).toHaveText(/^\d+ товар/);
  await expect(page.getByTestId('results-count')).not.toHaveText('250 товарів');
  // The worker and the manifest are allowed by worker-src and manifest-src.
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
  const nav = page.getByRole('navigation', { name: 'Основна навігація' });
  for (const [link, heading] of [
    ['ПРО НАС', 'Про нас'],
    ['ВПОДОБАНІ', 'Вподобані'],
    ['ГОЛОВНА', 'BON VINTAGE'],
  ] as const) {
    await nav.getByRole('link', { name: link }).click();
    await expect(page.locator('main h1')).toHaveText(heading);
  }
  await page.goto('catalog/1');
  await expect(page.locator('main h1')).not.toHaveText(/Завантаження|Товар не знайдено/);
  expect(await page.evaluate(() => (window as { cspViolations?: string[] }).cspViolations)).toEqual(
    [],
  );
});

test('the CSP is enforced: an inline script is refused', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors('Content Security Policy');
  await page.goto('');
  await expect(page.locator('main h1')).toHaveText('BON VINTAGE');
  expect(await inlineScriptRuns(page)).toBe(false);
});
