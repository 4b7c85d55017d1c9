import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { chunkOf, firstLoadFiles } from './first-load';

const read = (file: string) => readFileSync(join('dist', file), 'utf8');
// A string of faker's own source; present in the data chunk, so the check below can fail.
const FAKER_MARKER = 'faker';

test('the first-load JavaScript of / does not include faker', () => {
  const { js } = firstLoadFiles();
  const dataChunk = chunkOf('src/features/products/generate-products.ts');
  expect(dataChunk).toBeDefined();
  expect(read(dataChunk!)).toContain(FAKER_MARKER);
  expect(js).not.toContain(dataChunk);
  for (const file of js) expect(read(file), file).not.toContain(FAKER_MARKER);
});

test('opening / downloads the data chunk only after the entry, as a separate request', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('');
  // The home page shows the newest products once the data chunk has arrived.
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  const { js } = firstLoadFiles();
  const dataChunk = chunkOf('src/features/products/generate-products.ts')!;
  expect(scripts[0]).toBe(`/BON-VINTAGE/${js[0]}`);
  expect(scripts).toContain(`/BON-VINTAGE/${dataChunk}`);
});
