// What a first visit of a page asks for before its pictures, read from a
// build folder: the page's HTML (with the product data it brings,
// src/app/first-view.ts), and every script and style sheet it names
// (module preloads, its scripts, its style sheet), each with what it imports
// statically (Vite's build manifest). gzip = each file gzipped at level 9.
// scripts/check-size-budget.mjs and the bench's `flat` section
// (scripts/bench/first-visit.mjs) read it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const gzip = (bytes) => gzipSync(bytes, { level: 9 }).length;

/** The first view's data block of a page (src/app/first-view.ts's FIRST_VIEW_ID). */
const FIRST_VIEW = /<script type="application\/json" id="first-view">[^<]*<\/script>/;

/** The HTML file of a page path below the base ('' for /). */
export const pageFile = (path) => (path === '' ? 'index.html' : `${path}.html`);

/**
 * A first visit of `path` in the build `dist`: gzip bytes of the HTML, its
 * scripts and style sheets, and of the product data among them (the first
 * view in the HTML, or a product list's chunk it names).
 */
export function firstVisit(dist, path, { listChunk } = {}) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const html = readFileSync(join(dist, pageFile(path)), 'utf8');
  const files = new Set();
  const visit = (file) => {
    if (files.has(file)) return;
    files.add(file);
    for (const key of byFile.get(file)?.imports ?? []) visit(manifest[key].file);
  };
  for (const [, file] of html.matchAll(/(?:src|href)="[^"]*?\/(assets\/[^"/]+\.(?:js|css))"/g))
    visit(file);
  const view = FIRST_VIEW.exec(html)?.[0];
  const sizes = {
    html: gzip(html),
    code: 0,
    css: 0,
    data: view ? gzip(view) : 0,
    files: files.size,
  };
  const list = listChunk ?? manifest['virtual:product-data']?.file;
  for (const file of files) {
    const bytes = gzip(readFileSync(join(dist, file)));
    if (file === list) sizes.data += bytes;
    else if (file.endsWith('.css')) sizes.css += bytes;
    else sizes.code += bytes;
  }
  sizes.listInIt = files.has(list);
  // The first view is inside the HTML; a list's chunk is a file of its own.
  sizes.total =
    sizes.html +
    sizes.css +
    sizes.code +
    (sizes.listInIt ? sizes.data - (view ? gzip(view) : 0) : 0);
  return sizes;
}
