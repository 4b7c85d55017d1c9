import type { Manifest } from 'vite';

/**
 * Reading Vite's build manifest (dist/.vite/manifest.json): the prerender
 * plugin links each page's files with it, and the e2e tests find what `/`
 * loads first. (scripts/check-size-budget.mjs walks it the same way in plain
 * JavaScript, as Node 20 runs it without a TypeScript loader.)
 */

/** The JS and CSS files a manifest entry needs, its static imports included. */
export function chunkFiles(manifest: Manifest, key: string): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (entryKey: string) => {
    const entry = manifest[entryKey];
    if (!entry || seen.has(entryKey)) return;
    seen.add(entryKey);
    js.add(entry.file);
    entry.css?.forEach((file) => css.add(file));
    entry.imports?.forEach(visit);
  };
  visit(key);
  return { js: [...js], css: [...css] };
}
