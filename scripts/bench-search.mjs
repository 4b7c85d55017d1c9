// Measures the search engine (issue 5): the median time to build the index and
// to answer one query, over 250 and over 10 000 generated products.
// Run: npm run bench:search. Vite's module runner loads the TypeScript sources
// as they are, so nothing is built first and the numbers are of the real code.
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const load = async (path) =>
  (await runnerImport(path, { root, configFile: false, logLevel: 'error' })).module;
const { generateProducts } = await load('/src/features/products/generate-products.ts');
const { createProductSearch } = await load('/src/features/search/product-search.ts');

/** Typical queries: a prefix, a typo, several words, the wrong layout, and one that finds nothing. */
const QUERIES = {
  'prefix (порц)': 'порц',
  'typo (порцилана)': 'порцилана',
  'multi-word (келихи кришталь)': 'келихи кришталь',
  'layout mistake (dfpb)': 'dfpb',
  'layout mistake (gjhwtkzyf)': 'gjhwtkzyf',
  'no match (зебра)': 'зебра',
};
const SIZES = [250, 10_000];
/** Enough runs for a steady median without taking long on a shared machine. */
const INDEX_RUNS = { 250: 30, 10000: 7 };
const QUERY_RUNS = 200;

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

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

const rows = [];
for (const size of SIZES) {
  const products = generateProducts(size, new Date('2026-11-01T00:00:00.000Z'));
  const build = time(INDEX_RUNS[size], () => createProductSearch(products));
  rows.push({ products: size, measure: 'build the index', 'median ms': build.median, hits: '' });
  const search = build.result;
  for (const [name, query] of Object.entries(QUERIES)) {
    time(20, () => search.search(query)); // warm up
    const { median: ms, result } = time(QUERY_RUNS, () => search.search(query));
    const hits = `${result.ids.length}${result.correctedQuery ? ` → «${result.correctedQuery}»` : ''}`;
    rows.push({ products: size, measure: `query: ${name}`, 'median ms': ms, hits });
  }
}

console.log(
  `Search benchmark, Node ${process.version}, median of runs (index ${INDEX_RUNS[250]}/${INDEX_RUNS[10000]}, query ${QUERY_RUNS})`,
);
console.table(rows.map((row) => ({ ...row, 'median ms': Number(row['median ms'].toFixed(3)) })));
