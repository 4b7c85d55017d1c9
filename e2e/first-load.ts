import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Manifest } from 'vite';
import { chunkFiles } from '../builder/build-manifest';

/**
 * What / downloads before React hydrates it, as scripts/check-size-budget.mjs
 * counts it: the script and style sheet the built dist/index.html names (the
 * entry, src/main.tsx), then the app the entry starts and the home page's
 * module, each with the chunks it imports statically (Vite's build manifest).
 * The goods it draws come in its HTML (src/app/first-view.ts); the whole
 * product list, other pages, search and the gallery are not part of it.
 */
export function readManifest(dist = 'dist'): Manifest {
  return JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
}

/** The product data's key in the build manifest (builder/product-data-plugin.ts). */
export const PRODUCT_DATA = 'virtual:product-data';

const STARTED = ['src/app/app.tsx', 'src/app/routes/home.tsx'];

export function firstLoadFiles(dist = 'dist'): { js: string[]; css: string[] } {
  const manifest = readManifest(dist);
  const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const named = (extension: string) =>
    [...html.matchAll(/(?:src|href)="[^"]*?\/(assets\/[^"/]+)"/g)]
      .map((match) => match[1]!)
      .filter((file) => file.endsWith(extension));
  const entries = named('.js').map((file) => keyOf.get(file) ?? '');
  if (!entries.some((key) => manifest[key]?.isEntry))
    throw new Error('dist/index.html names no entry chunk of the build manifest');
  const js = new Set<string>();
  const css = new Set(named('.css'));
  for (const key of [...entries, ...STARTED]) {
    const chunks = chunkFiles(manifest, key);
    if (chunks.js.length === 0) throw new Error(`${key} is not in the build manifest`);
    chunks.js.forEach((chunk) => js.add(chunk));
    chunks.css.forEach((sheet) => css.add(sheet));
  }
  return { js: [...js], css: [...css] };
}

export function chunkOf(source: string, dist = 'dist'): string | undefined {
  return readManifest(dist)[source]?.file;
}
