import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, extname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  build,
  loadEnv,
  minifySync,
  normalizePath,
  type Connect,
  type Manifest,
  type Plugin,
  type ResolvedConfig,
  type Rollup,
} from 'vite';
import { drawnPageElement } from '../src/app/drawn-page.ts';
import { siteAddress } from '../src/app/site-address.ts';
import { chunkFiles } from './build-manifest.ts';
import { googleFeed, metaFeed } from './feeds/google-feed.ts';
import { promFeed } from './feeds/prom-feed.ts';
import type { FeedCollection } from './feeds/feed-goods.ts';
import { PRODUCT_DATA_PLUGIN, type ProductDataApi } from './product-data-plugin.ts';
import type { PreviewPicture } from '../src/shared/config/link-preview.ts';
import { writePreviews } from './preview-image.ts';
import { bundleFailure } from './bundle-failed.ts';

/**
 * Every page of the shop arrives with its HTML already drawn, so a
 * phone on a slow network paints the page before the JavaScript has run
 * (src/app/prerender.tsx renders it, src/app/app.tsx hydrates it).
 *
 * After the browser build, and before vite-plugin-pwa lists the files for the
 * service worker, this builds src/app/prerender.tsx for Node, renders each
 * page and writes it into a copy of the built index.html:
 *   index.html (/), catalog.html, favorite.html, aboutUs.html, catalog/1.html
 *   and on for each product, and shell.html (the layout with
 *   'Завантаження...') for every other address (deploy/nginx.conf,
 *   public/spa-fallback.js and the service worker's navigation fallback send
 *   them there).
 * Each page also gets in <head>: how it was drawn (src/app/drawn-page.ts),
 * the script that keeps presses until the app runs (src/app/early.js), the
 * preloads of its first pictures, and the modulepreloads of every script and
 * the data it needs, so the browser asks for them all at once rather than
 * one after another as each runs (docs/first-load.md).
 */

const SERVER_ENTRY = 'src/app/prerender.tsx';
/** The whole product list (builder/product-data-plugin.ts). */
const PRODUCT_DATA = 'virtual:product-data';
/** What src/main.tsx imports: the app, which every page runs. */
const APP_MODULE = 'src/app/app.tsx';
/** What the favourites page loads before hydrating, to read the saved favourites (src/app/store.ts). */
const PERSISTENCE = { module: 'redux-persist', importer: 'src/app/store.ts' };
/** Runs before the first paint: hides what is not this visit's, keeps presses until the app runs. */
const EARLY_SCRIPT = 'src/app/early.js';
/** The file of the shell: the page of every address that has no file of its own. */
const SHELL_FILE = 'shell.html';
const ROOT_ELEMENT = '<div id="root"></div>';
/** Where the built index.html links its style sheet. */
const STYLE_SHEET = '<link rel="stylesheet"';
const TITLE = /<title>[^<]*<\/title>/;
/** index.html's description, for the dev server; a built page gets its own. */
const DESCRIPTION = /<meta\s+name="description"[^>]*\/>/;
const HOISTED_PRELOADS = /^(?:<link rel="preload"[^>]*\/>)+/;

/** src/app/prerender.tsx's PageFile: a page of the table drawn for one address. */
interface PageFile {
  path: string;
}

/** What src/app/prerender.tsx exports (the server bundle is plain JavaScript to TypeScript). */
interface PrerenderModule {
  pageFiles(): PageFile[];
  SHELL: string;
  /** The file of a page's module, as the build manifest names it (src/app/pages.ts). */
  moduleFile(file: PageFile): string;
  prerender(file: PageFile | string): Promise<string>;
  drawnPage(file: PageFile | string): import('../src/app/drawn-page.ts').DrawnPage;
  /** The element that brings a page's first view (src/app/first-view.ts), or ''. */
  firstView(file: PageFile | string): string;
  /** The element that brings every page the collections' names (src/features/collections/collection-links.ts). */
  collectionLinks(): string;
  head(file: PageFile | string, site: string): Promise<string>;
  previews(): PreviewPicture[];
  sitemap(site: string): string;
  robots(site: string): string;
  /** The goods of the feeds and the shop's categories (builder/feeds/feed-goods.ts's FeedInput). */
  feedInput(): Pick<
    import('./feeds/feed-goods.ts').FeedInput,
    'products' | 'categories' | 'shopName' | 'legalName'
  >;
}

/**
 * The build manifest's key of a package's module, as the build resolved
 * it: wherever node_modules really is (a symlink to a workspace's or a
 * cache's), the key is the resolved file's path from the root.
 */
export async function manifestKeyOf(
  context: Pick<Rollup.PluginContext, 'resolve'>,
  root: string,
  { module, importer }: { module: string; importer: string },
): Promise<string> {
  const resolved = await context.resolve(module, resolve(root, importer));
  if (!resolved) throw new Error(`${module} cannot be resolved from ${importer}`);
  return normalizePath(relative(root, resolved.id));
}

/** The output file of a page path below the base. */
export function fileForPage(path: string): string {
  return path === '' ? 'index.html' : `${path}.html`;
}

/**
 * The built index.html with a page's markup in #root, and its title, head
 * tags, picture preloads and classic head scripts in <head>.
 */
export function pageHtml(
  template: string,
  options: {
    markup: string;
    /** How the page was drawn, for the browser (src/app/drawn-page.ts's element). */
    drawing: string;
    base: string;
    /**
     * The app's own chunks: preloaded before the style sheet, so that the
     * largest download the page waits for starts with the entry's, not once
     * the parser is past the head's blocking script (docs/first-load.md).
     */
    app?: string[];
    /** Scripts to preload: the page's module and its data. */
    scripts?: string[];
    /** Classic scripts that must run before the first paint (src/app/early.js). */
    headScripts?: string[];
    /** The page's description, canonical link, preview tags and data (src/app/page-head.ts). */
    head?: string;
  },
): string {
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
  if (options.head !== undefined && !DESCRIPTION.test(template))
    throw new Error('index.html has no <meta name="description" /> to replace');
  // React 19 renders a page's <title> where the page is, and puts the preloads
  // of its eager, high-priority pictures first: both belong in <head>, where
  // the preloads start the pictures before the style sheet has arrived.
  const title = TITLE.exec(options.markup)?.[0];
  const preloads = options.markup.match(HOISTED_PRELOADS)?.[0] ?? '';
  const markup = options.markup.slice(preloads.length).replace(title ?? '', '');
  const links = [
    options.drawing,
    ...(options.headScripts ?? []).map((file) => `<script src="${options.base}${file}"></script>`),
    ...(preloads.match(/<link[^>]*>/g) ?? []),
    ...(options.scripts ?? []).map(
      (file) => `<link rel="modulepreload" crossorigin href="${options.base}${file}">`,
    ),
  ];
  let html = template.replace(ROOT_ELEMENT, () => `<div id="root">${markup}</div>`);
  if (options.app?.length) {
    if (!html.includes(STYLE_SHEET)) throw new Error(`index.html has no ${STYLE_SHEET}`);
    const app = options.app.map(
      (file) => `<link rel="modulepreload" crossorigin href="${options.base}${file}">\n    `,
    );
    html = html.replace(STYLE_SHEET, () => `${app.join('')}${STYLE_SHEET}`);
  }
  if (title) html = html.replace(TITLE, () => title);
  if (options.head !== undefined) html = html.replace(DESCRIPTION, () => options.head!);
  html = html.replace('</head>', () => `  ${links.join('\n    ')}\n  </head>`);
  return html;
}

/** Where a local build says the shop is: the preview server. */
function previewAddress(config: ResolvedConfig): string {
  return `http://localhost:${config.preview.port ?? 4173}${config.base}`;
}

/**
 * feeds/google.xml, feeds/meta.xml and feeds/prom.xml (builder/feeds/), which services fetch
 * by their address, so every link in them must be the shop's real one: a
 * build that was not told its address writes none, and says so.
 */
function writeFeeds(
  config: ResolvedConfig,
  server: PrerenderModule,
  site: string | undefined,
  write: (file: string, text: string) => void,
  collections: readonly FeedCollection[],
): void {
  if (site === undefined) {
    config.logger.warn(
      'стрічки товарів (feeds/google.xml, feeds/meta.xml, feeds/prom.xml) не записано: збірка не знає адреси сайту. Задайте VITE_SITE_URL (docs/link-previews.md); збірка на GitHub Pages задає її сама.',
    );
    return;
  }
  const input = { ...server.feedInput(), site, now: new Date(), collections };
  for (const feed of [googleFeed(input), metaFeed(input), promFeed(input)]) {
    write(feed.file, feed.xml);
    config.logger.info(`стрічка товарів ${feed.file}: ${feed.listed} товарів`);
    for (const { id, title, message } of feed.notes)
      config.logger.warn(`  ${feed.file}: №${id} «${title}» — ${message}`);
  }
}

async function renderPages(
  config: ResolvedConfig,
  early: string,
  site: string,
  siteGiven: boolean,
  persistenceKey: string,
): Promise<void> {
  const outDir = resolve(config.root, config.build.outDir);
  const serverDir = resolve(config.root, 'node_modules/.prerender');
  await build({
    configFile: config.configFile,
    mode: config.mode,
    root: config.root,
    logLevel: 'warn',
    build: {
      ssr: SERVER_ENTRY,
      outDir: serverDir,
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
    },
  });
  const server = (await import(
    `${pathToFileURL(join(serverDir, 'prerender.js')).href}?t=${Date.now()}`
  )) as PrerenderModule;
  const template = readFileSync(join(outDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(
    readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const chunksOf = (module: string) => {
    const { js } = chunkFiles(manifest, module);
    if (js.length === 0) throw new Error(`${module} is not in the build manifest`);
    return js;
  };
  // Every page runs the app; the entry (the template's one script) is there already.
  const entry = new Set(
    Object.values(manifest)
      .filter((chunk) => chunk.isEntry)
      .flatMap((chunk) => chunkFiles(manifest, chunk.src ?? '').js),
  );
  const app = chunksOf(APP_MODULE).filter((file) => !entry.has(file));
  // The whole product list: no page asks for it, but one drawn with products
  // at an address with a query (src/app/early.js).
  const list = manifest[PRODUCT_DATA]?.file;
  if (!list) throw new Error(`${PRODUCT_DATA} is not in the build manifest`);
  const persistence = chunksOf(persistenceKey);
  const write = (file: string, html: string) => {
    mkdirSync(dirname(join(outDir, file)), { recursive: true });
    writeFileSync(join(outDir, file), html);
  };
  for (const file of server.pageFiles()) {
    const drawing = server.drawnPage(file);
    // The app and the page's module load side by side, both asked for by the
    // HTML; the products it drew come in it (src/app/first-view.ts).
    const scripts = new Set([
      ...chunksOf(server.moduleFile(file)).filter(
        (chunk) => !entry.has(chunk) && !app.includes(chunk),
      ),
      ...(drawing.favorites ? persistence : []),
    ]);
    const html = pageHtml(template, {
      markup: await server.prerender(file),
      drawing:
        drawnPageElement(drawing.products ? { ...drawing, list: config.base + list } : drawing) +
        server.firstView(file) +
        server.collectionLinks(),
      base: config.base,
      headScripts: [early],
      app,
      scripts: [...scripts],
      head: await server.head(file, site),
    });
    write(fileForPage(file.path), html);
  }
  write(
    SHELL_FILE,
    pageHtml(template, {
      markup: await server.prerender(server.SHELL),
      drawing: drawnPageElement(server.drawnPage(server.SHELL)) + server.collectionLinks(),
      base: config.base,
      headScripts: [early],
      // Its page's module is the router's to find: the address is any.
      app,
      head: await server.head(server.SHELL, site),
    }),
  );
  write('sitemap.xml', server.sitemap(site));
  write('robots.txt', server.robots(site));
  const goods = config.plugins.find(({ name }) => name === PRODUCT_DATA_PLUGIN)?.api as
    ProductDataApi | undefined;
  writeFeeds(
    config,
    server,
    siteGiven ? site : undefined,
    write,
    (await goods?.collections()) ?? [],
  );
  const previews = server.previews();
  const started = performance.now();
  const drawn = await writePreviews(
    previews.map((preview) => ({
      ...preview,
      // An illustration of public/, or an owner's photo as this build wrote it.
      illustration: existsSync(join(config.publicDir, preview.illustration))
        ? join(config.publicDir, preview.illustration)
        : join(outDir, preview.illustration),
    })),
    {
      outDir,
      cacheDir: resolve(config.root, 'node_modules/.cache/link-previews'),
      progress: config.logLevel === 'info' ? process.stdout : undefined,
    },
  );
  config.logger.info(
    `link previews: ${previews.length} pictures, ${drawn} drawn anew in ${Math.round(performance.now() - started)} ms`,
  );
  rmSync(serverDir, { recursive: true, force: true });
}

/**
 * `vite preview` answers as deploy/nginx.conf does: /catalog gets catalog.html
 * and an address with no file of its own gets shell.html (its own fallback
 * would be index.html, the home page, which would show the wrong page).
 */
function previewFallback(config: ResolvedConfig): Connect.NextHandleFunction {
  const outDir = resolve(config.root, config.build.outDir);
  return (request, _response, next) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const wantsPage = request.headers.accept?.includes('text/html') ?? false;
    if (!wantsPage || !url.pathname.startsWith(config.base) || extname(url.pathname) !== '') {
      next();
      return;
    }
    const path = decodeURIComponent(url.pathname.slice(config.base.length)).replace(/\/$/, '');
    const own = fileForPage(path);
    const file = !own.includes('..') && existsSync(join(outDir, own)) ? own : SHELL_FILE;
    request.url = `${config.base}${file}${url.search}`;
    next();
  };
}

export function prerender(): Plugin {
  let config: ResolvedConfig;
  let early = '';
  let site = '';
  /** VITE_SITE_URL was given: `site` is the shop's real address, not the preview server's. */
  let siteGiven = false;
  let persistenceKey = '';
  const bundle = bundleFailure();
  return {
    name: 'bon-vintage-prerender',
    // The shop's public address, for what the app writes into a message
    // (a product page's `Запитати про цю річ`): the same in the drawn page
    // and in the browser. Checked again, with the resolved config, below.
    config(user, { mode }) {
      const base = user.base ?? '/';
      const env = loadEnv(mode, user.envDir || user.root || process.cwd(), 'VITE_');
      const fallback = `http://localhost:${user.preview?.port ?? 4173}${base}`;
      return {
        define: {
          __SHOP_ADDRESS__: JSON.stringify(siteAddress(env.VITE_SITE_URL, fallback, base)),
        },
      };
    },
    configResolved(resolved) {
      config = resolved;
      // Checked before anything is built: a wrong address fails at once.
      if (config.command === 'build' && !config.build.ssr) {
        const given = config.env.VITE_SITE_URL as string | undefined;
        site = siteAddress(given, previewAddress(config), config.base);
        siteGiven = (given ?? '').trim() !== '';
      }
    },
    configurePreviewServer(server) {
      server.middlewares.use(previewFallback(config));
    },
    // A hashed asset: cached for good, and precached by the service worker.
    async generateBundle() {
      if (config.build.ssr) return;
      persistenceKey = await manifestKeyOf(this, config.root, PERSISTENCE);
      const reference = this.emitFile({
        type: 'asset',
        name: 'early.js',
        // Minified as the chunks are: it stands in the way of every first paint.
        source: minifySync(EARLY_SCRIPT, readFileSync(resolve(config.root, EARLY_SCRIPT), 'utf8'))
          .code,
      });
      early = this.getFileName(reference);
    },
    ...bundle.hooks,
    // Before vite-plugin-pwa's closeBundle, which lists the written pages for the service worker.
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        if (config.command === 'build' && !config.build.ssr && !bundle.failed())
          await renderPages(config, early, site, siteGiven, persistenceKey);
      },
    },
  };
}
