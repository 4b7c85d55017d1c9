import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The README and docs/ name the repository's files in backticks
 * (`src/app/pages.ts`); a file renamed or removed leaves them pointing at
 * nothing. Every such path must exist, unless its paragraph says the file
 * has gone (a decision record's history: «since removed», «then named»).
 */

const ROOT = join(import.meta.dirname, '..');

/** The folders of the repository a doc's path begins with: what is not one of them (dist/, an owner's catalogue/) is not a file of it. */
const REPOSITORY_FOLDERS = [
  'src',
  'builder',
  'e2e',
  'scripts',
  'docs',
  'deploy',
  'admin',
  'public',
  'catalogue-example',
  '.github',
];

/** Words of a paragraph that says a file it names is no longer there. */
const GONE = /since removed|left the code|then named|was removed/;

const docs = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
  ...readdirSync(join(ROOT, 'docs/decisions')).map((name) => `docs/decisions/${name}`),
];

/** The repository's paths a doc names in backticks, without a line or an anchor (`file.ts:12`, `file.md#part`). */
function namedPaths(text: string): { path: string; paragraph: string }[] {
  return text.split(/\n\s*\n/).flatMap((paragraph) =>
    [...paragraph.matchAll(/`([^`\s]+)`/g)]
      .map(([, written]) => written!.replace(/[:#].*$/, '').replace(/\/$/, ''))
      .filter(
        (path) =>
          REPOSITORY_FOLDERS.some((folder) => path.startsWith(`${folder}/`)) &&
          // A pattern or a placeholder (`src/**/*.test.ts`, `items/<id>/`) names no one file.
          !/[<>*{}$]/.test(path),
      )
      .map((path) => ({ path, paragraph })),
  );
}

describe('the docs name files that exist', () => {
  it('finds a path in backticks, without its line, and leaves patterns and other folders out', () => {
    expect(
      namedPaths(
        'See `src/app/pages.ts:12` and `docs/deploy.md#pages`, `dist/sitemap.xml`, `src/**/*.ts`, `pages.ts`.',
      ).map(({ path }) => path),
    ).toEqual(['src/app/pages.ts', 'docs/deploy.md']);
  });

  it.each(docs)('%s', (doc) => {
    const missing = namedPaths(readFileSync(join(ROOT, doc), 'utf8'))
      .filter(({ path, paragraph }) => !existsSync(join(ROOT, path)) && !GONE.test(paragraph))
      .map(({ path }) => path);
    expect(missing).toEqual([]);
  });
});

it('keeps docs/PERFORMANCE.md a reference, not a log: at most 200 lines', () => {
  // Its figures of record are one table; the runs behind them are in git and the decision records.
  const lines = readFileSync(join(ROOT, 'docs/PERFORMANCE.md'), 'utf8').split('\n').length;
  expect(lines).toBeLessThanOrEqual(200);
});
