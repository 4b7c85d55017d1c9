// Data and catalogue pipeline in Node: the real TypeScript sources,
// loaded by Vite's module runner (nothing is built first). Median time to
// generate 250, 10 000 and 100 000 products, to build the search index over
// them, and to answer typical queries (what `npm run bench:search` prints).
import { performance } from 'node:perf_hooks';
import { runnerImport } from 'vite';
import { ROOT, median } from './lib.mjs';

// As builder/product-data-plugin.ts loads the generator.
const runner = { root: ROOT, configFile: false, logLevel: 'error' };
async function load(path) {
  return (await runnerImport(path, runner)).module;
}

/** Typical queries: a prefix, a typo, several words, the wrong layout, and one that finds nothing. */
export const QUERIES = {
  'prefix (порц)': 'порц',
  'typo (порцилана)': 'порцилана',
  'multi-word (келихи кришталь)': 'келихи кришталь',
  'layout mistake (dfpb)': 'dfpb',
  'layout mistake (gjhwtkzyf)': 'gjhwtkzyf',
  'no match (зебра)': 'зебра',
};
/** Runs per size: enough for a steady median without taking long on a shared machine. */
const GENERATE_RUNS = { 250: 15, 10000: 5, 100000: 3 };
const INDEX_RUNS = { 250: 30, 10000: 7, 100000: 3 };
const QUERY_RUNS = { 250: 200, 10000: 100, 100000: 20 };

function time(runs, fn) {
  const times = [];
  let result;
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    result = fn();
    times.push(performance.now() - started);
  }
  return { median: median(times), result };
}

/** Rows of { products, measure, ms, detail }. */
export async function benchData({ sizes = [250, 10_000, 100_000], queries = true } = {}) {
  const { generateProducts } = await load('/src/features/products/generate-products.ts');
  const { createProductSearch } = await load('/src/features/search/product-search.ts');
  const { catalogView } = await load('/src/features/catalog/catalog-view.ts');
  const { CATEGORIES, MATERIALS } = await load('/src/shared/config/catalog.ts');
  const now = new Date('2026-11-01T00:00:00.000Z');
  const rows = [];
  for (const size of sizes) {
    const generated = time(GENERATE_RUNS[size] ?? 3, () => generateProducts(size, now));
    rows.push({
      products: size,
      measure: 'generate the products',
      ms: generated.median,
      detail: '',
    });
    const products = generated.result;
    // Without the cache of recent answers: every timed run is a real search.
    const build = time(INDEX_RUNS[size] ?? 3, () =>
      createProductSearch(products, { recentQueries: 0 }),
    );
    rows.push({ products: size, measure: 'build the search index', ms: build.median, detail: '' });
    const search = build.result;
    // The catalogue pipeline (src/features/catalog/catalog-view.ts): facet
    // counts, filter, sort and the page of 12, with typical inputs.
    const searchIds = search.search('ваза').ids;
    const views = {
      'catalogue: first page, no filter': {
        searchIds: null,
        category: null,
        material: null,
        sort: '',
        page: 1,
      },
      'catalogue: category + price sort, page 2': {
        searchIds: null,
        category: CATEGORIES[0],
        material: null,
        sort: 'lowPrice',
        page: 2,
      },
      'catalogue: search «ваза» + material + newest': {
        searchIds,
        category: null,
        material: MATERIALS[0],
        sort: 'newest',
        page: 1,
      },
    };
    for (const [name, input] of Object.entries(views)) {
      const view = time(QUERY_RUNS[size] ?? 20, () => catalogView(products, input));
      rows.push({
        products: size,
        measure: name,
        ms: view.median,
        detail: `${view.result.total} match`,
      });
    }
    const typed = time(QUERY_RUNS[size] ?? 20, () =>
      catalogView(products, {
        searchIds: search.search('порц').ids,
        category: null,
        material: null,
        sort: '',
        page: 1,
      }),
    );
    rows.push({
      products: size,
      measure: 'search «порц» + catalogue page',
      ms: typed.median,
      detail: `${typed.result.total} match`,
    });
    if (!queries) continue;
    for (const [name, query] of Object.entries(QUERIES)) {
      time(5, () => search.search(query)); // warm up
      const { median: ms, result } = time(QUERY_RUNS[size] ?? 20, () => search.search(query));
      const hits = `${result.ids.length} hits${result.correctedQuery ? ` → «${result.correctedQuery}»` : ''}`;
      rows.push({ products: size, measure: `search: ${name}`, ms, detail: hits });
    }
  }
  return rows;
}
