#!/usr/bin/env node
// Builds the shop (unless --no-build), serves dist/ with `vite preview` on a
// free port and writes a PNG of every route at 375, 1024 and 1440 px into
// screenshots/ (git-ignored), in Debian's Chromium (docs/design.md, "How it is built").
// It also measures each route's cumulative layout shift with a
// PerformanceObserver and prints it, and writes screenshots/cls.json.
//   npm run screenshots            # build, then shoot
//   npm run screenshots -- --no-build
import { spawn, execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';
import { PAGES } from './pages.mjs';

/* global window, document -- read inside the page by page.evaluate */

const OUT = 'screenshots';
const WIDTHS = [375, 1024, 1440];
const HEIGHT = { 375: 812, 1024: 800, 1440: 900 };
const PERSIST_KEY = 'persist:root';
const favorites = (ids) =>
  JSON.stringify({
    favorite: JSON.stringify({ favoriteList: ids }),
    _persist: JSON.stringify({ version: -1, rehydrated: true }),
  });

/**
 * Each shot: a name, a path under the base, and optionally favourites to seed,
 * a step to run before the shot (opening a menu or a dialog), the widths it
 * applies to and whether to shoot the full page.
 */
const SHOTS = [
  // Every page of src/app/pages.ts as a first visit sees it, named by its module.
  ...PAGES.map(({ path, module }) => ({ name: module, path })),
  { name: 'catalog-vazy', path: 'catalog?category=vazy' },
  { name: 'catalog-chosen', path: 'catalog?category=vazy&min=500&max=3000&q=%D0%B2%D0%B0%D0%B7' },
  {
    name: 'catalog-filters-open',
    path: 'catalog?min=500&max=1500',
    widths: [375, 1024],
    full: false,
    step: async (page) => {
      const button = page.getByRole('button', { name: 'Фільтри' });
      if (await button.isVisible().catch(() => false)) await button.click();
    },
  },
  {
    name: 'product-1-fullscreen',
    path: 'catalog/1',
    full: false,
    step: async (page) => {
      await page.getByRole('button', { name: 'Відкрити на весь екран' }).click();
      await page.getByRole('dialog').waitFor();
    },
  },
  { name: 'product-missing', path: 'catalog/999999' },
  { name: 'favorite-seeded', path: 'favorite', seed: [1, 2, 5, 8] },
  { name: 'favorite-unavailable', path: 'favorite', seed: [3, 999] },
  { name: 'about-delivery', path: 'aboutUs#delivery', full: false },
  {
    name: 'burger-open',
    path: '',
    widths: [375, 1024],
    full: false,
    step: async (page) => {
      await page.getByTestId('burger-button').click();
      await page.getByTestId('burger-menu').waitFor();
    },
  },
];

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForServer(url, timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server at ${url} did not start`);
}

if (!process.argv.includes('--no-build')) execSync('npm run build', { stdio: 'inherit' });

const port = await freePort();
const server = spawn(
  'npx',
  ['vite', 'preview', '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
  { stdio: 'ignore', detached: true },
);
const base = `http://127.0.0.1:${port}/BON-VINTAGE/`;
const cls = {};
let failures = 0;

try {
  await waitForServer(base);
  mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
  for (const width of WIDTHS) {
    for (const shot of SHOTS) {
      if (shot.widths && !shot.widths.includes(width)) continue;
      const context = await browser.newContext({
        viewport: { width, height: HEIGHT[width] },
        locale: 'uk-UA',
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      await page.addInitScript(
        ({ key, value }) => {
          if (value) localStorage.setItem(key, value);
          // Layout shifts from the very first paint, read back after the shot.
          window.__cls = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) {
              if (!entry.hadRecentInput) window.__cls += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
        },
        { key: PERSIST_KEY, value: shot.seed ? favorites(shot.seed) : null },
      );
      const file = `${OUT}/${shot.name}-${width}.png`;
      try {
        await page.goto(base + shot.path, { waitUntil: 'networkidle' });
        // The web fonts are linked once the app is idle (src/main.tsx).
        await page.waitForFunction(() =>
          [...document.fonts].some(
            (face) =>
              face.family.replace(/"/g, '') === 'Cormorant Garamond' && face.status === 'loaded',
          ),
        );
        await page.evaluate(() => document.fonts.ready);
        await page
          .getByText('Завантаження...')
          .first()
          .waitFor({ state: 'detached', timeout: 10_000 })
          .catch(() => {});
        if (shot.step) await shot.step(page);
        // Let transitions settle before the shot.
        await page.waitForTimeout(400);
        await page.screenshot({ path: file, fullPage: shot.full !== false });
        if (!shot.step) {
          const value = await page.evaluate(() => window.__cls);
          (cls[shot.name] ??= {})[width] = Number(value.toFixed(4));
        }
        console.log('wrote', file);
      } catch (error) {
        failures += 1;
        console.error('failed', file, error.message.split('\n')[0]);
      }
      await context.close();
    }
  }
  await browser.close();
  writeFileSync(`${OUT}/cls.json`, `${JSON.stringify(cls, null, 2)}\n`);
  console.log('\ncumulative layout shift per route (375 / 1024 / 1440):');
  for (const [name, byWidth] of Object.entries(cls)) {
    console.log(`  ${name.padEnd(18)} ${WIDTHS.map((w) => byWidth[w] ?? '-').join(' / ')}`);
  }
} finally {
  try {
    process.kill(-server.pid);
  } catch {
    // already gone
  }
}
process.exit(failures ? 1 : 0);
