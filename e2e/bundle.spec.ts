import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { chunkOf, firstLoadFiles } from './first-load';

const read = (file: string) => readFileSync(join('dist', file), 'utf8');
// A string of faker's own source; present in the worker's chunk, so the checks below can fail.
const FAKER_MARKER = 'faker';

/** The Web Worker that generates the products (docs/product.md): not in Vite's manifest. */
function workerChunk(): string {
  const files = readdirSync(join('dist', 'assets')).filter((file) =>
    /^generate-products\.worker-[^/]+\.js$/.test(file),
  );
  expect(files).toHaveLength(1);
  return `assets/${files[0]}`;
}

test('faker lives in the product worker chunk, and no first-load file holds it', () => {
  const { js } = firstLoadFiles();
  const worker = workerChunk();
  expect(read(worker)).toContain(FAKER_MARKER);
  expect(js).not.toContain(worker);
  for (const file of js) expect(read(file), file).not.toContain(FAKER_MARKER);
  // The main-thread fallback (no Worker) is a chunk of its own, never part of the first load.
  const fallback = chunkOf('src/features/products/generate-products.ts');
  expect(fallback).toBeDefined();
  expect(js).not.toContain(fallback);
});

test('opening / makes the products in a Web Worker, never loading faker on the page', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.js')) scripts.push(new URL(request.url()).pathname);
  });
  const started = page.waitForEvent('worker');
  await page.goto('');
  const worker = await started;
  // The home page shows the newest products once the worker has made them.
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  const { js } = firstLoadFiles();
  expect(scripts[0]).toBe(`/BON-VINTAGE/${js[0]}`);
  expect(new URL(worker.url()).pathname).toBe(`/BON-VINTAGE/${workerChunk()}`);
  // The generator's main-thread chunk is only the fallback where there is no Worker.
  const fallback = chunkOf('src/features/products/generate-products.ts')!;
  expect(scripts).not.toContain(`/BON-VINTAGE/${fallback}`);
});
