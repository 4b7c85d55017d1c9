import { uk } from '@faker-js/faker';
import type { Plugin } from 'vite';

/**
 * Faker's Ukrainian definitions without its English ones. The
 * package builds `fakerUK` from the Ukrainian, English and base definitions in
 * one module, so importing anything Ukrainian brings the English too: 162 KB
 * gzip in the product worker, against about 45 KB for the Faker class, its
 * base definitions and the Ukrainian ones. This module, `virtual:faker-uk`,
 * is the Ukrainian definitions as plain data, read from the installed faker
 * at build time (nothing copied into the repository, so it follows faker's
 * updates). src/features/products/faker-uk.test.ts proves the products stay
 * exactly those of `fakerUK`.
 */
const ID = 'virtual:faker-uk';
const RESOLVED_ID = `\0${ID}`;

export function fakerUkDefinitions(): Plugin {
  return {
    name: 'bon-vintage-faker-uk',
    resolveId: (id) => (id === ID ? RESOLVED_ID : undefined),
    load: (id) => (id === RESOLVED_ID ? `export default ${JSON.stringify(uk)};` : undefined),
  };
}
