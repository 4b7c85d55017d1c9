#!/usr/bin/env node
// The first-load size budget, checked in CI on every build: sizes do
// not depend on machine noise. The code / downloads before it is hydrated:
// the script the built index.html names (the entry, src/main.tsx), the app it
// starts and the home page's module, each with everything it imports
// statically (Vite's build manifest; e2e/first-load.ts reads it the same
// way). The product data of a first visit of / and of /catalog: what their
// HTML brings of the goods they draw (src/app/first-view.ts); the whole
// product list (builder/product-data-plugin.ts) is in neither, so this stays
// flat however large the catalogue. Both have budgets; other pages, search
// and the gallery stay out. Two builds are measured: the sample's
// (`npm run build`, dist/) and an owner's (`npm run build:example-shop`,
// dist-owner/), with the whole list's size beside them.
//   node scripts/check-size-budget.mjs [--sample dist] [--owner dist-owner]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { firstVisit } from './first-visit.mjs';

const { values } = parseArgs({
  options: {
    sample: { type: 'string', default: 'dist' },
    owner: { type: 'string', default: 'dist-owner' },
  },
});

// 141 KB (docs/decisions/051-first-load-back-to-141-kb.md), with the header's basket count and src/app/early.js in it: the words of
// the lazily loaded pages live beside them, out of the first load
// (docs/decisions/027-answer-from-the-first-paint.md); the basket's page and order
// stay out (below). An owner's shop runs the same code.
const CODE_BUDGET_GZIP_BYTES = 141 * 1000;
// The goods a first visit of / or /catalog draws, and the whole list's
// figures they show (src/app/first-view.ts): the sample's home page brings
// 3.3 KB, an owner's catalogue of 400 goods with four photos each 2.8 KB
// (docs/PERFORMANCE.md). The same for any catalogue: its size does not grow
// with the number of goods, only with what a record holds.
const DATA_BUDGET_GZIP_BYTES = 6 * 1000;
const PRODUCT_DATA = 'virtual:product-data';
/** The pages whose first visit carries product data. */
const PAGES_WITH_DATA = ['', 'catalog'];

// Strings that only these modules' code contains; none may be in the first load.
const MUST_STAY_OUT = [
  { what: 'MiniSearch (search index)', marker: 'MiniSearch' },
  // The gallery's test id: only its component renders it (its Ukrainian labels live in
  // the shared strings module, which is part of the first load).
  { what: 'the product gallery', marker: 'gallery-stage' },
  // How search reads text (src/features/search/search-text.ts): its word pattern. The
  // header field needs only the length suggestions start at (search-limits.ts).
  { what: 'how search reads text', marker: String.raw`[\p{L}\p{M}\p{N}]+(?:` },
  // The basket's lines' test id: only the basket page renders it (src/features/basket/basket-list.tsx).
  { what: 'the basket page', marker: 'basket-line' },
];

// Words only React Router's development build keeps: its warnings (vite.config.ts builds
// with its production build). None may be in any chunk; the marker must be in the
// development build, so that its absence from the chunks means something.
const ROUTER_WARNINGS = {
  what: "React Router's development warnings",
  marker: 'No routes matched location',
  in: 'node_modules/react-router/dist/development',
};

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

/** The first load of / in the build folder `dist`: its sizes, and what is wrong with it. */
function measure(dist) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const named = [...html.matchAll(/(?:src|href)="[^"]*?\/(assets\/[^"/]+\.js)"/g)].map((m) => m[1]);
  if (!named.some((file) => byFile.get(file)?.isEntry))
    throw new Error(`${dist}/index.html names no entry chunk of the manifest`);
  const started = ['src/app/app.tsx', 'src/app/routes/home.tsx'];

  const files = new Set();
  const visit = (file) => {
    if (files.has(file)) return;
    files.add(file);
    for (const key of byFile.get(file)?.imports ?? []) visit(manifest[key].file);
  };
  named.forEach(visit);
  for (const key of started) {
    if (!manifest[key]) throw new Error(`${key} is not in the build manifest of ${dist}`);
    visit(manifest[key].file);
  }

  const list = manifest[PRODUCT_DATA]?.file;
  const code = { raw: 0, gzip: 0, files: files.size };
  const problems = [];
  if (!list) problems.push(`${PRODUCT_DATA} is not in the build manifest`);
  for (const file of files) {
    const source = readFileSync(join(dist, file));
    code.raw += source.length;
    code.gzip += gzipSync(source, { level: 9 }).length;
    const text = source.toString('utf8');
    for (const { what, marker } of MUST_STAY_OUT) {
      if (text.includes(marker)) problems.push(`${what} is in the first load (${file})`);
    }
  }

  // A marker that no chunk contains would make the check above pass whatever the
  // first load holds (a renamed string, a minifier that mangles it): each must be
  // found in some chunk of the build, so that its absence from the first load means something.
  // Each chunk's text, read once for every marker below.
  const chunks = readdirSync(join(dist, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, text: readFileSync(join(dist, 'assets', file), 'utf8') }));
  for (const { what, marker } of MUST_STAY_OUT) {
    if (!chunks.some(({ text }) => text.includes(marker)))
      problems.push(`${what}: marker not found: the check would prove nothing ('${marker}')`);
  }
  const warned = chunks.find(({ text }) => text.includes(ROUTER_WARNINGS.marker));
  if (warned) problems.push(`${ROUTER_WARNINGS.what} are in ${warned.file}`);
  if (code.gzip > CODE_BUDGET_GZIP_BYTES)
    problems.push(
      `code: ${kb(code.gzip)} gzip is over the budget of ${kb(CODE_BUDGET_GZIP_BYTES)}`,
    );
  // Per page: the goods its HTML brings; never the whole list, which would grow with the catalogue.
  const data = PAGES_WITH_DATA.map((path) => {
    const visit = firstVisit(dist, path, { listChunk: list });
    if (visit.listInIt) problems.push(`/${path}: the whole product list is in its first visit`);
    if (visit.data > DATA_BUDGET_GZIP_BYTES)
      problems.push(
        `/${path}: product data ${kb(visit.data)} gzip is over the budget of ${kb(DATA_BUDGET_GZIP_BYTES)}`,
      );
    return { path, gzip: visit.data };
  });
  const wholeList = list ? gzipSync(readFileSync(join(dist, list)), { level: 9 }).length : 0;
  // One page is drawn for each product (builder/prerender-plugin.ts).
  const products = readdirSync(join(dist, 'catalog')).filter((file) =>
    file.endsWith('.html'),
  ).length;
  return { code, data, wholeList, products, problems };
}

const problems = [];
const routerBuild = readdirSync(ROUTER_WARNINGS.in).filter((file) => file.endsWith('.mjs'));
if (
  !routerBuild.some((file) =>
    readFileSync(join(ROUTER_WARNINGS.in, file), 'utf8').includes(ROUTER_WARNINGS.marker),
  )
)
  problems.push(
    `${ROUTER_WARNINGS.what}: marker not found in ${ROUTER_WARNINGS.in}: the check would prove nothing ('${ROUTER_WARNINGS.marker}')`,
  );
for (const [name, dist, command] of [
  ['sample', values.sample, 'npm run build'],
  ["owner's example shop", values.owner, 'npm run build:example-shop'],
]) {
  if (!existsSync(join(dist, '.vite', 'manifest.json'))) {
    problems.push(`${name}: ${dist}/ has no build; run \`${command}\` first`);
    continue;
  }
  const { code, data, wholeList, products, problems: found } = measure(dist);
  console.log(
    `${name} (${dist}/, ${products} products): first-load JavaScript of /: ${code.files} file(s) of code, ${kb(code.raw)} raw, ${kb(code.gzip)} gzip (budget ${kb(CODE_BUDGET_GZIP_BYTES)})`,
  );
  console.log(
    `  product data in a first visit: ${data.map(({ path, gzip }) => `/${path} ${kb(gzip)}`).join(', ')} gzip (budget ${kb(DATA_BUDGET_GZIP_BYTES)}); the whole list, loaded when needed: ${kb(wholeList)} gzip`,
  );
  problems.push(...found.map((problem) => `${name}: ${problem}`));
}
if (problems.length > 0) {
  for (const problem of problems) console.error(`size budget: ${problem}`);
  process.exit(1);
}
console.log('size budget: ok');
