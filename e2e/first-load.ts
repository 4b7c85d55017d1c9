import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What the browser must download before the shop can start: the entry chunk of
 * dist/index.html and every chunk it imports statically (Vite's build
 * manifest). Dynamic imports (pages, product data) are not part of it.
 */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export function readManifest(dist = 'dist'): Record<string, ManifestChunk> {
  return JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
}

export function firstLoadFiles(dist = 'dist'): { js: string[]; css: string[] } {
  const manifest = readManifest(dist);
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('no entry in the build manifest');
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
    chunk.imports?.forEach(visit);
  };
  visit(entryKey);
  return { js: [...js], css: [...css] };
}

export function chunkOf(source: string, dist = 'dist'): string | undefined {
  return readManifest(dist)[source]?.file;
}
