#!/usr/bin/env node
// The first-load size budget, checked in CI on every build: sizes do
// not depend on machine noise. What / downloads before it is hydrated: the
// script the built index.html names (the entry, src/main.tsx), the app it
// starts, the home page's module and the product data, each with everything
// it imports statically (Vite's build manifest; e2e/first-load.ts reads it
// the same way). The code and the product data (builder/product-data-plugin.ts)
// have budgets of their own; other pages, search and the gallery stay out.
// Two builds are measured: the sample's (`npm run build`, dist/) and an
// owner's (`npm run build:example-shop`, dist-owner/), whose product data
// grows with the catalogue, so the figure a good costs is printed too.
//   node scripts/check-size-budget.mjs [--sample dist] [--owner dist-owner]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const { values } = parseArgs({
  options: {
    sample: { type: 'string', default: 'dist' },
    owner: { type: 'string', default: 'dist-owner' },
  },
});

// 141 KB, with the header's basket count and src/app/early.js in it: the words of
// the lazily loaded pages live beside them, out of the first load
// (docs/decisions/027-answer-from-the-first-paint.md); the basket's page and order
// stay out (below). An owner's shop runs the same code.
const CODE_BUDGET_GZIP_BYTES = 141 * 1000;
// The sample's 250 goods. An owner's shop is held to the same figure: the
// first load is to carry no more product data than the sample's, whatever the
// catalogue (docs/owner-catalogue.md says what a large one costs today). The
// example shop's six goods are well within it; a catalogue of more than about
// fifty goods is not, until the first load stops carrying every product.
const DATA_BUDGET_GZIP_BYTES = 12 * 1000;
const PRODUCT_DATA = 'virtual:product-data';

// Strings that only these modules' code contains; none may be in the first load.
const MUST_STAY_OUT = [
  { what: 'MiniSearch (search index)', marker: 'MiniSearch' },
  // The gallery's test id: only its component renders it (its Ukrainian labels live in
  // the shared strings module, which is part of the first load).
  { what: 'the product gallery', marker: 'gallery-stage' },
  // The basket's lines' test id: only the basket page renders it (src/features/basket/basket-list.tsx).
  { what: 'the basket page', marker: 'basket-line' },
];

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

/** The first load of / in the build folder `dist`: its sizes, and what is wrong with it. */
function measure(dist) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const named = [...html.matchAll(/(?:src|href)="[^"]*?\/(assets\/[^"/]+\.js)"/g)].map((m) => m[1]);
  if (!named.some((file) => byFile.get(file)?.isEntry))
    throw new Error(`${dist}/index.html names no entry chunk of the manifest`);
  const started = ['src/app/app.tsx', 'src/app/routes/home.tsx', PRODUCT_DATA];

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

  const dataFile = manifest[PRODUCT_DATA].file;
  const code = { raw: 0, gzip: 0, files: files.size - 1 };
  const data = { raw: 0, gzip: 0 };
  const problems = [];
  for (const file of files) {
    const source = readFileSync(join(dist, file));
    const sum = file === dataFile ? data : code;
    sum.raw += source.length;
    sum.gzip += gzipSync(source, { level: 9 }).length;
    const text = source.toString('utf8');
    for (const { what, marker } of MUST_STAY_OUT) {
      if (text.includes(marker)) problems.push(`${what} is in the first load (${file})`);
    }
  }

  // A marker that no chunk contains would make the check above pass whatever the
  // first load holds (a renamed string, a minifier that mangles it): each must be
  // found in some chunk of the build, so that its absence from the first load means something.
  const chunks = readdirSync(join(dist, 'assets')).filter((file) => file.endsWith('.js'));
  for (const { what, marker } of MUST_STAY_OUT) {
    const found = chunks.some((file) =>
      readFileSync(join(dist, 'assets', file), 'utf8').includes(marker),
    );
    if (!found)
      problems.push(`${what}: marker not found: the check would prove nothing ('${marker}')`);
  }
  if (code.gzip > CODE_BUDGET_GZIP_BYTES)
    problems.push(
      `code: ${kb(code.gzip)} gzip is over the budget of ${kb(CODE_BUDGET_GZIP_BYTES)}`,
    );
  if (data.gzip > DATA_BUDGET_GZIP_BYTES)
    problems.push(
      `product data: ${kb(data.gzip)} gzip is over the budget of ${kb(DATA_BUDGET_GZIP_BYTES)}`,
    );
  // One page is drawn for each product (builder/prerender-plugin.ts).
  const products = readdirSync(join(dist, 'catalog')).filter((file) =>
    file.endsWith('.html'),
  ).length;
  return { code, data, products, problems };
}

const problems = [];
for (const [name, dist, command] of [
  ['sample', values.sample, 'npm run build'],
  ["owner's example shop", values.owner, 'npm run build:example-shop'],
]) {
  if (!existsSync(join(dist, '.vite', 'manifest.json'))) {
    problems.push(`${name}: ${dist}/ has no build; run \`${command}\` first`);
    continue;
  }
  const { code, data, products, problems: found } = measure(dist);
  console.log(
    `${name} (${dist}/, ${products} products): first-load JavaScript of /: ${code.files} file(s) of code, ${kb(code.raw)} raw, ${kb(code.gzip)} gzip (budget ${kb(CODE_BUDGET_GZIP_BYTES)})`,
  );
  console.log(
    `  and the product data: ${kb(data.raw)} raw, ${kb(data.gzip)} gzip (budget ${kb(DATA_BUDGET_GZIP_BYTES)}), ${Math.round(data.gzip / products)} bytes gzip a product`,
  );
  problems.push(...found.map((problem) => `${name}: ${problem}`));
}
if (problems.length > 0) {
  for (const problem of problems) console.error(`size budget: ${problem}`);
  process.exit(1);
}
console.log('size budget: ok');
