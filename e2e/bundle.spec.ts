import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { chunkOf, firstLoadFiles, PRODUCT_DATA } from './first-load';

const read = (file: string) => readFileSync(join('dist', file), 'utf8');

test('faker stays at build: no script of the site holds it, and the products ship as their own chunk, out of the first load', () => {
  const scripts = readdirSync(join('dist', 'assets')).filter((file) => file.endsWith('.js'));
  for (const file of scripts) expect(read(`assets/${file}`), file).not.toMatch(/faker/i);
  // The list the build made, product 1 first; / hydrates with the goods it brings, without it.
  const data = chunkOf(PRODUCT_DATA)!;
  expect(read(data)).toMatch(/JSON\.parse\(`\[\{"id":1,"price":/);
  expect(firstLoadFiles().js).not.toContain(data);
  expect(read('index.html')).toMatch(
    /<script type="application\/json" id="first-view">\{"records":\[\{"id":/,
  );
});
