import { runnerImport, type Plugin, type ResolvedConfig } from 'vite';

/**
 * The sample products, made when the site is built. `virtual:product-data`
 * is a module whose default export is the list as the seeded generator made
 * it (src/features/products/product-records.ts says what a record holds).
 * The browser imports it as a chunk of its own (fetch-products.ts), and the
 * pages drawn at build time are drawn with the very same list
 * (src/app/prerender.tsx), so a page hydrates with the cards it shows.
 *
 * The generator is run through Vite's module runner, so it sees the build's
 * own settings (VITE_PRODUCT_COUNT, the base path) as the app does. faker is
 * never part of the browser's code.
 */
/** The module's id, and its key in the build manifest (e2e/first-load.ts). */
const ID = 'virtual:product-data';
const RESOLVED_ID = `\0${ID}`;
const GENERATOR = '/src/features/products/generate-products.ts';

/** What src/features/products/generate-products.ts exports that this plugin calls. */
interface Generator {
  generateShippedRecords(): unknown[];
}

async function productRecordsJson(config: ResolvedConfig): Promise<string> {
  const { module } = await runnerImport<Generator>(GENERATOR, {
    configFile: false,
    root: config.root,
    base: config.base,
    mode: config.mode,
    logLevel: 'warn',
  });
  return JSON.stringify(module.generateShippedRecords());
}

export function productData(): Plugin {
  let config: ResolvedConfig;
  let json: Promise<string> | undefined;
  return {
    name: 'bon-vintage-product-data',
    configResolved(resolved) {
      config = resolved;
    },
    resolveId: (id) => (id === ID ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      json ??= productRecordsJson(config);
      // JSON.parse of a string literal: faster to read than the same object
      // literal (as Vite does for a large .json import).
      return `export default JSON.parse(${JSON.stringify(await json)});`;
    },
  };
}
