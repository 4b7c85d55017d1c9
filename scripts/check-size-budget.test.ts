// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';

/**
 * scripts/check-size-budget.mjs on two small builds written here: the
 * sample's within the budgets, and an owner's whose product data is not.
 */

const root = mkdtempSync(join(tmpdir(), 'size-budget-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A build folder as Vite writes it, as far as the check reads it, with `dataBytes` of product data. */
function build(name: string, dataBytes: number, products: number): string {
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
  writeFileSync(
    join(dist, 'index.html'),
    '<script type="module" src="/BON-VINTAGE/assets/index.js"></script>',
  );
  for (const file of ['index', 'app', 'home']) writeFileSync(join(dist, `assets/${file}.js`), '1');
  writeFileSync(join(dist, 'assets/lazy.js'), 'MiniSearch gallery-stage basket-line');
  // Random bytes: gzip cannot make them smaller.
  writeFileSync(join(dist, 'assets/data.js'), randomBytes(dataBytes).toString('hex'));
  for (let id = 1; id <= products; id += 1) writeFileSync(join(dist, `catalog/${id}.html`), '');
  return dist;
}

it('measures the owner’s shop as well as the sample, and fails on its product data', () => {
  const sample = build('dist', 2_000, 250);
  const owner = build('dist-owner', 20_000, 400);
  const result = spawnSync(
    process.execPath,
    ['scripts/check-size-budget.mjs', '--sample', sample, '--owner', owner],
    { encoding: 'utf8' },
  );
  expect(result.stdout).toMatch(/sample \(.*, 250 products\)/);
  expect(result.stdout).toMatch(/owner's example shop \(.*, 400 products\)/);
  expect(result.stderr).toMatch(/owner's example shop: product data: .* over the budget/);
  expect(result.stderr).not.toMatch(/sample:/);
  expect(result.status).toBe(1);
});
