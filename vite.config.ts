/// <reference types="vitest/config" />
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { metaContentSecurityPolicy, securityMetaTags } from './deploy/security-headers.ts';
import { cloudflareHeaders } from './deploy/cloudflare-headers.ts';
import { admin, ADMIN_DIR } from './builder/admin/admin-plugin.ts';
import { appChunk } from './builder/app-chunk-plugin.ts';
import { hostLimits } from './builder/host-limits.ts';
import { FEEDS_DIR } from './builder/feeds/feed-goods.ts';
import { prerender } from './builder/prerender-plugin.ts';
import { productData } from './builder/product-data-plugin.ts';
import { shopCounter, shopName, thisShopPages, type ThisShop } from './builder/this-shop.ts';
import { basePath } from './src/app/site-address.ts';

// src/app/styles/tokens.css: --color-accent and --color-paper.
const THEME_COLOR = '#7a2e2a';
const BACKGROUND_COLOR = '#f6f1e7';

/**
 * React Router's package names only its development build in its exports,
 * its warnings switched on (remix-run/react-router#14102), though it ships
 * a production build beside it that differs by that switch alone. A build
 * takes the production one: 0.6 KB gzip less in the first load of /
 * (docs/decisions/051-first-load-back-to-141-kb.md), and no router warnings
 * in a visitor's console; `vite` and the tests keep the warnings.
 * scripts/check-size-budget.mjs fails a build that carries the warnings.
 */
const routerWithoutWarnings = {
  find: /^react-router$/,
  replacement: fileURLToPath(
    new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
  ),
};

/**
 * Offline and installable: a Ukrainian manifest and a Workbox
 * service worker scoped to the base path. The app shell is precached; product
 * pictures from elsewhere are cached as they are seen. A new build's worker
 * takes over at once (skipWaiting + clientsClaim) and drops the old build's
 * caches, and the page registered from src/app/register-service-worker.ts
 * reloads when that happens, so a visitor never runs a mix of two builds.
 */
/**
 * The worker's registration, whose scope is the shop's address under its base
 * path ('https://owner.github.io/my-shop/'). A runtime route's test below runs
 * in the worker as its source text (workbox-build writes it into sw.js), so
 * it can name nothing of this file, the base path included: it reads the scope.
 */
declare const registration: { scope: string };

const pwa = ({ name, base }: ThisShop) => {
  const under = new RegExp(`^${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
  return VitePWA({
    registerType: 'autoUpdate',
    // Registered from app code (virtual:pwa-register): no script in index.html,
    // inline or not, so the strict CSP holds and the first-load order is unchanged.
    injectRegister: false,
    scope: base,
    // The precache globs below already hold the icons and the favicon.
    includeManifestIcons: false,
    manifest: {
      id: base,
      name: `${name} — антикваріат і вінтаж`,
      short_name: name,
      // Whatever the shop: an owner's sells other goods, elsewhere (docs/owner-catalogue.md).
      description: 'Антикварні та вінтажні речі з історією.',
      lang: 'uk',
      dir: 'ltr',
      start_url: base,
      scope: base,
      display: 'standalone',
      theme_color: THEME_COLOR,
      background_color: BACKGROUND_COLOR,
      categories: ['shopping'],
      icons: [
        { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        {
          src: 'icons/icon-maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    },
    workbox: {
      // The shell: every chunk (pages and product data load lazily, and offline
      // they must already be here), styles, the woff2 fonts (every browser that
      // runs a service worker reads woff2), the illustrations and the video.
      globPatterns: ['**/*.{js,css,html,woff2,svg,png,webm}'],
      // 404.html is GitHub Pages' deep-link fallback, never a page of the app.
      // The product pages (one a product) are not kept: offline, the shell
      // draws them from the cached product data.
      // The link-preview pictures (previews/*.jpg) are for crawlers and
      // messengers, never shown by the app: not matched above, and kept out.
      // An owner's photos (every size and format) and videos are many
      // megabytes: each is kept as it is seen (runtimeCaching below).
      // The owner's admin (builder/admin/admin-plugin.ts) is 8 MB a visitor never needs,
      // and works online only: it is never kept.
      // The feeds of the goods (builder/feeds/) are for Google, Meta and Prom, which
      // fetch them afresh: not matched above, and kept out.
      globIgnores: [
        `${ADMIN_DIR}/**`,
        `${FEEDS_DIR}/**`,
        '404.html',
        'assets/404.html',
        'spa-fallback.js',
        'catalog/*.html',
        'previews/**',
        'photos/**',
        'videos/**',
      ],
      // The product data of the 10 000-product bench build (VITE_PRODUCT_COUNT)
      // is 4.3 MB raw; the shipped 250 products are 108 KB.
      maximumFileSizeToCacheInBytes: 6 * 1024 * 1024,
      // Product pages and deep links: the layout, drawn at build time (builder/prerender-plugin.ts).
      navigateFallback: `${base}shell.html`,
      navigateFallbackAllowlist: [under],
      // The admin's page is its own, never the shop's shell, even once the worker controls the site;
      // so is a feed opened in the browser (the owner checking it, docs/owner-catalogue.md).
      navigateFallbackDenylist: [new RegExp(`${under.source}(${ADMIN_DIR}|${FEEDS_DIR})/`)],
      skipWaiting: true,
      clientsClaim: true,
      cleanupOutdatedCaches: true,
      runtimeCaching: [
        {
          // An owner's photos (builder/catalogue/photos.ts): their names change
          // with their content, so a cached one is never stale, and a replaced
          // photo reaches a returning visitor under its new name.
          urlPattern: ({ url }) => url.href.startsWith(`${registration.scope}photos/`),
          handler: 'CacheFirst',
          options: {
            cacheName: 'catalogue-photos',
            expiration: { maxEntries: 400, maxAgeSeconds: 60 * 24 * 60 * 60 },
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          // VITE_IMAGE_HOST=https://picsum.photos: its images redirect to fastly.
          urlPattern: ({ url }) => /(^|\.)picsum\.photos$/.test(url.hostname),
          handler: 'CacheFirst',
          options: {
            cacheName: 'remote-product-images',
            expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60 },
            // <img> without crossorigin gets opaque responses (status 0).
            cacheableResponse: { statuses: [0, 200] },
          },
        },
        {
          // Videos that are not precached (an owner's, named by content);
          // players ask for byte ranges.
          urlPattern: ({ url }) =>
            url.href.startsWith(`${registration.scope}media/`) ||
            url.href.startsWith(`${registration.scope}videos/`),
          handler: 'CacheFirst',
          options: {
            cacheName: 'product-media',
            rangeRequests: true,
            expiration: { maxEntries: 10 },
            cacheableResponse: { statuses: [200] },
          },
        },
      ],
    },
  });
};

const CHARSET_META = /<meta charset="UTF-8" \/>/i;

/** Puts the security <meta> tags right after <meta charset> (they must precede any script). */
function withSecurityMeta(html: string, file: string, policy: string): string {
  if (!CHARSET_META.test(html)) throw new Error(`${file}: no <meta charset="UTF-8" /> to follow`);
  return html.replace(CHARSET_META, (charset) => `${charset}\n    ${securityMetaTags(policy)}`);
}

/**
 * The CSP and referrer policy of deploy/security-headers.ts as <meta>
 * tags in the built index.html and 404.html, for hosts that cannot send
 * headers (GitHub Pages), and as dist/_headers for those that read it
 * (Cloudflare: deploy/cloudflare-headers.ts). Build only: the dev server's hot reload needs an
 * inline script.
 */
/** The answer to a missing file under assets/: a plain 404, no shop page. */
const PLAIN_404 =
  '<!doctype html><meta charset="utf-8"><title>404</title><p>404: немає такого файлу.</p>\n';

function securityMeta({ counter }: ThisShop): Plugin {
  const policy = metaContentSecurityPolicy({ counter });
  let outDir = 'dist';
  return {
    name: 'bon-vintage-security-meta',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) => withSecurityMeta(html, 'index.html', policy),
    },
    // public/404.html is copied as it is; add the tags to the copy.
    closeBundle() {
      const file = resolve(outDir, '404.html');
      if (existsSync(file))
        writeFileSync(file, withSecurityMeta(readFileSync(file, 'utf8'), file, policy));
      // The same table as headers, for Cloudflare (wrangler.jsonc), with the shop's counter.
      writeFileSync(resolve(outDir, '_headers'), cloudflareHeaders({ counter }));
      // Cloudflare answers a missing address with the nearest 404.html: a build file that is
      // not there gets this plain one, not the shop's page (wrangler.jsonc).
      writeFileSync(resolve(outDir, 'assets', '404.html'), PLAIN_404);
    },
  };
}

export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const catalogueDir = env.CATALOGUE_DIR?.trim() || undefined;
  const shop: ThisShop = {
    name: shopName(catalogueDir),
    counter: shopCounter(catalogueDir),
    // docs/deploy.md: /BON-VINTAGE/, or the repository's name on GitHub Pages.
    base: basePath(env),
  };
  return {
    base: shop.base,
    resolve: { alias: command === 'build' ? [routerWithoutWarnings] : [] },
    plugins: [
      react(),
      productData(),
      prerender(),
      appChunk(),
      pwa(shop),
      thisShopPages(shop),
      securityMeta(shop),
      admin(),
      hostLimits(),
    ],
    preview: { port: 4173, strictPort: true },
    server: { port: 5173 },
    build: {
      target: 'es2022',
      // One style sheet for every page (7.5 KB gzip): a prerendered page paints
      // after a single request, and moving between pages never waits for styles.
      cssCodeSplit: false,
      sourcemap: false,
      // Read by the bundle tests and the size budget to find what / loads first.
      manifest: true,
    },
    test: {
      // Vitest gives import.meta.env.BASE_URL as '/' whatever `base` is: the shop's own, as a build has it.
      env: { BASE_URL: shop.base },
      environment: 'happy-dom',
      globals: true,
      setupFiles: ['./src/test/setup.ts'],
      include: [
        'src/**/*.test.{ts,tsx}',
        'admin/**/*.test.ts',
        'builder/**/*.test.ts',
        'scripts/**/*.test.ts',
        'deploy/**/*.test.ts',
      ],
      restoreMocks: true,
      // Each file's DOM set-up, not its tests, is most of the time: one worker per core
      // (Vitest's default leaves one core idle: one worker on a 2-core machine), and a
      // worker's DOM and modules kept from file to file (every file cleans up after its
      // tests: src/test/setup.ts) ran the unit tests in 46 s rather than 112 s.
      maxWorkers: availableParallelism(),
      isolate: false,
    },
  };
});
