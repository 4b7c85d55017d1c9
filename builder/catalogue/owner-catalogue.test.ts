// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, relative } from 'node:path';
import { availabilityOfValues } from '../../src/shared/catalogue/fields.ts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Product } from '../../src/features/products/types.ts';
import { makeProduct } from '../../src/test/product-fixture.ts';
import {
  CatalogueError,
  checkOwnerCatalogue,
  readOwnerCatalogue,
  shopOrder,
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

  it('names a file that is no photo before any photo is made, and builds a HEIC named .JPG', async () => {
    const csv = [
      'id;Назва;Ціна;Категорія;Матеріал;Фото',
      '1;Ваза;1 200;Вази;Порцеляна;IMG_0001.JPG',
      '2;Комод;12 500;Меблі;Дерево;IMG_0002.JPG, IMG_0001.JPG',
    ].join('\n');
    const dir = catalogue(csv);
    // An iPhone photo saved as .JPG, and a video saved as .JPG.
    copyFileSync(
      join(import.meta.dirname, 'test-photos', 'turned-halves.heic'),
      join(dir, 'photos', 'IMG_0001.JPG'),
    );
    writeFileSync(join(dir, 'photos', 'IMG_0002.JPG'), Buffer.from('\0\0\0\x14ftypqt  \0\0\0\0qt  ', 'latin1'));
    const options = { base: '/BON-VINTAGE/', cacheDir: join(dir, 'cache'), log: () => undefined };
    const error = await readOwnerCatalogue(dir, options).catch((caught: unknown) => caught);
    expect((error as CatalogueError).message).toBe(
      `Каталог у «${relative(process.cwd(), dir)}» має 1 помилку — виправте її і зберіть магазин знову:\n` +
        '  photos/, товар 2: «IMG_0002.JPG» — не фото: файл не схожий ні на JPEG, ні на PNG, WebP, AVIF чи HEIC ' +
        '(це може бути документ, відео або недокопійований файл). Відкрийте його: якщо це фото, ' +
        'збережіть його знову як JPEG і покладіть замість цього файлу; якщо ні — приберіть його з фото товару.',
    );
    // Found before the long work: the photos' cache was not even opened.
    expect(existsSync(join(dir, 'cache'))).toBe(false);

    copyFileSync(join(dir, 'photos', 'IMG_0001.JPG'), join(dir, 'photos', 'IMG_0002.JPG'));
    const shop = await readOwnerCatalogue(dir, options);
    expect(shop.products.map(({ id, mainImage }) => [id, mainImage])).toEqual([
      [1, expect.stringMatching(/^\/BON-VINTAGE\/photos\/1-[0-9a-f]{8}-48\.jpg$/)],
      [2, expect.stringMatching(/^\/BON-VINTAGE\/photos\/2-[0-9a-f]{8}-48\.jpg$/)],
    ]);
  });

  it('with hold, publishes every good it can and holds back the rest, each as the owner knows it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'owner-catalogue-'));
    writeFileSync(join(dir, 'shop.yaml'), 'телефон: +380 67 123 45 67\n');
    const jpeg = await sharp({ create: { width: 90, height: 120, channels: 3, background: '#3f5a4a' } })
      .jpeg()
      .toBuffer();
    const good = (folder: string, fields: Record<string, unknown>, photo: Buffer = jpeg) => {
      mkdirSync(join(dir, 'items', folder), { recursive: true });
      writeFileSync(join(dir, 'items', folder, '1.jpg'), photo);
      writeFileSync(
        join(dir, 'items', folder, 'index.json'),
        JSON.stringify({
          id: Number(folder.split('-')[0]),
          category: 'Вази',
          material: 'Порцеляна',
          photos: ['1.jpg'],
          status: 'в наявності',
          createdAt: '2026-11-02',
          ...fields,
        }),
      );
    };
    good('2611021000-vaza', { title: 'Ваза', price: 1200 });
    good('2611021000-glek', { title: 'Глек', price: 900, createdAt: '2026-11-03' });
    good('2611021001-svichnyk', { title: 'Свічник', price: '' });
    // A JPEG's first bytes, and then no JPEG: only decoding finds it broken.
    good(
      '2611021002-chashka',
      { title: 'Чашка', price: 300 },
      Buffer.concat([jpeg.subarray(0, 4), Buffer.alloc(400, 7)]),
    );
    // A tray whose second photo does not decode and whose third is no photo at all:
    // published with its first, each of the others a note (and no stop without hold either).
    good('2611021003-tatsia', { title: 'Таця', price: 500, photos: ['1.jpg', '2.jpg', '3.jpg'] });
    writeFileSync(
      join(dir, 'items', '2611021003-tatsia', '2.jpg'),
      Buffer.concat([jpeg.subarray(0, 4), Buffer.alloc(400, 7)]),
    );
    writeFileSync(join(dir, 'items', '2611021003-tatsia', '3.jpg'), 'не фото');
    // Collections over the goods published: one picks the vase, one nothing, one cannot be read.
    const collection = (slug: string, fields: Record<string, unknown>) => {
      mkdirSync(join(dir, 'collections', slug), { recursive: true });
      writeFileSync(join(dir, 'collections', slug, 'index.json'), JSON.stringify(fields));
    };
    collection('vazy', { title: 'Вази', category: 'Вази', maxPrice: 1500, photo: 'vitryna.jpg' });
    writeFileSync(join(dir, 'collections', 'vazy', 'vitryna.jpg'), jpeg);
    // A photo that does not decode: the collection goes on with its first good's, named in a note.
    collection('porceliana', { title: 'Порцеляна', material: 'Порцеляна', photo: 'bita.jpg' });
    writeFileSync(join(dir, 'collections', 'porceliana', 'bita.jpg'), jpeg.subarray(0, 200));
    // The built-in's title given by the owner, its photo lost: published with the first good's.
    collection('novi-nadkhodzhennia', { title: 'Щойно привезли', photo: 'nemaie.jpg' });
    collection('mebli', { title: 'Меблі', category: 'Меблі' });
    collection('deshevi', { title: 'Дешеві', maxPrice: 'недорого' });
    const logged: string[] = [];
    const shop = await readOwnerCatalogue(dir, {
      base: '/',
      cacheDir: join(dir, 'cache'),
      log: (line) => logged.push(line),
      onError: 'hold',
    });
    expect(shop.products.map(({ title, gallery }) => [title, gallery.length])).toEqual([
      ['Ваза', 0],
      ['Таця', 0],
    ]);
    expect(
      shop.notes.filter(({ title }) => title === 'Таця').map(({ column, message }) => [column, message]),
    ).toEqual([
      ['Фото', expect.stringMatching(/^«3\.jpg» — не фото: .* Товар опубліковано без нього\.$/)],
      [
        'Фото',
        'не вдалося прочитати фото «2.jpg»: файл пошкоджений або це не зображення. Відкрийте товар в адмінці, приберіть це фото й додайте його знову. Товар опубліковано без нього.',
      ],
    ]);
    expect(shop.collections.map(({ slug, title, goods }) => [slug, title, goods])).toEqual([
      ['novi-nadkhodzhennia', 'Щойно привезли', [2611021000, 2611021003]],
      ['porceliana', 'Порцеляна', [2611021000, 2611021003]],
      ['vazy', 'Вази', [2611021000, 2611021003]],
    ]);
    // A collection's photo is made as a good's, a file of the build.
    const [arrivals, porcelain, vases] = shop.collections;
    expect(arrivals).not.toHaveProperty('picture');
    expect(porcelain).not.toHaveProperty('picture');
    expect(vases!.picture!.src).toMatch(/^\/photos\/collection-vazy-\w+-\d+\.jpg$/);
    expect(vases!.picture!.sources.widths.length).toBeGreaterThan(0);
    expect(shop.files.map(({ fileName }) => fileName)).toContain(vases!.picture!.src.slice(1));
    expect(
      shop.notes.filter(({ file }) => file.startsWith('collections/')).map(({ title, column }) => [title, column]),
    ).toEqual([
      ['Дешеві', 'Ціна до'],
      ['Щойно привезли', 'Фото'],
      ['Порцеляна', 'Фото'],
      ['Меблі', undefined],
    ]);
    const name = relative(process.cwd(), dir);
    const catalogue = basename(dir);
    expect(shop.held).toEqual([
      expect.objectContaining({
        file: 'items/2611021000-glek/',
        title: 'Глек',
        problems: [
          expect.objectContaining({
            column: 'Номер',
            message: expect.stringContaining(
              `такий самий номер уже має товар «Ваза» (${catalogue}/items/2611021000-vaza).`,
            ),
          }),
        ],
      }),
      expect.objectContaining({
        file: 'items/2611021001-svichnyk/',
        problems: [expect.objectContaining({ column: 'Ціна', title: 'Свічник' })],
      }),
      {
        file: 'items/2611021002-chashka/',
        id: '2611021002',
        title: 'Чашка',
        problems: [
          {
            file: 'items/2611021002-chashka/',
            title: 'Чашка',
            column: 'Фото',
            message:
              'не вдалося прочитати фото «1.jpg»: файл пошкоджений або це не зображення. Відкрийте товар в адмінці, приберіть це фото й додайте його знову.',
          },
        ],
      },
    ]);
    const [report] = logged.filter((line) => line.includes('не опубліковано'));
    expect(report).toMatch(
      new RegExp(`^Каталог у «${name}»: 3 товари не опубліковано, решту опубліковано`),
    );
    expect(report).toContain(`  «Свічник» (${name}/items/2611021001-svichnyk), поле «Ціна»: ціну не вказано.`);
    // Without hold the same catalogue stops, listing the same three.
    const error = await readOwnerCatalogue(dir, {
      base: '/',
      cacheDir: join(dir, 'cache'),
      log: () => undefined,
    }).catch((caught: unknown) => caught);
    expect((error as CatalogueError).message).toMatch(/має 2 помилки/);
  });

  it('with hold, still stops on a problem of the catalogue as a whole', () => {
    const dir = catalogue(MISTAKES.replace('Категорія', 'Категоріяя'), ['1.jpg']);
    expect(() => checkOwnerCatalogue(dir, 'hold')).toThrow(/стовпець «Категоріяя»/);
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
      read.entries.map((entry) => [
        entry.id,
        entry.price,
        entry.category,
        availabilityOfValues(entry),
        entry.dimensions,
      ]),
    ).toEqual([
      [1, 1200, 'Вази', 'available', 'висота 28 см'],
      [2, 12500, 'Меблі', 'reserved', '85 × 110 × 45 см'],
      [3, 850, 'Предмети інтер’єру', 'sold', 'висота 21 см'],
    ]);
    expect(shopFile.contacts.telegram).toBe('odesa_vintage');
  });

  it('orders an owner’s goods newest first, the same day in the sheet’s order, available before reserved before sold', () => {
    const good = (id: number, createdAt: string, status?: 'reserved' | 'sold'): Product => ({
      ...makeProduct(id, { createdAt: `${createdAt}T10:00:00.000Z` }),
      ...(status ? { status } : {}),
    });
    const sheet = [
      good(1, '2026-10-01'),
      good(2, '2026-11-02', 'sold'),
      good(3, '2026-11-02'),
      good(4, '2026-11-02'),
      good(5, '2026-11-10', 'reserved'),
      good(6, '2026-10-15'),
    ];
    expect(shopOrder(sheet).map(({ id }) => id)).toEqual([3, 4, 6, 1, 5, 2]);
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
