import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Manifest } from 'vite';
import { chunkFiles } from '../build/build-manifest';

/**
 * What the browser must download before the shop can start on /: every
 * script and style sheet the built dist/index.html names (the entry, and the
 * home page's chunk that the prerender preloads) and every chunk those import
 * statically (Vite's build manifest). Dynamic imports (other pages, product
 * data) are not part of it.
 */
export function readManifest(dist = 'dist'): Manifest {
  return JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
}

export function firstLoadFiles(dist = 'dist'): { js: string[]; css: string[] } {
  const manifest = readManifest(dist);
  const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const named = (extension: string) =>
    [...html.matchAll(/(?:src|href)="[^"]*?\/(assets\/[^"/]+)"/g)]
      .map((match) => match[1]!)
      .filter((file) => file.endsWith(extension));
  if (!named('.js').some((file) => manifest[keyOf.get(file) ?? '']?.isEntry))
    throw new Error('dist/index.html names no entry chunk of the build manifest');
  const js = new Set(named('.js'));
  const css = new Set(named('.css'));
  for (const file of named('.js')) {
    const chunks = chunkFiles(manifest, keyOf.get(file) ?? '');
    chunks.js.forEach((chunk) => js.add(chunk));
    chunks.css.forEach((sheet) => css.add(sheet));
  }
  return { js: [...js], css: [...css] };
}

export function chunkOf(source: string, dist = 'dist'): string | undefined {
  return readManifest(dist)[source]?.file;
}
