import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What the browser must download before the shop can start on /: every
 * script and style sheet the built dist/index.html names (the entry, and the
 * home page's chunk that the prerender preloads) and every chunk those import
 * statically (Vite's build manifest). Dynamic imports (other pages, product
 * data) are not part of it.
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
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const named = (extension: string) =>
    [...html.matchAll(/(?:src|href)="[^"]*?\/(assets\/[^"/]+)"/g)]
      .map((match) => match[1]!)
      .filter((file) => file.endsWith(extension));
  if (!named('.js').some((file) => byFile.get(file)?.isEntry))
    throw new Error('dist/index.html names no entry chunk of the build manifest');
  const js = new Set<string>();
  const css = new Set(named('.css'));
  const visit = (file: string) => {
    if (js.has(file)) return;
    js.add(file);
    const chunk = byFile.get(file);
    chunk?.css?.forEach((sheet) => css.add(sheet));
    chunk?.imports?.forEach((key) => {
      const imported = manifest[key];
      if (imported) visit(imported.file);
    });
  };
  named('.js').forEach(visit);
  return { js: [...js], css: [...css] };
}

export function chunkOf(source: string, dist = 'dist'): string | undefined {
  return readManifest(dist)[source]?.file;
}
