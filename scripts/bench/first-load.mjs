/* global document */
// First load: what the browser downloads on a cold load of each route
// of the production build. A fresh Chromium context per route (empty cache,
// service workers blocked, so the worker's precache downloads are not counted),
// a phone-sized viewport like Lighthouse's; every response until the network is
// idle is recorded. raw = the bytes of the body as sent (the static server sends
// each file as it is on disk, uncompressed), gzip = that body gzipped at level 9:
// both summed per type. The service worker's precache (what a visitor's browser
// fetches in the background after the first load) is summed separately from
// the precache manifest in sw.js.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { BASE_PATH, CHROMIUM_PATH, CHROME_FLAGS, ROOT, ROUTES, serveBuild } from './lib.mjs';

const TYPES = ['js', 'css', 'font', 'image', 'html', 'other'];

function typeOf(url, contentType = '') {
  const path = new URL(url).pathname;
  if (/\.m?js$/.test(path) || contentType.includes('javascript')) return 'js';
  if (/\.css$/.test(path) || contentType.includes('text/css')) return 'css';
  if (/\.(woff2?|ttf|otf)$/.test(path) || contentType.startsWith('font/')) return 'font';
  if (/\.(png|jpe?g|webp|avif|gif|svg|ico)$/.test(path) || contentType.startsWith('image/'))
    return 'image';
  if (contentType.includes('text/html')) return 'html';
  return 'other';
}

const emptyTotals = () =>
  Object.fromEntries(TYPES.map((type) => [type, { raw: 0, gzip: 0, files: 0 }]));

export async function measureRoute(browser, server, route) {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    locale: 'uk-UA',
  });
  const page = await context.newPage();
  const pending = [];
  page.on('response', (response) => {
    pending.push(
      (async () => {
        const url = response.url();
        if (!url.startsWith(server.origin) || response.status() >= 300) return null;
        let body;
        try {
          body = await response.body();
        } catch {
          return null; // e.g. a media range request cut short: not a whole file
        }
        const type = typeOf(url, response.headers()['content-type']);
        return { url, type, raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
      })(),
    );
  });
  await page.goto(server.url(route), { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  // The page is drawn (no 'Завантаження...' in main) and nothing more is asked for.
  await page.waitForFunction(() => document.querySelector('main[aria-busy="false"]') !== null);
  await page.waitForLoadState('networkidle');
  const files = (await Promise.all(pending)).filter(Boolean);
  await context.close();
  const totals = emptyTotals();
  for (const file of files) {
    totals[file.type].raw += file.raw;
    totals[file.type].gzip += file.gzip;
    totals[file.type].files += 1;
  }
  return { route, totals, files };
}

/** The service worker's precache list (sw.js) and what it weighs. */
export function precacheTotals(dir = 'dist') {
  const sw = readFileSync(join(ROOT, dir, 'sw.js'), 'utf8');
  const urls = [...sw.matchAll(/url:"([^"]+)"/g)].map((match) => match[1]);
  let raw = 0;
  let gzip = 0;
  for (const url of urls) {
    const body = readFileSync(join(ROOT, dir, decodeURIComponent(url.replace(BASE_PATH, ''))));
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { files: urls.length, raw, gzip };
}

export async function benchFirstLoad({ dir = 'dist', routes = ROUTES } = {}) {
  const server = await serveBuild(dir);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')),
  });
  try {
    const results = [];
    for (const route of routes) results.push(await measureRoute(browser, server, route));
    return { routes: results, precache: precacheTotals(dir) };
  } finally {
    await browser.close();
    await server.close();
  }
}
