import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The app's code in one chunk. The entry (src/main.tsx) imports the app
 * (src/app/app.tsx), and the pages' modules load only after it, so whatever
 * the app imports is always there by then. Left to itself, Rolldown splits
 * the modules the app shares with the pages into some twenty small chunks:
 * about 4 KB gzip of glue, and a request each, for which Vite's preload
 * helper adds a <link rel="modulepreload"> in one task (16-27 ms of it at
 * Lighthouse's 4x slowdown on /, now 7-8 ms:
 * docs/decisions/021-one-app-chunk.md). The entry's own imports stay out, so
 * that its first request is as small as before.
 * Client build only: the pages drawn at build time are one server bundle.
 */

const ENTRY = 'src/main.tsx';
const APP = 'src/app/app.tsx';
/**
 * The pages drawn with products (src/app/pages.ts): what all of them import
 * (the card's picture, its heart, the price, the page's products) goes with
 * the app too, as one of them is the first load of nearly every visit:
 * fewer, larger files (docs/decisions/030-a-first-load-that-stays-flat.md).
 */
const PRODUCT_PAGES = [
  'src/app/routes/home.tsx',
  'src/app/routes/catalog.tsx',
  'src/app/routes/product.tsx',
];

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** A module and everything it imports statically, however deep. */
function staticImports(from: string, graph: ModuleGraph): Set<string> {
  const found = new Set<string>();
  const visit = (id: string) => {
    if (found.has(id)) return;
    found.add(id);
    for (const next of graph.getModuleInfo(id)?.importedIds ?? []) visit(next);
  };
  visit(from);
  return found;
}

export function appChunk(): Plugin {
  return {
    name: 'bon-vintage-app-chunk',
    apply: 'build',
    config(config, { isSsrBuild }) {
      if (isSsrBuild) return;
      const root = resolve(config.root ?? '.');
      let inAppChunk: Set<string> | undefined;
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  {
                    debugName: 'app',
                    // The graph is complete once chunking starts: worked out on the first call.
                    name(id, graph) {
                      if (inAppChunk === undefined) {
                        const entry = staticImports(resolve(root, ENTRY), graph);
                        const app = staticImports(resolve(root, APP), graph);
                        const [first, ...others] = PRODUCT_PAGES.map((page) =>
                          staticImports(resolve(root, page), graph),
                        );
                        const pages = PRODUCT_PAGES.map((page) => resolve(root, page));
                        const shared = [...first!].filter(
                          (module) =>
                            !pages.includes(module) && others.every((page) => page.has(module)),
                        );
                        inAppChunk = new Set(
                          [...app, ...shared].filter((module) => !entry.has(module)),
                        );
                      }
                      return inAppChunk.has(id) ? 'app' : null;
                    },
                    // A module the entry imports too stays with the entry.
                    includeDependenciesRecursively: false,
                  },
                ],
              },
            },
          },
        },
      };
    },
  };
}
