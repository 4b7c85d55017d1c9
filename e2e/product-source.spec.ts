import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { chunkOf, firstLoadFiles } from './first-load';

/**
 * Optional JSON product source: the loader and its schema library
 * (valibot) are built into a chunk of their own, reached only when
 * VITE_PRODUCTS_URL is set, so the first load does not carry them. The JSON
 * path itself is covered by unit tests (load-products-json.test.ts,
 * product-schema.test.ts): a second full build with the variable would double
 * the test build time.
 */

const read = (file: string) => readFileSync(join('dist', file), 'utf8');
// valibot's issue message template: present in its chunk, so the check can fail.
const VALIBOT_MARKER = 'eceived ${';

test('the JSON loader and valibot are a chunk of their own, not in the first load', () => {
  const loader = chunkOf('src/features/products/load-products-json.ts');
  expect(loader).toBeDefined();
  expect(read(loader!)).toContain(VALIBOT_MARKER);
  const { js } = firstLoadFiles();
  expect(js).not.toContain(loader);
  for (const file of js) expect(read(file), file).not.toContain(VALIBOT_MARKER);
});

test('the example product file ships beside index.html', async ({ request }) => {
  const response = await request.get('products.example.json');
  expect(response.ok()).toBe(true);
  const products = (await response.json()) as { id: number }[];
  expect(products.map((p) => p.id)).toEqual([1, 2, 3]);
});

test('the generated build never asks for a products file', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (/\.json($|\?)/.test(new URL(request.url()).pathname)) asked.push(request.url());
  });
  await page.goto('catalog');
  await expect(page.getByTestId('results-count')).toHaveText('250 товарів');
  expect(asked).toEqual([]);
});
