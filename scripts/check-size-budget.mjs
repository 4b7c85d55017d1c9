#!/usr/bin/env node
// The first-load size budget, checked in CI on every build: sizes do
// not depend on machine noise. What / downloads before the shop can start is
// every script the built index.html names (the entry, and the modulepreloads
// of the home page's chunk that the prerender adds) with everything those
// import statically (Vite's build manifest); other pages, product data,
// search and the gallery must stay out.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = process.argv[2] ?? 'dist';
const BUDGET_GZIP_BYTES = 150 * 1000;

// Strings that only these modules' code contains; none may be in the first load.
const MUST_STAY_OUT = [
  { what: 'faker (product data)', marker: 'faker' },
  { what: 'MiniSearch (search index)', marker: 'MiniSearch' },
  // The gallery's test id: only its component renders it (its Ukrainian labels live in
  // the shared strings module, which is part of the first load).
  { what: 'the product gallery', marker: 'gallery-stage' },
];

const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8'));
const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
const html = readFileSync(join(DIST, 'index.html'), 'utf8');
const named = [...html.matchAll(/(?:src|href)="[^"]*?\/(assets\/[^"/]+\.js)"/g)].map((m) => m[1]);
if (!named.some((file) => byFile.get(file)?.isEntry))
  throw new Error(`${DIST}/index.html names no entry chunk of the manifest`);

const files = new Set();
function visit(file) {
  if (files.has(file)) return;
  files.add(file);
  for (const key of byFile.get(file)?.imports ?? []) visit(manifest[key].file);
}
named.forEach(visit);

let raw = 0;
let gzip = 0;
const problems = [];
for (const file of files) {
  const source = readFileSync(join(DIST, file));
  raw += source.length;
  gzip += gzipSync(source, { level: 9 }).length;
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
  `first-load JavaScript of /: ${files.size} file(s), ${kb(raw)} raw, ${kb(gzip)} gzip (budget ${kb(BUDGET_GZIP_BYTES)} gzip)`,
);
if (gzip > BUDGET_GZIP_BYTES)
  problems.push(`${kb(gzip)} gzip is over the budget of ${kb(BUDGET_GZIP_BYTES)}`);
if (problems.length > 0) {
  for (const problem of problems) console.error(`size budget: ${problem}`);
  process.exit(1);
}
console.log('size budget: ok');
