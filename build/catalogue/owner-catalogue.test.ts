// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  CatalogueError,
  checkOwnerCatalogue,
  readOwnerCatalogue,
  todayInUkraine,
} from './owner-catalogue.ts';

/** A catalogue folder with `csv` as products.csv, a contact and the named photos (a few bytes each). */
function catalogue(csv: string, photos: string[] = []): string {
  const dir = mkdtempSync(join(tmpdir(), 'owner-catalogue-'));
  mkdirSync(join(dir, 'photos'));
  writeFileSync(join(dir, 'products.csv'), csv);
  writeFileSync(join(dir, 'shop.yaml'), 'телефон: +380 67 123 45 67\n');
  for (const photo of photos) writeFileSync(join(dir, 'photos', photo), 'not read');
  return dir;
}

const MISTAKES = [
  'id;Назва;Ціна;Категорія;Матеріал;Додано',
  '1;Ваза;1 200 грн;вази;Порцеляна;02.11.2026',
  '1;Комод;дорого;Меблі;Дерево;31.02.2026',
  '3;;500;Годинники;Порцеляна;',
].join('\n');

describe('readOwnerCatalogue', () => {
  it('stops on a catalogue with mistakes, listing every one of them in Ukrainian', async () => {
    const dir = catalogue(MISTAKES, ['1.jpg']);
    const error = await readOwnerCatalogue(dir, {
      base: '/BON-VINTAGE/',
      cacheDir: join(dir, 'cache'),
      log: () => undefined,
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CatalogueError);
    const report = (error as CatalogueError).message;
    expect(report).toMatch(/^Каталог у «.+» має \d+ помил/);
    // The stack Vite prints is the report itself, not where the build noticed.
    expect((error as CatalogueError).stack).toBe(report);
    for (const expected of [
      /рядок 3, товар 1, стовпець «id»: .*рядку 2/,
      /рядок 3, товар 1, стовпець «Ціна»/,
      /рядок 3, товар 1, стовпець «Додано»/,
      /рядок 4, товар 3, стовпець «Назва»/,
      /рядок 4, товар 3, стовпець «Категорія»/,
      /рядок 4, товар 3, стовпець «Фото»: у товару немає жодного фото/,
    ]) {
      expect(report).toMatch(expected);
    }
  });

  it('says how far the photos have got, and how long they took', async () => {
    const dir = catalogue(
      ['id;Назва;Ціна;Категорія;Матеріал', '1;Ваза;1200;Вази;Порцеляна', '2;Комод;900;Меблі;Дерево'].join(
        '\n',
      ),
    );
    for (const name of ['1.jpg', '1-2.jpg', '2.jpg'])
      writeFileSync(
        join(dir, 'photos', name),
        await sharp({ create: { width: 90, height: 120, channels: 3, background: '#7a2e2a' } })
          .jpeg()
          .toBuffer(),
      );
    const written: string[] = [];
    await readOwnerCatalogue(dir, {
      base: '/',
      cacheDir: join(dir, 'cache'),
      log: () => undefined,
      // The Pages log: not a terminal.
      progress: { write: (text: string) => written.push(text) },
    });
    expect(written[0]).toBe('фото: 3; зроблені раніше беруться з кешу, нові робляться\n');
    expect(written.at(-1)).toMatch(/^фото: 3 з 3 за \d+ с\n$/);
  });

  it('says so when the folder is not there', async () => {
    await expect(
      readOwnerCatalogue(join(tmpdir(), 'no-such-catalogue'), {
        base: '/',
        cacheDir: tmpdir(),
        log: () => undefined,
      }),
    ).rejects.toThrow(/Папки каталогу «.*no-such-catalogue» немає/);
  });

  it('reads the example an owner starts from (catalogue-example/) without a problem', () => {
    const { read, shopFile } = checkOwnerCatalogue('catalogue-example');
    expect(
      read.entries.map(({ id, price, category, sold }) => [id, price, category, sold]),
    ).toEqual([
      [1, 1200, 'Вази', false],
      [2, 12500, 'Меблі', false],
      [3, 850, 'Предмети інтер’єру', true],
    ]);
    expect(shopFile.contacts.telegram).toBe('odesa_vintage');
  });

  it('dates an empty date with today in Kyiv', () => {
    expect(todayInUkraine(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
  });
});

describe('vite build with an owner’s catalogue', () => {
  it('exits with an error and prints the owner’s list, not a stack trace', () => {
    const dir = catalogue(MISTAKES, ['1.jpg']);
    const build = spawnSync('npx', ['vite', 'build', '--outDir', join(dir, 'dist')], {
      env: { ...process.env, CATALOGUE_DIR: dir, NODE_ENV: '' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(build.status).not.toBe(0);
    const output = `${build.stdout}${build.stderr}`;
    expect(output).toContain('рядок 4, товар 3, стовпець «Категорія»');
    expect(output).not.toMatch(/\n\s+at .*\.ts:\d+/);
  }, 60_000);
});
