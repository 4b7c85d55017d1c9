import { basename, extname, resolve } from 'node:path';
import { loadEnv, runnerImport, type Plugin, type ResolvedConfig } from 'vite';
import { SAMPLE_SHOP, shopInFirstLoad, type ShopConfig } from '../src/shared/config/shop-config.ts';
import { shownRows } from '../src/shared/catalogue/fields.ts';
import { goodsFacetValues } from './facet-values.ts';
import { writeShopIcons } from './shop-icons.ts';
import type { ReadForReport } from './catalogue/build-report.ts';
import {
  collectedGoods,
  publishCollections,
  type PublishedCollection,
} from './catalogue/read-collections.ts';
import { SAMPLE_COLLECTIONS } from '../src/features/products/sample-collections.ts';
import {
  readOwnerCatalogue,
  type OnError,
  type OwnerCatalogue,
} from './catalogue/owner-catalogue.ts';

/**
 * The shop's goods, made when the site is built, as two modules:
 *
 * - `virtual:product-data`: the product list (src/features/products/product-records.ts
 *   says what a record holds). The browser imports it as a chunk of its own
 *   (fetch-products.ts), and the pages drawn at build time are drawn with the
 *   very same list (src/app/prerender.tsx), so a page hydrates with the cards
 *   it shows.
 * - `virtual:product-rows`: the rows of a product page's `Характеристики`,
 *   as the table of fields (src/shared/catalogue/fields.ts) declares them.
 * - `virtual:collections`: the collections the shop publishes, each with
 *   its goods (builder/catalogue/read-collections.ts), for a collection's
 *   page; what every page needs of them (their names, for the footer and
 *   the home page) comes inside the page (src/app/prerender.tsx).
 * - `virtual:catalogue-facets`: the values of the facets that come from the
 *   goods (eras, makers), for the catalogue alone (builder/facet-values.ts).
 * - `virtual:shop`: what the app knows of the shop beyond its goods
 *   (src/shared/config/shop-config.ts): categories, materials, the span of
 *   the prices, its city and pickup, the owner's profiles. Small, and in
 *   the first load; the other contacts are `virtual:shop-contacts`, who
 *   sells `virtual:shop-seller`, and the about page's words of the shop
 *   `virtual:shop-about`, for the pages that show them.
 *
 * By default the goods are the sample: the seeded generator, run through
 * Vite's module runner so that it sees the build's own settings
 * (VITE_PRODUCT_COUNT, the base path) as the app does; faker is never part of
 * the browser's code. With CATALOGUE_DIR they are the owner's
 * (builder/catalogue/owner-catalogue.ts, docs/owner-catalogue.md): a
 * catalogue with problems stops the build with every problem in Ukrainian
 * (or, with CATALOGUE_ON_ERROR=hold, the goods that cannot be published are
 * held back and the build's report lists them), and its photos become files
 * of the build.
 */
/** The modules' ids; the first is also its key in the build manifest (e2e/first-load.ts). */
const DATA_ID = 'virtual:product-data';
const SHOP_ID = 'virtual:shop';
const CONTACTS_ID = 'virtual:shop-contacts';
const ROWS_ID = 'virtual:product-rows';
const FACETS_ID = 'virtual:catalogue-facets';
const ABOUT_ID = 'virtual:shop-about';
const SELLER_ID = 'virtual:shop-seller';
const COLLECTIONS_ID = 'virtual:collections';
const GENERATOR = '/src/features/products/generate-products.ts';

/** What src/features/products/generate-products.ts exports that this plugin calls. */
interface Generator {
  generateShippedRecords(): unknown[];
}

interface Goods {
  /** What src/features/products/product-records.ts calls ProductRecord. */
  records: readonly unknown[];
  shop: ShopConfig;
  /** The collections it publishes, «Нові надходження» first. */
  collections: readonly PublishedCollection[];
  owner?: OwnerCatalogue;
  report?: ReadForReport;
}

async function sampleGoods(config: ResolvedConfig): Promise<Goods> {
  const { module } = await runnerImport<Generator>(GENERATOR, {
    configFile: false,
    root: config.root,
    base: config.base,
    mode: config.mode,
    logLevel: 'warn',
  });
  const records = module.generateShippedRecords() as SampleGood[];
  return { records, shop: SAMPLE_SHOP, collections: sampleCollections(records, new Date()) };
}

/** What the collections' rule reads of a sample record (src/features/products/product-records.ts). */
type SampleGood = Omit<Parameters<typeof collectedGoods>[0][number], 'createdAt'> & {
  ageMs: number;
};

/**
 * The sample's collections, published over its goods as dated at `builtAt`
 * (their ages make «Нові надходження» the same whenever it is dated). Each
 * must pick goods: one that picks none is a mistake of the sample.
 */
export function sampleCollections(
  records: readonly SampleGood[],
  builtAt: Date,
): PublishedCollection[] {
  const goods = records.map(({ ageMs, ...record }) => ({
    ...record,
    createdAt: new Date(builtAt.getTime() - ageMs).toISOString(),
  }));
  const { collections, notes } = publishCollections(
    SAMPLE_COLLECTIONS,
    collectedGoods(goods),
    builtAt,
  );
  if (notes.length > 0)
    throw new Error(
      `the sample's collections: ${notes.map((note) => note.title).join(', ')} pick no good`,
    );
  return collections;
}

/**
 * The folder of the owner's catalogue, if this build has one: CATALOGUE_DIR
 * in the environment or in .env, relative to the project.
 */
function catalogueDir(config: ResolvedConfig): string | undefined {
  const { CATALOGUE_DIR: dir } = loadEnv(config.mode, config.envDir || config.root, 'CATALOGUE_');
  return dir?.trim() ? resolve(config.root, dir.trim()) : undefined;
}

/**
 * What the build does with a good it cannot publish: CATALOGUE_ON_ERROR,
 * `hold` (the Pages workflow's) or `stop` (the default); anything else is
 * a mistake in the build's settings, and stops it.
 */
export function onErrorOf(config: Pick<ResolvedConfig, 'mode' | 'envDir' | 'root'>): OnError {
  const { CATALOGUE_ON_ERROR: value = '' } = loadEnv(
    config.mode,
    config.envDir || config.root,
    'CATALOGUE_',
  );
  const chosen = value.trim().toLowerCase();
  if (chosen === 'hold' || chosen === 'stop') return chosen;
  if (chosen === '') return 'stop';
  throw new Error(
    `CATALOGUE_ON_ERROR=${value}: можна hold (товари з помилками не публікуються, решта публікується) або stop (збірка зупиняється; так і без змінної).`,
  );
}

/** What the build's report needs of this build's goods (builder/catalogue/build-report.ts). */
export interface ProductDataApi {
  /** The goods held back and the notes of the owner's catalogue; undefined for the sample. */
  readForReport(): Promise<ReadForReport | undefined>;
  onError(): OnError;
  /** The collections the build publishes (builder/catalogue/read-collections.ts). */
  collections(): Promise<readonly PublishedCollection[]>;
}

/** The name other plugins find this one by (builder/admin/admin-plugin.ts writes the report). */
export const PRODUCT_DATA_PLUGIN = 'bon-vintage-product-data';

/** What the dev server says its photos and videos are. */
const MEDIA_TYPES: Record<string, string> = {
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

/**
 * A build reads an owner's catalogue once: the prerender's own build
 * (builder/prerender-plugin.ts) loads this config anew, and with it a new copy
 * of this module, so the readings are kept on the process. The dev server
 * reads afresh when it restarts, to see the owner's edits.
 */
const READINGS = Symbol.for('bon-vintage:catalogue-readings');
const readings: Map<string, Promise<Goods>> = ((
  globalThis as { [READINGS]?: Map<string, Promise<Goods>> }
)[READINGS] ??= new Map());

export function productData(): Plugin {
  let config: ResolvedConfig;
  let goods: Promise<Goods> | undefined;
  const load = (): Promise<Goods> => {
    if (goods) return goods;
    const dir = catalogueDir(config);
    if (dir === undefined) {
      if (config.command === 'build' && !config.build.ssr)
        config.logger.info('товари: зразкові (CATALOGUE_DIR не задано, docs/owner-catalogue.md)');
      goods = sampleGoods(config);
      return goods;
    }
    const onError = onErrorOf(config);
    const key = `${dir}\0${config.base}\0${onError}`;
    const kept = config.command === 'build' ? readings.get(key) : undefined;
    const reading =
      kept ??
      readOwnerCatalogue(dir, {
        base: config.base,
        cacheDir: resolve(config.root, 'node_modules/.cache/catalogue-photos'),
        log: (line) => config.logger.info(line),
        // How far the photos have got: a first build of hundreds takes many
        // minutes. Vite leaves logLevel unset unless it is given, and then
        // logs what is `info`, as `npm run build` and the Pages step do.
        progress: (config.logLevel ?? 'info') === 'info' ? process.stdout : undefined,
        onError,
      }).then((owner) => ({
        records: owner.products,
        shop: owner.shop,
        collections: owner.collections,
        owner,
        report: {
          held: owner.held,
          notes: owner.notes,
          catalogue: basename(dir),
          counter: owner.shop.counter,
        },
      }));
    if (config.command === 'build') {
      readings.set(key, reading);
      reading.catch(() => readings.delete(key));
    }
    goods = reading;
    return reading;
  };
  const api: ProductDataApi = {
    readForReport: async () => (await load()).report,
    onError: () => onErrorOf(config),
    collections: async () => (await load()).collections,
  };
  return {
    name: PRODUCT_DATA_PLUGIN,
    api,
    // Read before anything is built: a catalogue with problems stops the
    // build at once, with the owner's list of what to put right and nothing
    // else (no other plugin has run yet).
    async configResolved(resolved) {
      config = resolved;
      onErrorOf(config);
      if (catalogueDir(config) !== undefined) await load();
    },
    async buildStart() {
      await load();
    },
    resolveId: (id) =>
      [
        DATA_ID,
        SHOP_ID,
        CONTACTS_ID,
        ROWS_ID,
        FACETS_ID,
        ABOUT_ID,
        SELLER_ID,
        COLLECTIONS_ID,
      ].includes(id)
        ? `\0${id}`
        : undefined,
    async load(id) {
      // What the product page shows of each field, from the table of fields:
      // the table's parsers stay out of the browser.
      if (id === `\0${ROWS_ID}`) return `export default ${JSON.stringify(shownRows())};`;
      if (id === `\0${FACETS_ID}`) {
        const goods = (await load()).records as Parameters<typeof goodsFacetValues>[0];
        return `export default ${JSON.stringify(goodsFacetValues(goods))};`;
      }
      if (id === `\0${SHOP_ID}`) {
        return `export default ${JSON.stringify(shopInFirstLoad((await load()).shop))};`;
      }
      if (id === `\0${CONTACTS_ID}`)
        return `export default ${JSON.stringify((await load()).shop.contacts)};`;
      if (id === `\0${SELLER_ID}`)
        return `export default ${JSON.stringify((await load()).shop.seller)};`;
      if (id === `\0${COLLECTIONS_ID}`)
        return `export default ${JSON.stringify((await load()).collections)};`;
      if (id === `\0${ABOUT_ID}`)
        return `export default ${JSON.stringify((await load()).shop.about)};`;
      if (id !== `\0${DATA_ID}`) return undefined;
      // JSON.parse of a string literal: faster to read than the same object
      // literal (as Vite does for a large .json import).
      const json = JSON.stringify((await load()).records);
      return `export default JSON.parse(${JSON.stringify(json)});`;
    },
    // An owner's shop's own icons over the sample's (builder/shop-icons.ts): written with the
    // bundle, before the service worker lists and hashes the build's files.
    async writeBundle(options) {
      const { owner, shop } = await load();
      if (config.build.ssr || !owner || !options.dir) return;
      await writeShopIcons(shop.name, options.dir);
    },
    // The photos' sizes and formats, and the videos, as files of the build.
    async generateBundle() {
      if (config.build.ssr) return;
      for (const file of (await load()).owner?.files ?? [])
        this.emitFile({ type: 'asset', fileName: file.fileName, source: file.source });
    },
    // The dev server answers for the same files from memory.
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0] ?? '';
        if (!path.startsWith(config.base)) return next();
        void load().then(({ owner }) => {
          const file = owner?.files.find(
            ({ fileName }) => fileName === path.slice(config.base.length),
          );
          if (!file) return next();
          response.setHeader(
            'Content-Type',
            MEDIA_TYPES[extname(file.fileName)] ?? 'application/octet-stream',
          );
          response.setHeader('Cache-Control', 'no-cache');
          response.end(file.source);
        }, next);
      });
    },
  };
}
