// Flat: does a first visit of / and /catalog stay the same size as the
// catalogue grows? For the sample's 250 goods (dist/), 2 000 sample goods
// (VITE_PRODUCT_COUNT=2000, dist-2000/) and an owner's catalogue of 400 goods
// with four photos each (scripts/make-catalogue.mjs, dist-bench-owner-400/),
// the gzip bytes a first visit asks for before its pictures (the HTML, its
// scripts and style sheet: scripts/first-visit.mjs), the product data among
// them, and the whole product list, which loads only when a page needs it
// (src/app/first-view.ts). Sizes, not times: the same on any machine. Each
// build is made when missing, or anew with --build; --flat-dirs A,B,C
// measures other build folders in their place (a build of an older version).
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { firstVisit } from '../first-visit.mjs';
import { ROOT, run } from './lib.mjs';

const OWNER_CATALOGUE = 'node_modules/.cache/catalogue-400';

/** The three builds, and how each is made. */
export const FLAT_BUILDS = [
  { name: 'sample, 250 goods', dir: 'dist', env: {} },
  { name: 'sample, 2 000 goods', dir: 'dist-2000', env: { VITE_PRODUCT_COUNT: '2000' } },
  {
    name: "owner's, 400 goods",
    dir: 'dist-bench-owner-400',
    env: { CATALOGUE_DIR: OWNER_CATALOGUE },
    catalogue: [
      ...['--out', OWNER_CATALOGUE, '--products', '400', '--photos', '4'],
      ...['--width', '300', '--height', '400'],
    ],
  },
];

export const FLAT_ROUTES = ['', 'catalog'];

export async function benchFirstVisit({ log, rebuild = false, dirs }) {
  const builds = FLAT_BUILDS.map((build, i) => ({ ...build, dir: dirs?.[i] ?? build.dir }));
  const results = [];
  for (const build of builds) {
    const dir = resolve(ROOT, build.dir);
    if (!dirs && (rebuild || !existsSync(join(dir, 'index.html')))) {
      if (build.catalogue && !existsSync(resolve(ROOT, OWNER_CATALOGUE, 'products.csv')))
        await run('node', ['scripts/make-catalogue.mjs', ...build.catalogue]);
      log(`building ${build.dir}/ (${build.name}); 2 000 goods take minutes (their link previews)`);
      await run('npx', ['vite', 'build', '--outDir', build.dir, '--logLevel', 'warn'], build.env);
    }
    const routes = FLAT_ROUTES.map((path) => ({ path, ...firstVisit(dir, path) }));
    results.push({ ...build, routes });
  }
  // The catalogue's growth, 250 → 2 000 sample goods, as the ratio of what a first visit asks for.
  const [small, large] = results;
  const ratios = FLAT_ROUTES.map((path, r) => ({
    path,
    ratio: large.routes[r].total / small.routes[r].total,
  }));
  return { builds: results, ratios };
}
