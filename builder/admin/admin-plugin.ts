import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, loadEnv, type Plugin, type ResolvedConfig } from 'vite';
import { SAMPLE_SHOP, type ShopConfig } from '../../src/shared/config/shop-config.ts';
import { siteAddress } from '../../src/app/site-address.ts';
import { adminMetaTags } from '../../deploy/security-headers.ts';
import { BUILD_REPORT_FILE, type BuildReport } from '../../src/shared/catalogue/build-report.ts';
import { buildReport } from '../catalogue/build-report.ts';
import { readShopFile } from '../catalogue/shop-file.ts';
import type { CmsConfig } from '@sveltia/cms';
import { bundleFailure } from '../bundle-failed.ts';
import { asThisShop } from '../this-shop.ts';
import { adminConfig, adminConfigYaml, adminManifest } from './admin-config.ts';
import { PRODUCT_DATA_PLUGIN, type ProductDataApi } from '../product-data-plugin.ts';
import { itemFields, shopFields } from './catalogue-form.ts';
import { withUkrainianComplete } from './sveltia-ukrainian.ts';

/**
 * The owner's admin at `<base>admin/` (docs/decisions/033-owner-admin.md):
 * Sveltia CMS from npm, bundled by a build of its own into dist/admin/ once
 * the shop is built. Its own build, not a second entry of the shop's: no
 * chunk of the shop can hold any of its code, and the shop's first load
 * cannot change with it. Its page carries its own CSP and `noindex`; its
 * config.yml is made from the catalogue's fields (admin-config.ts), and
 * beside it lies the build's report, which the page shows the owner
 * (admin/build-status.ts).
 */

/** The admin's sources: its page and the script that starts Sveltia. */
const ADMIN_ROOT = 'admin';
/** Where under the base path, and in the build, the admin lives. */
export const ADMIN_DIR = 'admin';

/**
 * Code-block highlighting (Shiki's 240 grammars and themes, 12 MB in 250
 * files) serves only the code and rich-text fields, which this admin has
 * not: each grammar becomes a module of nothing.
 */
function withoutHighlighting(): Plugin {
  const STUB = '\0admin:no-highlighting';
  return {
    name: 'bon-vintage-admin-no-highlighting',
    enforce: 'pre',
    resolveId: (id) => (/^@shikijs\/(langs|themes)\//.test(id) ? STUB : undefined),
    load: (id) => (id === STUB ? 'export default [];' : undefined),
  };
}

/**
 * Sveltia's components declare their fonts with @font-face rules that point
 * at a CDN (jsDelivr), and its npm build registers the same fonts from its
 * own files over them; Chromium still asks for the CDN's, which the CSP
 * blocks. The rules go, so the admin asks no one else for anything. A
 * Sveltia whose rules no longer match stops the build rather than leak.
 */
function withoutFontCdn(): Plugin {
  const CDN = 'cdn.jsdelivr.net/fontsource';
  return {
    name: 'bon-vintage-admin-no-font-cdn',
    transform(code, id) {
      if (!id.includes('/@sveltia/cms/') || !code.includes(CDN)) return undefined;
      const kept = code.replace(/@font-face\s*\{[^}]*cdn\.jsdelivr\.net\/fontsource[^}]*\}/g, '');
      if (kept.includes(CDN))
        throw new Error(`${id}: a font from ${CDN} is left; see withoutFontCdn()`);
      return { code: kept, map: null };
    },
  };
}

/**
 * Sveltia writes into the page's head a `robots` meta and a manifest of its
 * own making. The page has its own: `noindex, nofollow` in its HTML, read
 * before any script runs (admin/index.html), and a manifest file with the
 * shop's icons (adminManifest()), where Sveltia's is a `blob:` address the
 * CSP refuses, so "add to home screen" made a plain bookmark. Sveltia's two
 * are renamed into tags no browser reads, keeping its page's shape for its
 * own code; a Sveltia whose tags no longer match stops the build.
 */
function withoutSveltiaHeadTags(): Plugin {
  const TAGS = [
    ['<meta name="robots" content="noindex"/>', '<meta name="sveltia-robots" content="noindex"/>'],
    ['<link rel="manifest"/>', '<link rel="sveltia-manifest"/>'],
  ] as const;
  let seen = 0;
  return {
    name: 'bon-vintage-admin-own-head',
    transform(code, id) {
      if (!/\/@sveltia\/cms\/npm\/index\.js$/.test(id.split('?')[0]!)) return undefined;
      let kept = code;
      for (const [tag, renamed] of TAGS) {
        if (kept.split(tag).length !== 2)
          throw new Error(
            `${id}: Sveltia's ${tag} is not there once; see withoutSveltiaHeadTags()`,
          );
        kept = kept.replace(tag, renamed);
      }
      seen += 1;
      return { code: kept, map: null };
    },
    buildEnd(error) {
      if (!error && seen !== 1)
        throw new Error("Sveltia's module was not rewritten; see withoutSveltiaHeadTags()");
    },
  };
}

/** The admin's security policy as <meta> tags, for hosts that send no headers (GitHub Pages). */
function securityMeta(): Plugin {
  return {
    name: 'bon-vintage-admin-security-meta',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace('<meta charset="UTF-8" />', (charset) => `${charset}\n    ${adminMetaTags()}`),
    },
  };
}

/** What the admin shows of the shop: its name and its lists. */
type AdminShop = Pick<ShopConfig, 'name' | 'categories' | 'materials'>;

/**
 * The shop's name and lists as shop.yaml gives them, or the sample's; a
 * catalogue with problems stops the build elsewhere (builder/product-data-plugin.ts),
 * with its own report.
 */
function adminShop(config: ResolvedConfig): AdminShop {
  const env = { ...process.env, ...loadEnv(config.mode, config.envDir || config.root, '') };
  const dir = env.CATALOGUE_DIR?.trim();
  return dir ? readShopFile(resolve(config.root, dir)).shop : SAMPLE_SHOP;
}

/** 'owner/BON-VINTAGE': the repository the admin commits to (GitHub Actions names it). */
function repository(env: Record<string, string>): string {
  return env.GITHUB_REPOSITORY?.trim() || 'owner/BON-VINTAGE';
}

function cmsConfig(config: ResolvedConfig, shop: AdminShop): CmsConfig {
  const env = { ...process.env, ...loadEnv(config.mode, config.envDir || config.root, '') };
  const vocabulary = {
    categories: shop.categories.map(({ name }) => name),
    materials: shop.materials.map(({ name }) => name),
  };
  return adminConfig({
    items: itemFields(vocabulary),
    shop: shopFields(),
    repo: repository(env as Record<string, string>),
    name: shop.name,
    siteUrl: siteAddress(env.VITE_SITE_URL, `http://localhost:4173${config.base}`, config.base),
    logo: `${config.base}icons/icon-192.png`,
  });
}

/**
 * The build's report beside the admin (src/shared/catalogue/build-report.ts):
 * the goods the shop's build held back, read from the plugin that read them.
 */
async function report(config: ResolvedConfig): Promise<BuildReport> {
  const goods = config.plugins.find(({ name }) => name === PRODUCT_DATA_PLUGIN)?.api as
    ProductDataApi | undefined;
  if (!goods) throw new Error(`${PRODUCT_DATA_PLUGIN} is not among the build's plugins`);
  return buildReport(await goods.readForReport(), goods.onError(), process.env);
}

/**
 * Built admins, by what they are made from: Sveltia's bundle takes most of a
 * shop's build and changes only with Sveltia, this file, the admin's sources
 * and the shop's base path, not with the goods. Its config.yml is written
 * afresh each build, after the copy.
 */
const CACHE_DIR = 'node_modules/.cache/admin';

/** The shop's folders the admin's page imports from. */
const SHARED_BY_ADMIN = ['src/shared/catalogue', 'src/shared/lib'];

const filesIn = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(dir, entry.name));

/** The files a built admin is made from. */
function bundleInputs(config: ResolvedConfig): string[] {
  const require = createRequire(import.meta.url);
  const root = resolve(config.root, ADMIN_ROOT);
  return [
    // Sveltia's module itself, as the admin's build resolves it (its package exports no package.json).
    require.resolve('@sveltia/cms', { paths: [root] }),
    require.resolve('vite/package.json'),
    fileURLToPath(import.meta.url),
    fileURLToPath(new URL('../../deploy/security-headers.ts', import.meta.url)),
    fileURLToPath(new URL('./sveltia-ukrainian.ts', import.meta.url)),
    ...filesIn(root),
    // What the admin's page takes from the shop's code (admin/price-readback.ts).
    ...SHARED_BY_ADMIN.flatMap((dir) => filesIn(resolve(config.root, dir))),
  ];
}

function bundleKey(config: ResolvedConfig): string {
  const hash = createHash('sha256').update(`${config.base}\0${config.mode}\0`);
  for (const file of bundleInputs(config)) hash.update(readFileSync(file)).update('\0');
  return hash.digest('hex').slice(0, 16);
}

/** Bundles Sveltia and the admin's page into `outDir`. */
async function bundle(config: ResolvedConfig, outDir: string): Promise<void> {
  await build({
    configFile: false,
    root: resolve(config.root, ADMIN_ROOT),
    base: `${config.base}${ADMIN_DIR}/`,
    mode: config.mode,
    logLevel: 'warn',
    publicDir: false,
    plugins: [
      withoutHighlighting(),
      withoutFontCdn(),
      withoutSveltiaHeadTags(),
      withUkrainianComplete(),
      securityMeta(),
    ],
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      // Sveltia is one 2 MB module by design; loaded by the owner alone.
      chunkSizeWarningLimit: 4096,
      reportCompressedSize: false,
    },
  });
}

export function admin(): Plugin {
  let config: ResolvedConfig;
  /** The shop's bundle failed: its error is the one to see. */
  const shopBundle = bundleFailure();
  return {
    name: 'bon-vintage-admin',
    configResolved(resolved) {
      config = resolved;
    },
    // `vite preview` answers the admin's address with its page, as a static host does,
    // before the shop's own fallback (builder/prerender-plugin.ts) takes it for a page of the shop.
    configurePreviewServer: {
      order: 'pre',
      handler(server) {
        const page = `${config.base}${ADMIN_DIR}/`;
        server.middlewares.use((request, _response, next) => {
          const url = new URL(request.url ?? '/', 'http://localhost');
          if (url.pathname === page || url.pathname === page.slice(0, -1))
            request.url = `${page}index.html${url.search}`;
          next();
        });
      },
    },
    ...shopBundle.hooks,
    closeBundle: {
      sequential: true,
      async handler() {
        if (config.command !== 'build' || config.build.ssr || shopBundle.failed()) return;
        const outDir = resolve(config.root, config.build.outDir, ADMIN_DIR);
        const cached = resolve(config.root, CACHE_DIR, bundleKey(config));
        if (existsSync(cached)) {
          rmSync(outDir, { recursive: true, force: true });
          cpSync(cached, outDir, { recursive: true });
        } else {
          await bundle(config, outDir);
          // Kept whole or not at all: copied beside its place, then renamed into it.
          const partial = `${cached}.tmp-${process.pid}`;
          try {
            cpSync(outDir, partial, { recursive: true });
            renameSync(partial, cached);
          } catch (error) {
            // Another build, at the same time, kept the same admin first: as good as ours.
            const code = (error as NodeJS.ErrnoException).code;
            if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
          } finally {
            rmSync(partial, { recursive: true, force: true });
          }
        }
        const shop = adminShop(config);
        const cms = cmsConfig(config, shop);
        writeFileSync(resolve(outDir, 'config.yml'), adminConfigYaml(cms));
        writeFileSync(
          resolve(outDir, 'manifest.webmanifest'),
          adminManifest(cms, {
            admin: `${config.base}${ADMIN_DIR}/`,
            icons: `${config.base}icons/`,
          }),
        );
        // The page's title names the shop; the bundle, kept across shops, names the sample.
        const page = resolve(outDir, 'index.html');
        const html = asThisShop(readFileSync(page, 'utf8'), { name: shop.name, base: config.base });
        writeFileSync(page, html);
        writeFileSync(
          resolve(outDir, BUILD_REPORT_FILE),
          `${JSON.stringify(await report(config))}\n`,
        );
        // The page must name its script: a build that lost it would serve a blank admin.
        if (!/<script type="module"[^>]+src="[^"]+\.js"/.test(html))
          throw new Error(`${outDir}/index.html names no script`);
      },
    },
  };
}
