#!/usr/bin/env node
/* global document, location */
// Prerendering (issue 7): after `vite build`, draws each static route of the
// production build in headless Chromium and keeps the HTML it ends with, so a
// visitor's browser paints the page from the first response instead of after
// the JavaScript, the page's chunk and the product list have arrived (what a
// phone on a slow network waits for: Lighthouse's FCP and LCP).
//
//   dist/index.html      /            (the home page)
//   dist/catalog.html    /catalog     (Pages, vite preview, nginx and the
//   dist/favorite.html   /favorite     service worker all serve /x from x.html)
//   dist/aboutUs.html    /aboutUs
//   dist/app-shell.html  every other address (product pages): header, footer
//                        and 'Завантаження...' in main, for the SPA fallbacks.
//
// The snapshot is plain markup: no script is added (the CSP stays strict: the
// only script is still the entry module), style attributes are dropped (a
// strict style-src refuses them in markup) and src/main.tsx lets React draw
// the same page over it once the page's code and data are in.
//   node scripts/prerender.mjs [dist]
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const DIST = process.argv[2] ?? 'dist';
const BASE = '/BON-VINTAGE/';
const PAGES = [
  { route: '', file: 'index.html' },
  { route: 'catalog', file: 'catalog.html' },
  { route: 'favorite', file: 'favorite.html' },
  { route: 'aboutUs', file: 'aboutUs.html' },
];
export const SHELL_FILE = 'app-shell.html';

const port = await new Promise((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});
// The untouched index.html (no page in it) is what every snapshot starts from.
const template = readFileSync(join(DIST, 'index.html'), 'utf8');
writeFileSync(join(DIST, SHELL_FILE), template);
const server = spawn(
  process.execPath,
  ['scripts/serve-static.mjs', '--root', DIST, '--port', String(port), '--spa'],
  { stdio: ['ignore', 'pipe', 'inherit'] },
);
await new Promise((resolve, reject) => {
  server.once('exit', (code) => reject(new Error(`serve-static exited with ${code}`)));
  server.stdout.once('data', resolve);
});

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

/** The page's markup as it stands, cleaned to be served as a static file. */
async function snapshot(page) {
  return page.evaluate(() => {
    const root = document.documentElement.cloneNode(true);
    // React 19 adds the page's <title> to head; keep only that one.
    const titles = root.querySelectorAll('head title');
    for (const title of [...titles].slice(0, -1)) title.remove();
    const descriptions = root.querySelectorAll('head meta[name="description"]');
    for (const meta of [...descriptions].slice(0, -1)) meta.remove();
    for (const element of root.querySelectorAll('[style]')) element.removeAttribute('style');
    // Chunks Vite preloaded while drawing: keep them (the page's code starts
    // downloading with the HTML), by path, as the server's origin is not the host's.
    for (const link of root.querySelectorAll('link[href]')) {
      const url = new URL(link.getAttribute('href'), location.href);
      if (url.origin === location.origin) link.setAttribute('href', url.pathname);
    }
    // Nothing that runs: the entry module tag of index.html is the only script.
    for (const script of root.querySelectorAll('script:not([type="module"][src])')) script.remove();
    root.querySelector('#root')?.setAttribute('data-prerendered', '');
    return `<!doctype html>\n${root.outerHTML}\n`;
  });
}

try {
  for (const { route, file } of PAGES) {
    const context = await browser.newContext({
      serviceWorkers: 'block',
      locale: 'uk-UA',
      viewport: { width: 1440, height: 900 },
    });
    const page = await context.newPage();
    page.on('pageerror', (error) => {
      throw error;
    });
    await page.goto(`http://127.0.0.1:${port}${BASE}${route}`, { waitUntil: 'networkidle' });
    // Drawn: no page chunk pending, no 'Завантаження...' anywhere in main.
    await page.waitForFunction(
      () =>
        document.querySelector('main[aria-busy="false"]') !== null &&
        document.querySelector('main [role="status"]') === null,
      undefined,
      { timeout: 20_000 },
    );
    await page.waitForLoadState('networkidle');
    writeFileSync(join(DIST, file), await snapshot(page));
    await context.close();
    console.log(`prerendered ${BASE}${route} → ${DIST}/${file}`);
  }
  // The shell: the layout while a page's chunk is still on its way (its
  // HydrateFallback), caught by holding back the home page's chunk.
  const context = await browser.newContext({ serviceWorkers: 'block', locale: 'uk-UA' });
  const page = await context.newPage();
  await page.route(/\/assets\/home-[^/]*\.js$/, () => {});
  await page.goto(`http://127.0.0.1:${port}${BASE}${SHELL_FILE}`);
  await page.locator('main[aria-busy]').waitFor();
  const shell = await snapshot(page);
  writeFileSync(
    join(DIST, SHELL_FILE),
    shell.replace(/<title>[^<]*<\/title>/, template.match(/<title>[^<]*<\/title>/)[0]),
  );
  await context.close();
  console.log(`prerendered the app shell → ${DIST}/${SHELL_FILE}`);
} finally {
  await browser.close();
  server.kill('SIGTERM');
}
