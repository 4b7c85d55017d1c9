import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

/**
 * End-to-end tests run the production build in Debian's Chromium. Playwright
 * never downloads a browser here: the executable is /usr/bin/chromium, which
 * scripts/ensure-debian-packages.mjs installs (with nginx for the deploy test).
 *
 * Projects:
 * - chromium: every capability's spec against `vite preview` (SPA fallback).
 *   Service workers are blocked there: a worker answers requests itself, and
 *   page.route() would no longer see them.
 * - pages-fallback: the route tests through a server that, like GitHub Pages,
 *   answers unknown paths with 404.html (scripts/serve-static.mjs).
 * - offline: the service worker; the spec runs and stops its own server.
 * - nginx: deploy/nginx.conf in Debian's nginx; the spec runs nginx itself.
 * - owner-catalogue: the shop built from an owner's catalogue folder
 *   (`npm run build:example-shop` into dist-owner/, scripts/make-catalogue.mjs),
 *   through the GitHub-Pages-like server, under OWNER_BASE: `/`, an owner's domain.
 * - cloudflare: the same build through Cloudflare's own runtime (`wrangler dev`,
 *   wrangler.jsonc); the spec runs wrangler itself.
 */

const PORT = Number(process.env.E2E_PORT ?? 4173);
/** Ports of the other servers follow E2E_PORT, so developers' runs never meet. */
export const STATIC_PORT = Number(process.env.E2E_STATIC_PORT ?? PORT + 10);
export const OFFLINE_PORT = Number(process.env.E2E_OFFLINE_PORT ?? PORT + 20);
export const NGINX_PORT = Number(process.env.E2E_NGINX_PORT ?? PORT + 3880);
export const OWNER_PORT = Number(process.env.E2E_OWNER_PORT ?? PORT + 30);
/**
 * The path the example shop is built under (BASE_PATH in package.json's
 * build:example-shop): the root of its own domain, as Cloudflare serves an
 * owner's shop (docs/deploy.md). Other base paths than the sample's and `/` are
 * held by src/app/site-address.test.ts.
 */
export const OWNER_BASE = '/';
/** `wrangler dev` serving the example shop as Cloudflare does (e2e/cloudflare.spec.ts starts it). */
export const CLOUDFLARE_PORT = Number(process.env.E2E_CLOUDFLARE_PORT ?? PORT + 60);
/** The shop e2e/admin.spec.ts builds from what the admin wrote. */
export const ADMIN_SHOP_PORT = Number(process.env.E2E_ADMIN_SHOP_PORT ?? PORT + 40);

const chromium = {
  ...devices['Desktop Chrome'],
  // docs/design.md's desktop starts at 1440 px: below it the main nav lives in the burger menu.
  viewport: { width: 1440, height: 900 },
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS],
  },
};

const OWN_PROJECT_SPECS = [
  '**/pages-fallback.spec.ts',
  '**/offline.spec.ts',
  '**/nginx.spec.ts',
  '**/owner-catalogue.spec.ts',
  '**/cloudflare.spec.ts',
];

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}/BON-VINTAGE/`,
    locale: 'uk-UA',
    trace: 'off',
    screenshot: 'off',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: OWN_PROJECT_SPECS,
      use: { ...chromium, serviceWorkers: 'block' },
    },
    {
      name: 'pages-fallback',
      testMatch: '**/pages-fallback.spec.ts',
      use: {
        ...chromium,
        baseURL: `http://127.0.0.1:${STATIC_PORT}/BON-VINTAGE/`,
        serviceWorkers: 'block',
      },
    },
    {
      name: 'offline',
      testMatch: '**/offline.spec.ts',
      use: { ...chromium, baseURL: `http://127.0.0.1:${OFFLINE_PORT}/BON-VINTAGE/` },
    },
    {
      name: 'owner-catalogue',
      testMatch: '**/owner-catalogue.spec.ts',
      use: {
        ...chromium,
        baseURL: `http://127.0.0.1:${OWNER_PORT}${OWNER_BASE}`,
        serviceWorkers: 'block',
      },
    },
    {
      name: 'cloudflare',
      testMatch: '**/cloudflare.spec.ts',
      use: { ...chromium, baseURL: `http://127.0.0.1:${CLOUDFLARE_PORT}/` },
    },
    {
      name: 'nginx',
      testMatch: '**/nginx.spec.ts',
      use: { ...chromium, baseURL: `http://127.0.0.1:${NGINX_PORT}/BON-VINTAGE/` },
    },
  ],
  webServer: [
    {
      command: `npx vite preview --port ${PORT} --strictPort --host 127.0.0.1`,
      url: `http://127.0.0.1:${PORT}/BON-VINTAGE/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `node scripts/serve-static.mjs --port ${STATIC_PORT}`,
      url: `http://127.0.0.1:${STATIC_PORT}/BON-VINTAGE/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      command: `node scripts/serve-static.mjs --port ${OWNER_PORT} --root dist-owner --base ${OWNER_BASE}`,
      url: `http://127.0.0.1:${OWNER_PORT}${OWNER_BASE}`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ],
});
