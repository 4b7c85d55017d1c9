#!/usr/bin/env node
// The first-load size budget, checked in CI on every build: sizes do
// not depend on machine noise. What / downloads before it is hydrated: the
// script the built index.html names (the entry, src/main.tsx), the app it
// starts, the home page's module and the product data, each with everything
// it imports statically (Vite's build manifest; e2e/first-load.ts reads it
// the same way). The code and the product data (builder/product-data-plugin.ts)
// have budgets of their own; other pages, search and the gallery stay out.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = process.argv[2] ?? 'dist';
// 141 KB, with the header's basket count and src/app/early.js in it: the words of
// the lazily loaded pages live beside them, out of the first load
// (docs/decisions/027-answer-from-the-first-paint.md); the basket's page and order
// stay out (below).
const CODE_BUDGET_GZIP_BYTES = 141 * 1000;
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

const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8'));
const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
const html = readFileSync(join(DIST, 'index.html'), 'utf8');
const named = [...html.matchAll(/(?:src|href)="[^"]*?\/(assets\/[^"/]+\.js)"/g)].map((m) => m[1]);
if (!named.some((file) => byFile.get(file)?.isEntry))
  throw new Error(`${DIST}/index.html names no entry chunk of the manifest`);
const STARTED = ['src/app/app.tsx', 'src/app/routes/home.tsx', PRODUCT_DATA];

const files = new Set();
function visit(file) {
  if (files.has(file)) return;
  files.add(file);
  for (const key of byFile.get(file)?.imports ?? []) visit(manifest[key].file);
}
named.forEach(visit);
for (const key of STARTED) {
  if (!manifest[key]) throw new Error(`${key} is not in the build manifest`);
  visit(manifest[key].file);
}

const dataFile = manifest[PRODUCT_DATA].file;
const code = { raw: 0, gzip: 0 };
const data = { raw: 0, gzip: 0 };
const problems = [];
for (const file of files) {
  const source = readFileSync(join(DIST, file));
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
const chunks = readdirSync(join(DIST, 'assets')).filter((file) => file.endsWith('.js'));
for (const { what, marker } of MUST_STAY_OUT) {
  const found = chunks.some((file) =>
    readFileSync(join(DIST, 'assets', file), 'utf8').includes(marker),
  );
  if (!found)
    problems.push(`${what}: marker not found: the check would prove nothing ('${marker}')`);
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
console.log(
  `first-load JavaScript of /: ${files.size - 1} file(s) of code, ${kb(code.raw)} raw, ${kb(code.gzip)} gzip (budget ${kb(CODE_BUDGET_GZIP_BYTES)})`,
);
console.log(
  `  and the product data: ${kb(data.raw)} raw, ${kb(data.gzip)} gzip (budget ${kb(DATA_BUDGET_GZIP_BYTES)})`,
);
if (code.gzip > CODE_BUDGET_GZIP_BYTES)
  problems.push(`code: ${kb(code.gzip)} gzip is over the budget of ${kb(CODE_BUDGET_GZIP_BYTES)}`);
if (data.gzip > DATA_BUDGET_GZIP_BYTES)
  problems.push(
    `product data: ${kb(data.gzip)} gzip is over the budget of ${kb(DATA_BUDGET_GZIP_BYTES)}`,
  );
if (problems.length > 0) {
  for (const problem of problems) console.error(`size budget: ${problem}`);
  process.exit(1);
}
console.log('size budget: ok');
