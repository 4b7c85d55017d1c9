import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, readSavedFavorites, test, waitForApp } from './fixtures';
import { drawnFile, SAMPLE_PAGES } from './pages';
import { spawnServer, type SpawnedServer } from './spawn-server';

/**
 * Offline and installable: the Workbox service worker of
 * vite-plugin-pwa precaches the app shell; a new build takes over on the next
 * visit. Each test serves dist/ from a server of its own, so that it can stop
 * it: offline then means no server at all, for the page and the worker alike.
 */

/** Precache entries of a built sw.js: [url, revision or null]. */
function precacheEntries(swSource: string): Array<[string, string | null]> {
  return [...swSource.matchAll(/\{url:"([^"]+)",revision:(?:"([^"]*)"|null)\}/g)].map((match) => [
    match[1]!,
    match[2] ?? null,
  ]);
}

async function serve(root: string, port: number): Promise<SpawnedServer> {
  return spawnServer(
    'node',
    ['scripts/serve-static.mjs', '--spa', '--root', root, '--port', String(port)],
    `http://127.0.0.1:${port}/BON-VINTAGE/`,
  );
}

/** Waits until the service worker controls the page; fails if the page reloaded meanwhile. */
async function waitForControl(page: Page) {
  await page.evaluate(() => ((window as { firstDocument?: boolean }).firstDocument = true));
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
  expect(await page.evaluate(() => (window as { firstDocument?: boolean }).firstDocument)).toBe(
    true,
  );
}

test('the precache holds exactly this build: every hashed file, nothing older', () => {
  const sw = readFileSync('dist/sw.js', 'utf8');
  const entries = precacheEntries(sw);
  const urls = entries.map(([url]) => url);
  const hashedFiles = readdirSync('dist/assets')
    .filter((file) => /\.(js|css|woff2)$/.test(file))
    .map((file) => `assets/${file}`);
  expect(hashedFiles.length).toBeGreaterThan(5);
  expect([...urls.filter((url) => url.startsWith('assets/'))].sort()).toEqual(hashedFiles.sort());
  for (const url of urls) expect(() => readFileSync(join('dist', url)), url).not.toThrow();
  // The pages drawn at build time change with every build, so each is versioned by a revision.
  // Each page of src/app/pages.ts drawn as one file (a product's are many, and not precached).
  const drawn = SAMPLE_PAGES.filter(({ parameter }) => !parameter).map(drawnFile);
  for (const page of [...drawn, 'shell.html'])
    expect(entries.find(([url]) => url === page)?.[1], page).toMatch(/^[0-9a-f]{32}$/);
  expect(urls).not.toContain('404.html');
  // A new worker takes over at once and drops the old build's caches.
  expect(sw).toContain('skipWaiting()');
  expect(sw).toContain('clientsClaim()');
  expect(sw).toContain('cleanupOutdatedCaches()');
  // Any other address (a product page) gets the shell, as from nginx.
  expect(sw).toContain('createHandlerBoundToURL("/BON-VINTAGE/shell.html")');
});

test('after one visit the catalogue, a product and the favourites work offline', async ({
  page,
  context,
  baseURL,
}) => {
  const port = Number(new URL(baseURL!).port);
  const server = await serve('dist', port);
  const url = (path: string) => `http://127.0.0.1:${port}/BON-VINTAGE/${path}`;
  try {
    await page.goto(url('catalog'));
    await expect(page.getByTestId('results-count')).toHaveText('250 товарів');
    // clientsClaim: the first visit is already controlled, without a reload.
    await waitForControl(page);

    await page.goto(url('catalog/1'));
    const productHeading = page.locator('main h1');
    await expect(productHeading).not.toHaveText(/Товар не знайдено|Завантаження/);
    await expect(productHeading).not.toBeEmpty();
    const productTitle = await productHeading.textContent();
    // Pressed once the app runs and saved before the next address is typed: this test is
    // about going offline; presses made before the app runs are e2e/first-paint.spec.ts's.
    await waitForApp(page);
    await page.getByTestId('favorite-toggle').first().click();
    await expect(page.getByTestId('favorite-toggle').first()).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect.poll(() => readSavedFavorites(page)).toEqual([1]);
    await page.goto(url('favorite'));
    await expect(page.locator('main h1')).toHaveText('Вподобані');
    await expect(page.getByTestId('product-card')).toHaveAttribute('data-product-id', '1');
    await page.goto(url('catalog'));
    await expect(page.getByTestId('results-count')).toHaveText('250 товарів');

    await server.stop();
    await context.setOffline(true);

    await page.reload();
    await expect(page.locator('main h1')).toHaveText('Каталог');
    await expect(page.getByTestId('results-count')).toHaveText('250 товарів');
    await page.goto(url('catalog/1'));
    await expect(page.locator('main h1')).toHaveText(productTitle!);
    await page.goto(url('favorite'));
    await expect(page.locator('main h1')).toHaveText('Вподобані');
    await expect(page.getByTestId('product-card')).toHaveAttribute('data-product-id', '1');
    // Each page never opened before comes from the precache too.
    for (const route of SAMPLE_PAGES.filter(
      ({ module }) => !['catalog', 'product', 'favorite'].includes(module),
    )) {
      await page.goto(url(route.path));
      await expect(page.locator('main h1'), route.path).toHaveText(route.heading);
    }
  } finally {
    await context.setOffline(false);
    await server.stop();
  }
});

test('a new deploy is picked up on the next visit, with no mix of builds', async ({
  page,
  baseURL,
}) => {
  const port = Number(new URL(baseURL!).port) + 1;
  const root = mkdtempSync(join(tmpdir(), 'bon-vintage-deploy-'));
  cpSync('dist', root, { recursive: true });
  const server = await serve(root, port);
  try {
    await page.goto(`http://127.0.0.1:${port}/BON-VINTAGE/`);
    await expect(page.locator('main h1')).toHaveText('BON VINTAGE');
    await waitForControl(page);
    await expect(page.locator('meta[name="bon-vintage-build"]')).toHaveCount(0);

    // "Deploy" a new build: a changed entry page, so a changed worker.
    const index = readFileSync(join(root, 'index.html'), 'utf8');
    writeFileSync(
      join(root, 'index.html'),
      index.replace('<head>', '<head><meta name="bon-vintage-build" content="next" />'),
    );
    const sw = readFileSync(join(root, 'sw.js'), 'utf8');
    const updated = sw.replace(
      /\{url:"index\.html",revision:"[0-9a-f]+"\}/,
      '{url:"index.html",revision:"next-build"}',
    );
    expect(updated).not.toBe(sw);
    writeFileSync(join(root, 'sw.js'), updated);

    // The next visit starts from the old cache, finds the new worker, which
    // takes over at once; the page then reloads itself into the new build.
    await page.reload();
    await expect(page.locator('meta[name="bon-vintage-build"]')).toHaveAttribute(
      'content',
      'next',
      { timeout: 15_000 },
    );
    await expect(page.locator('main h1')).toHaveText('BON VINTAGE');
    const cachedEntryPages = await page.evaluate(async () => {
      const pages: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) {
          if (new URL(request.url).pathname === '/BON-VINTAGE/index.html') {
            pages.push(await (await cache.match(request))!.text());
          }
        }
      }
      return pages;
    });
    expect(cachedEntryPages).toHaveLength(1);
    expect(cachedEntryPages[0]).toContain('bon-vintage-build');
  } finally {
    await server.stop();
    rmSync(root, { recursive: true, force: true });
  }
});
