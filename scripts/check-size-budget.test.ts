// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';

/**
 * scripts/check-size-budget.mjs on small builds written here: the sample's
 * within the budgets, an owner's whose first view brings too much product
 * data, and one whose page loads the whole product list.
 */

const root = mkdtempSync(join(tmpdir(), 'size-budget-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/**
 * A build folder as Vite writes it, as far as the check reads it: its / and
 * /catalog bring `dataBytes` of product data, or name the whole list.
 */
function build(name: string, dataBytes: number, products: number, namesList = false): string {
  const dist = join(root, name);
  mkdirSync(join(dist, '.vite'), { recursive: true });
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'catalog'));
  const manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true },
    'src/app/app.tsx': { file: 'assets/app.js' },
    'src/app/routes/home.tsx': { file: 'assets/home.js' },
    'virtual:product-data': { file: 'assets/data.js' },
    'src/features/lazy.tsx': { file: 'assets/lazy.js' },
  };
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  // Random bytes: gzip cannot make them smaller.
  const view = `<script type="application/json" id="first-view">${randomBytes(dataBytes).toString('hex')}</script>`;
  const list = namesList ? '<link rel="modulepreload" href="/BON-VINTAGE/assets/data.js">' : '';
  for (const page of ['index', 'catalog'])
    writeFileSync(
      join(dist, `${page}.html`),
      `${view}${list}<script type="module" src="/BON-VINTAGE/assets/index.js"></script>`,
    );
  for (const file of ['index', 'app', 'home', 'data'])
    writeFileSync(join(dist, `assets/${file}.js`), '1');
  writeFileSync(
    join(dist, 'assets/lazy.js'),
    String.raw`MiniSearch gallery-stage basket-line /[\p{L}\p{M}\p{N}]+(?:x)/u`,
  );
  for (let id = 1; id <= products; id += 1) writeFileSync(join(dist, `catalog/${id}.html`), '');
  return dist;
}

it('measures the owner’s shop as well as the sample, and fails on its product data', () => {
  const sample = build('dist', 1_000, 250);
  const owner = build('dist-owner', 10_000, 400);
  const result = spawnSync(
    process.execPath,
    ['scripts/check-size-budget.mjs', '--sample', sample, '--owner', owner],
    { encoding: 'utf8' },
  );
  expect(result.stdout).toMatch(/sample \(.*, 250 products\)/);
  expect(result.stdout).toMatch(/owner's example shop \(.*, 400 products\)/);
  expect(result.stderr).toMatch(/owner's example shop: \/: product data .* over the budget/);
  expect(result.stderr).toMatch(/owner's example shop: \/catalog: product data .* over the budget/);
  expect(result.stderr).not.toMatch(/sample:/);
  expect(result.status).toBe(1);
});

it('fails a build whose first visit loads the whole product list, however small', () => {
  const sample = build('dist-list', 100, 250, true);
  const owner = build('dist-owner-small', 100, 6);
  const result = spawnSync(
    process.execPath,
    ['scripts/check-size-budget.mjs', '--sample', sample, '--owner', owner],
    { encoding: 'utf8' },
  );
  expect(result.stderr).toMatch(/sample: \/: the whole product list is in its first visit/);
  expect(result.stderr).not.toMatch(/owner's example shop/);
  expect(result.status).toBe(1);
});
