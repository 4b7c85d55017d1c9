// The shop's pages as src/app/pages.ts declares them, for the scripts and the
// end-to-end tests that visit each: read from its text, as Node runs these
// scripts without TypeScript. src/app/pages-for-scripts.test.ts holds this reading to the
// table itself.
import { readFileSync } from 'node:fs';

const SOURCE = readFileSync(new URL('../src/app/pages.ts', import.meta.url), 'utf8');

/**
 * Each page: its path below the base ('' for home; a product's at product 1,
 * a collection's at «Нові надходження», which every shop publishes), its
 * module, and whether its path takes a parameter (one page a product or a
 * collection).
 */
export const PAGES = [...SOURCE.matchAll(/path: '([^']*)',\s*module: '([^']*)'/g)].map(
  ([, path, module]) => ({
    path: path.replace(':productId', '1').replace(':slug', 'novi-nadkhodzhennia'),
    module,
    parameter: path.includes(':'),
  }),
);

if (PAGES.length === 0) throw new Error('scripts/pages.mjs: no page read from src/app/pages.ts');
