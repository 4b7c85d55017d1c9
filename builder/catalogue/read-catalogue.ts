import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, extname, join, resolve } from 'node:path';
import type { Node as JsonNode } from 'jsonc-parser';
import Papa from 'papaparse';
import {
  CATALOGUE_FIELDS,
  FIELD_KEYS,
  fieldOfColumn as fieldNamed,
  ROW_RULES,
  specOf,
  type CatalogueValues,
  type FieldKey,
  type ParseContext,
} from '../../src/shared/catalogue/fields.ts';
import { parseId } from '../../src/shared/catalogue/parse-basics.ts';
import { parseFileNames } from '../../src/shared/catalogue/parse-files.ts';
import { problemOf, type Parsed } from '../../src/shared/catalogue/parsed.ts';
import { nearest } from '../../src/shared/catalogue/words.ts';
import { pluralWord } from '../../src/shared/lib/plural.ts';
import {
  fieldLabel,
  fieldOfColumn,
  lineStarts,
  objectRow,
  parseJson,
  positionAt,
  reportMissing,
  type Row,
  type Table,
} from './catalogue-rows.ts';
import { folderNumberProblem, sharedNumbers } from './goods-numbers.ts';
import { ITEMS_DIR, itemsFolder, readItems, type ItemFolder } from './read-items.ts';
import type {
  CatalogueEntry,
  CatalogueProblem,
  CatalogueRead,
  GoodOutcome,
  ShopVocabulary,
} from './types.ts';

/**
 * The owner's product file read and checked (docs/owner-catalogue.md): a
 * spreadsheet saved as products.csv, or products.json. The owner is not a
 * programmer, so values are read as people type them (`1 200 грн`, `вази`,
 * `02.11.2026`), and whatever cannot be read is reported, never dropped or
 * guessed: every problem of every row at once, each saying what to write
 * instead, so one round of fixes is enough. Which columns there are and how
 * each cell is read is the table of fields's
 * (src/shared/catalogue/fields.ts); this file reads the files.
 */

export const PRODUCTS_CSV = 'products.csv';
export const PRODUCTS_JSON = 'products.json';

/** docs/owner-catalogue.md: what the build's photo pipeline (photos.ts) reads; HEIC/HEIF is an iPhone's. */
const PHOTO_TYPES = ['.jpg', '.jpeg', '.png', '.webp', '.avif', '.heic', '.heif'];
const IPHONE_TYPES = ['.heic', '.heif'];
const VIDEO_TYPES = ['.mp4', '.webm'];

// ---------------------------------------------------------------- text helpers

/** Spreadsheet column letters, as the owner sees them above the header: 0 → A, 26 → AA. */
function columnLetter(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

// ---------------------------------------------------------------- the file

/**
 * The file's text. Excel and LibreOffice save UTF-8 (Excel with a BOM) or,
 * on a Ukrainian Windows, Windows-1251; Excel's «Unicode text» is UTF-16.
 * Bytes that are not UTF-8 are Windows-1251: read as UTF-8, they would be
 * mojibake in every message and on the site.
 */
function decode(bytes: Uint8Array): { text: string; windows1251: boolean } {
  const as = (encoding: string) => new TextDecoder(encoding).decode(bytes);
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { text: as('utf-16le'), windows1251: false };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { text: as('utf-16be'), windows1251: false };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), windows1251: false };
  } catch {
    return { text: as('windows-1251'), windows1251: true };
  }
}

/**
 * A `?` where Excel, saving as Windows-1251, put a sign the encoding lacks
 * (`350 ₴`, `25 × 12`, `Ø 24` become `350 ?`, `25 ? 12`, `? 24`): a question
 * mark alone between spaces, digits or a cell's ends, never after a word.
 */
const LOST_SIGN = /(?:^|[\s\d])\?(?=$|[\s\d])/;

/**
 * The rows of a Windows-1251 file where signs were lost: one problem for the
 * file, since every row needs the same fix, and the `?` is never published.
 */
function lostSigns(table: Table): CatalogueProblem | undefined {
  const lines = table.rows
    .filter(({ cells }) => Object.values(cells).some((cell) => LOST_SIGN.test(cell.text.trim())))
    .map(({ line }) => line);
  if (lines.length === 0) return undefined;
  const shown = lines.length > 10 ? `${lines.slice(0, 10).join(', ')} та ще ${lines.length - 10}` : lines.join(', ');
  return {
    file: table.file,
    message:
      `файл збережено в кодуванні Windows-1251, у якому немає знаків ₴, ×, Ø та інших, і Excel записав замість них «?» (рядки ${shown}). ` +
      `Збережіть таблицю ще раз як «CSV UTF-8» (Excel: «Файл → Зберегти як → CSV UTF-8 (розділювач — кома)»; Google Таблиці зберігають так самі) і покладіть її замість ${PRODUCTS_CSV}. Знаки, що вже стали «?», виправте в таблиці.`,
  };
}

interface Source {
  file: string;
  path: string;
  kind: 'csv' | 'json';
}

/** A file of `dir` named `name` in any case (Windows and phones keep `Products.CSV`). */
function entryNamed(names: readonly string[], name: string): string | undefined {
  return names.includes(name) ? name : names.find((entry) => entry.toLowerCase() === name);
}

/** The product file of `dir`; none is a problem unless the admin's goods are there (`hasItems`). */
function findSource(
  dir: string,
  problems: CatalogueProblem[],
  hasItems: boolean,
): Source | undefined {
  if (!existsSync(dir)) {
    problems.push({ file: '', message: `папки «${dir}» немає: перевірте шлях до каталогу.` });
    return undefined;
  }
  const names = readdirSync(dir);
  const csv = entryNamed(names, PRODUCTS_CSV);
  const json = entryNamed(names, PRODUCTS_JSON);
  if (csv && json) {
    problems.push({
      file: json,
      message: `у папці є і ${csv}, і ${json}. Сайт читає ${csv}; приберіть ${json}, щоб не плутатися, який із них справжній.`,
    });
  }
  if (csv) return { file: csv, path: join(dir, csv), kind: 'csv' };
  if (json) return { file: json, path: join(dir, json), kind: 'json' };
  if (hasItems) return undefined;
  const spreadsheet = names.find((name) => /\.(xlsx|xls|ods|numbers)$/i.test(name));
  const otherCsv = names.find((name) => /\.csv$/i.test(name));
  const hint = spreadsheet
    ? ` Тут є «${spreadsheet}»: відкрийте його і збережіть як CSV (у Excel «Файл → Зберегти як → CSV UTF-8») з назвою ${PRODUCTS_CSV}.`
    : otherCsv
      ? ` Тут є «${otherCsv}»: перейменуйте його на ${PRODUCTS_CSV}.`
      : '';
  problems.push({
    file: '',
    message: `у папці немає таблиці товарів. Покладіть туди ${PRODUCTS_CSV} (таблицю, збережену як CSV) або ${PRODUCTS_JSON}, або додайте товари в адмінці сайту.${hint}`,
  });
  return undefined;
}

// ---------------------------------------------------------------- rows

/** The separator of the header line: the one it has most of (Ukrainian Excel saves ';'). */
function guessDelimiter(header: string): string {
  const counts = [';', ',', '\t'].map((delimiter) => ({
    delimiter,
    count: header.replace(/"[^"]*"/g, '').split(delimiter).length,
  }));
  return counts.reduce((best, each) => (each.count > best.count ? each : best)).delimiter;
}

const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

function readCsv(text: string, file: string, problems: CatalogueProblem[]): Table | undefined {
  const records: { cells: string[]; line: number; quotes?: string }[] = [];
  // Excel's «CSV for another locale» begins with `sep=;`: a line that is not a row.
  const sep = /^sep=(.)\r?\n?/i.exec(text);
  const start = sep ? sep[0].length : 0;
  const delimiter = sep?.[1] ?? guessDelimiter(text.slice(start).split(/\r\n|\r|\n/, 1)[0] ?? '');
  Papa.parse<string[]>(text.slice(start), {
    delimiter,
    step: ({ data, errors }) => {
      // The row as the owner's spreadsheet numbers it: a description of two
      // lines is still one row there (the file's `sep=` line is not shown).
      const line = records.length + 1;
      const quotes = errors.find(({ type }) => type === 'Quotes')?.code;
      records.push({ cells: data, line, ...(quotes ? { quotes } : {}) });
    },
  });

  const headerIndex = records.findIndex(({ cells }) => !isBlank(cells));
  const header = records[headerIndex];
  if (!header) {
    problems.push({
      file,
      message:
        'файл порожній. У першому рядку напишіть назви стовпців (id, Назва, Ціна, Категорія, Матеріал…), а під ним — товари, по одному в рядку.',
    });
    return undefined;
  }
  const names = header.cells.map((cell) => cell.trim());
  // Cells under unnamed columns at the right may be missing from a row (a hand-edited file).
  const named = names.findLastIndex((name) => name !== '') + 1;
  const body = records.slice(headerIndex + 1);
  const table: Table = {
    file,
    kind: 'csv',
    rows: [],
    columns: {},
    missing: new Set(),
    described: 0,
  };
  const fields: (FieldKey | undefined)[] = names.map((name, index) => {
    const at = { file, line: header.line, column: name };
    if (name === '') {
      // Spreadsheets often save a few empty columns at the right: harmless.
      const used = body.some(({ cells }) => (cells[index] ?? '').trim() !== '');
      if (used) {
        problems.push({
          ...at,
          column: undefined,
          message: `стовпець ${columnLetter(index)} має значення, але не має назви. Напишіть у першому рядку, що в ньому (наприклад «Опис»), або видаліть його.`,
        });
      }
      return undefined;
    }
    const field = fieldOfColumn(name, table.kind);
    if ('problem' in field) {
      problems.push({ ...at, message: field.problem });
      return undefined;
    }
    const earlier = table.columns[field.value];
    if (earlier !== undefined) {
      problems.push({
        ...at,
        message: `цей стовпець повторює стовпець «${earlier}»: лишіть один із них, а другий видаліть.`,
      });
      return undefined;
    }
    table.columns[field.value] = name;
    return field.value;
  });
  reportMissing(
    table,
    names.filter((name) => name !== ''),
    problems,
    header.line,
  );

  for (const { cells, line, quotes } of body) {
    if (isBlank(cells)) continue;
    table.described += 1;
    if (quotes === 'MissingQuotes') {
      // The rest of the file is inside the open quote: nothing after it can be read.
      problems.push({
        file,
        line,
        message:
          'у цьому рядку лапки (") відкрито, але не закрито, тому далі файл не прочитати. Закрийте лапки або приберіть їх і збережіть таблицю як CSV ще раз.',
      });
      break;
    }
    if (quotes) {
      problems.push({
        file,
        line,
        message:
          'у цьому рядку лапки (") стоять посеред клітинки. Приберіть їх або візьміть увесь текст клітинки в лапки, а лапки всередині подвойте ("").',
      });
      continue;
    }
    const count = isBlank(cells.slice(names.length))
      ? Math.min(cells.length, names.length)
      : cells.findLastIndex((cell) => cell.trim() !== '') + 1;
    if (count < named || count > names.length) {
      const cause =
        count > names.length
          ? `мабуть, у тексті є «${delimiter === '\t' ? 'табуляція' : delimiter}» без лапок`
          : 'мабуть, рядок розірвано або пропущено клітинку';
      problems.push({
        file,
        line,
        id: cells[fields.indexOf('id')]?.trim() || undefined,
        message: `у рядку ${count} ${pluralWord(count, ['клітинка', 'клітинки', 'клітинок'])}, а назв стовпців — ${named}: ${cause}. Відкрийте таблицю в Excel чи Google Таблицях і збережіть як CSV ще раз.`,
      });
      continue;
    }
    const row: Row = { line, cells: {} };
    fields.forEach((field, index) => {
      if (field) row.cells[field] = { column: names[index]!, text: cells[index] ?? '', line };
    });
    table.rows.push(row);
  }
  return table;
}

/** A products.json that is really a CSV: the owner renamed the file, or saved it with the wrong name. */
function looksLikeCsv(text: string): boolean {
  const first = text.trimStart();
  return !/^[[{]/.test(first) && /[,;\t]/.test(first.split(/\r\n|\r|\n/, 1)[0] ?? '');
}

function readJson(text: string, file: string, problems: CatalogueProblem[]): Table | undefined {
  if (looksLikeCsv(text)) {
    problems.push({
      file,
      message: `це таблиця CSV, збережена з назвою ${PRODUCTS_JSON}. Перейменуйте файл на ${PRODUCTS_CSV}.`,
    });
    return undefined;
  }
  const root = parseJson(
    text,
    file,
    problems,
    `, або ведіть товари в таблиці й збережіть її як ${PRODUCTS_CSV}`,
  );
  if (!root) return undefined;
  if (root.type !== 'array') {
    problems.push({
      file,
      message:
        'файл має бути списком товарів у квадратних дужках: [ { "id": 1, "Назва": "…", … }, { … } ].',
    });
    return undefined;
  }
  const starts = lineStarts(text);
  const lineOf = (node: JsonNode) => positionAt(starts, node.offset).line;
  const table: Table = {
    file,
    kind: 'json',
    rows: [],
    columns: {},
    missing: new Set(),
    described: 0,
  };
  const reported = new Set<string>();
  for (const [index, item] of (root.children ?? []).entries()) {
    table.described += 1;
    if (item.type !== 'object') {
      problems.push({
        file,
        line: lineOf(item),
        message: `${index + 1}-й елемент списку — не товар. Кожен товар пишіть у фігурних дужках: { "id": 12, "Назва": "…", … }.`,
      });
      continue;
    }
    table.rows.push(objectRow(item, table, lineOf, problems, reported));
  }
  if (table.rows.length > 0)
    reportMissing(table, Object.values(table.columns), problems, undefined);
  return table;
}

// ---------------------------------------------------------------- photos and videos

/** A folder of the catalogue that holds media: its files, found by name in any case. */
interface MediaFolder {
  /** As the folder is named, for messages: 'photos/'. */
  label: string;
  path: string;
  names: string[];
  byKey: Map<string, string[]>;
}

/** A macOS upload names files in NFD: 'й' is two code points there, one in the spreadsheet. */
const fileKey = (name: string) => name.normalize('NFC').toLowerCase();

function mediaFolder(dir: string, wanted: string): MediaFolder | undefined {
  const name = readdirSync(dir).find(
    (entry) => entry.toLowerCase() === wanted && statSync(join(dir, entry)).isDirectory(),
  );
  return name === undefined ? undefined : folderAt(resolve(dir, name), `${name}/`);
}

/** The media files of the folder at `path`, called `label` in messages. */
function folderAt(path: string, label: string): MediaFolder {
  const names = readdirSync(path, { withFileTypes: true })
    .filter((entry) => !entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => entry.name);
  const byKey = new Map<string, string[]>();
  for (const file of names) byKey.set(fileKey(file), [...(byKey.get(fileKey(file)) ?? []), file]);
  return { label, path, names, byKey };
}


/** The file `written` names in `folder`: exactly, or in another case when only one file fits. */
function findFile(folder: MediaFolder, written: string): string | undefined {
  const exact = folder.names.find((name) => name.normalize('NFC') === written.normalize('NFC'));
  if (exact) return exact;
  const matches = folder.byKey.get(fileKey(written)) ?? [];
  return matches.length === 1 ? matches[0] : undefined;
}

/**
 * What to say of a file that is not there; a similar name is suggested only
 * among the files no other good uses (`taken`), or none: a suggestion of
 * another good's photo would move it to this one.
 */
function missingFile(
  folder: MediaFolder,
  written: string,
  types: readonly string[],
  taken: (name: string) => boolean = () => false,
): string {
  const candidates = folder.names.filter(
    (name) => types.includes(extname(name).toLowerCase()) && !taken(name),
  );
  const stem = fileKey(written).replace(/\.[^.]*$/, '');
  const sameStem = candidates.find((name) => fileKey(name).replace(/\.[^.]*$/, '') === stem);
  const guess = nearest(written, candidates, fileKey);
  const similar = sameStem ?? (guess.typo ? guess.names[0] : undefined);
  return similar
    ? `файлу «${written}» немає в папці ${folder.label}, але є «${similar}». Виправте ім’я в таблиці або перейменуйте файл.`
    : `файлу «${written}» немає в папці ${folder.label}. Покладіть його туди або виправте ім’я в таблиці (з розширенням, наприклад 12.jpg).`;
}

/** The photo file a name stands for; without an extension, the one photo of that name. */
function photoFile(folder: MediaFolder, written: string): string | undefined {
  const type = extname(written).toLowerCase();
  if (type !== '') return PHOTO_TYPES.includes(type) ? findFile(folder, written) : undefined;
  const found = PHOTO_TYPES.map((each) => findFile(folder, written + each)).filter(Boolean);
  return found.length === 1 ? found[0] : undefined;
}

/**
 * The photo files the owner named: each name as written, or, when no file
 * has a name with spaces in it, each word of it (`IMG_1.JPG IMG_2.JPG`, as
 * a phone's list is pasted).
 */
function namedFiles(folder: MediaFolder, written: readonly string[]): string[] {
  return written.flatMap((name) => {
    const file = photoFile(folder, name);
    if (file) return [file];
    const words = name.split(/\s+/);
    const files = words.map((word) => photoFile(folder, word));
    return words.length > 1 && files.every(Boolean) ? (files as string[]) : [];
  });
}

/** One photo the owner named, or several named on one line with spaces between. */
function namedPhoto(
  folder: MediaFolder,
  written: string,
  taken: (name: string) => boolean,
): Parsed<string[]> {
  const type = extname(written).toLowerCase();
  const files = namedFiles(folder, [written]);
  if (files.length > 0) return { value: files.map((file) => join(folder.path, file)) };
  if (type !== '' && !PHOTO_TYPES.includes(type) && !/\s/.test(written)) {
    return problemOf(
      `«${written}»: такий формат сайт не показує. Підходять фото JPEG, PNG, WebP, AVIF або HEIC з iPhone (.jpg, .jpeg, .png, .webp, .avif, .heic, .heif).`,
    );
  }
  return problemOf(missingFile(folder, written, PHOTO_TYPES, taken));
}

const natural = new Intl.Collator('uk', { numeric: true, sensitivity: 'base' });
const stemOf = (name: string) => name.slice(0, name.length - extname(name).length);

/**
 * The photos of product `id` the owner did not name: `12.jpg`, then
 * `12-2.jpg`, `12-10.jpg`, `12-back.jpg` in natural order (never `120.jpg`).
 */
function photosById(folder: MediaFolder, id: number): string[] {
  const own = folder.names
    .filter((name) => stemOf(name) === String(id) || stemOf(name).startsWith(`${id}-`))
    .sort((a, b) => natural.compare(stemOf(a), stemOf(b)) || natural.compare(a, b));
  const isIphone = (name: string) => IPHONE_TYPES.includes(extname(name).toLowerCase());
  const photos = own.filter((name) => PHOTO_TYPES.includes(extname(name).toLowerCase()));
  // A HEIC next to its JPEG copy (12.heic and 12.jpg) is the original, already converted: one photo.
  const converted = new Set(
    photos.filter((name) => !isIphone(name)).map((name) => fileKey(stemOf(name))),
  );
  return photos
    .filter((name) => !isIphone(name) || !converted.has(fileKey(stemOf(name))))
    .map((name) => join(folder.path, name));
}

/** The product's photos, absolute, with every problem of them. */
function findPhotos(
  written: readonly string[],
  id: number | undefined,
  folder: MediaFolder,
  column: string,
  taken: (name: string) => boolean,
): { photos: string[]; problems: string[] } {
  if (written.length > 0) {
    const parsed = written.map((name) => namedPhoto(folder, name, taken));
    return {
      photos: [...new Set(parsed.flatMap((each) => ('value' in each ? each.value : [])))],
      problems: parsed.flatMap((each) => ('problem' in each ? [each.problem] : [])),
    };
  }
  // Without a valid id there is nothing to look for, and the id has its own problem.
  if (id === undefined) return { photos: [], problems: [] };
  const photos = photosById(folder, id);
  const problems =
    photos.length === 0
      ? [
          `у товару немає жодного фото. Покладіть фото в папку ${folder.label} з ім’ям ${id}.jpg (наступні — ${id}-2.jpg, ${id}-3.jpg) або напишіть імена файлів у стовпці «${column}».`,
        ]
      : [];
  return { photos, problems };
}

function findVideo(written: string, folders: readonly MediaFolder[]): Parsed<string | undefined> {
  if (written === '') return { value: undefined };
  const type = extname(written).toLowerCase();
  if (!VIDEO_TYPES.includes(type)) {
    return problemOf(
      `«${written}»: такий формат відео сайт не показує. Потрібне відео .mp4 або .webm${type === '.mov' ? ' (iPhone знімає .mov: збережіть відео як MP4 або надішліть собі як MP4)' : ''}.`,
    );
  }
  for (const folder of folders) {
    const found = findFile(folder, written);
    if (found) return { value: join(folder.path, found) };
  }
  const [folder] = folders;
  return problemOf(
    folder
      ? missingFile(folder, written, VIDEO_TYPES)
      : `файлу «${written}» немає: покладіть його в папку photos/.`,
  );
}

// ---------------------------------------------------------------- the catalogue

interface Context {
  table: Table;
  parseContext: ParseContext;
  photos: MediaFolder | undefined;
  videos: MediaFolder[];
  /** What was read with a liberty the owner should know of: printed, not stopping the build. */
  notes: CatalogueProblem[];
  /** Each photo file's key (fileKey) and the row that uses it: no other good's is suggested. */
  claimed: Map<string, Row>;
  /** The admin's good this table is, whose form the owner fills in rather than a spreadsheet. */
  item: ItemFolder | undefined;
}

/** An admin's good's photo problems, in the form's words: its photos come from the form. */
function itemPhotoProblem(message: string): string {
  return /немає жодного фото/.test(message)
    ? `у товару немає жодного фото. Відкрийте товар в адмінці й додайте фото в поле «${fieldLabel('photos')}».`
    : message.replace(
        /^файлу «([^»]*)» немає в папці [^.]*\..*$/s,
        'фото «$1» немає в папці товару. Відкрийте товар в адмінці й додайте це фото знову.',
      );
}

/**
 * A problem of an admin's good as its owner knows the good: by its folder
 * and title, the field by its form's label, never a line of its JSON or a
 * key of it.
 */
function inItem(item: ItemFolder, title: string | undefined) {
  const folder = `${ITEMS_DIR}/${item.name}/`;
  return ({ file, column, message }: CatalogueProblem): CatalogueProblem => {
    const field = column === undefined ? undefined : fieldNamed(column);
    return {
      file: file.startsWith(folder) ? folder : file,
      ...(title ? { title } : {}),
      ...(column === undefined ? {} : { column: field ? fieldLabel(field) : column }),
      message,
    };
  };
}

/** A row as a good: published, or held back with its problems (`found`: those found before its values were read). */
function outcomeOf(row: Row, ctx: Context, found: readonly CatalogueProblem[]): GoodOutcome {
  const { table, item } = ctx;
  const idText = row.cells.id?.text.trim() || undefined;
  const title = row.cells.title?.text.trim() || undefined;
  const own: CatalogueProblem[] = [...found];
  const placeOf = (field: FieldKey): Omit<CatalogueProblem, 'message'> => {
    const cell = row.cells[field];
    return {
      file: table.file,
      line: cell?.line ?? row.line,
      id: idText,
      column: cell?.column ?? table.columns[field] ?? CATALOGUE_FIELDS[field].columns[0],
    };
  };
  const report = (field: FieldKey, message: string) => own.push({ ...placeOf(field), message });
  // A required field the whole file lacks, or a JSON value that is no text: reported as the file is read.
  let unread = false;

  const values: Partial<Record<FieldKey, unknown>> = {};
  const notes: CatalogueProblem[] = [];
  for (const field of FIELD_KEYS) {
    const cell = row.cells[field];
    if (table.missing.has(field) || cell?.unreadable) {
      unread = true;
      continue;
    }
    const parsed = CATALOGUE_FIELDS[field].parse(cell?.text ?? '', ctx.parseContext);
    if ('problem' in parsed) {
      report(field, parsed.problem);
      continue;
    }
    values[field] = parsed.value;
    if (parsed.note) notes.push({ ...placeOf(field), message: parsed.note });
  }
  const read = values as Partial<CatalogueValues>;
  if (own.length === 0 && !unread) {
    for (const rule of ROW_RULES) {
      const problem = rule.check(read as CatalogueValues);
      if (problem) report(rule.column, problem);
    }
  }

  const video = read.video === undefined ? undefined : findVideo(read.video, ctx.videos);
  if (video && 'problem' in video) report('video', video.problem);

  const photosColumn = table.columns.photos ?? CATALOGUE_FIELDS.photos.columns[0];
  let photos: string[] = [];
  if (ctx.photos) {
    const taken = (name: string) => {
      const owner = ctx.claimed.get(fileKey(name));
      return owner !== undefined && owner !== row;
    };
    const found = findPhotos(read.photos ?? [], read.id, ctx.photos, photosColumn, taken);
    photos = found.photos;
    for (const message of found.problems)
      report('photos', item ? itemPhotoProblem(message) : message);
  } else unread = true; // reported once, for the whole folder

  const placed = item ? inItem(item, title) : (problem: CatalogueProblem) => problem;
  ctx.notes.push(...notes.map(placed));
  const place = {
    ...(item ? { file: `${ITEMS_DIR}/${item.name}/` } : { file: table.file, line: row.line }),
    ...(idText ? { id: idText } : {}),
    ...(title ? { title } : {}),
  };
  if (own.length > 0 || unread) return { held: { ...place, problems: own.map(placed) } };
  const { photos: _names, video: _name, ...fields } = read as CatalogueValues;
  return {
    entry: {
      ...fields,
      photos,
      ...(video && 'value' in video && video.value ? { video: video.value } : {}),
      line: row.line,
      place,
    },
  };
}

/**
 * The entries with each value that is one however it is spelled (the table's
 * `sameAs`: a maker in another case or quotes) spelled as it is first.
 */
function withOneSpelling(entries: CatalogueEntry[]): CatalogueEntry[] {
  for (const field of FIELD_KEYS) {
    const { sameAs } = specOf(field);
    if (!sameAs) continue;
    const first = new Map<string, unknown>();
    for (const entry of entries) {
      const value = (entry as Record<FieldKey, unknown>)[field];
      if (value === undefined || value === null || value === '') continue;
      const key = sameAs(value);
      if (first.has(key)) (entry as Record<FieldKey, unknown>)[field] = first.get(key);
      else first.set(key, value);
    }
  }
  return entries;
}

/** The photo files each row uses, named or found by its id: the rows' claims on them. */
function claimedPhotos(table: Table, folder: MediaFolder): Map<string, Row> {
  const claimed = new Map<string, Row>();
  for (const row of table.rows) {
    const names = parseFileNames(row.cells.photos?.text ?? '');
    const written = 'value' in names ? names.value : [];
    const id = parseId(row.cells.id?.text ?? '');
    const files =
      written.length > 0
        ? namedFiles(folder, written)
        : 'value' in id
          ? photosById(folder, id.value).map((path) => basename(path))
          : [];
    for (const file of files) if (!claimed.has(fileKey(file))) claimed.set(fileKey(file), row);
  }
  return claimed;
}

/** The product file's table, its photos and videos; undefined when it cannot be read. */
function readProductFile(
  dir: string,
  source: Source,
  problems: CatalogueProblem[],
): { table: Table; photos: MediaFolder | undefined; videos: MediaFolder[] } | undefined {
  const { text, windows1251 } = decode(readFileSync(source.path));
  const table =
    source.kind === 'csv'
      ? readCsv(text, source.file, problems)
      : readJson(text, source.file, problems);
  if (!table) return undefined;
  const lost = windows1251 ? lostSigns(table) : undefined;
  if (lost) {
    problems.push(lost);
    return undefined;
  }
  if (table.described === 0) {
    problems.push({
      file: table.file,
      message:
        source.kind === 'csv'
          ? 'у таблиці немає жодного товару: під рядком з назвами стовпців допишіть товари, по одному в рядку.'
          : 'у списку немає жодного товару: допишіть товари між дужками [ ].',
    });
    return undefined;
  }
  const photos = mediaFolder(dir, 'photos');
  if (!photos) {
    problems.push({
      file: 'photos/',
      message: `немає папки photos/ з фото товарів. Створіть її поруч із ${source.file} і покладіть туди фото (12.jpg, 12-2.jpg …).`,
    });
  }
  // docs/owner-catalogue.md: videos lie with the photos; a videos/ folder is read too.
  const videos = [photos, mediaFolder(dir, 'videos')].filter((folder) => folder !== undefined);
  return { table, photos, videos };
}

/**
 * The goods of the catalogue folder `dir`: the rows of products.csv (or
 * .json) and the admin's goods, one folder each under items/
 * (read-items.ts), in that order; either may be missing, not both. Each
 * good is published or held back with its own problems; what is wrong
 * with the catalogue as a whole is a problem of no good.
 */
export function readCatalogue(
  dir: string,
  vocabulary: ShopVocabulary,
  today: string,
): CatalogueRead {
  const problems: CatalogueProblem[] = [];
  const notes: CatalogueProblem[] = [];
  const outcomes: GoodOutcome[] = [];
  const result = (): CatalogueRead => ({
    entries: withOneSpelling(outcomes.flatMap((each) => ('entry' in each ? [each.entry] : []))),
    held: outcomes.flatMap((each) => ('held' in each ? [each.held] : [])),
    problems,
    notes,
  });
  const itemsDir = itemsFolder(dir);
  const source = findSource(dir, problems, itemsDir !== undefined);
  if (!source && !itemsDir) return result();
  const file = source ? readProductFile(dir, source, problems) : undefined;
  if (source && !file) return result();
  const items = itemsDir ? readItems(itemsDir) : [];
  if (!file && items.length === 0) {
    problems.push({
      file: `${ITEMS_DIR}/`,
      message: `у папці ${ITEMS_DIR}/ немає жодного товару. Додайте товари в адмінці сайту або покладіть поруч ${PRODUCTS_CSV}.`,
    });
  }

  const parseContext = { vocabulary, today };
  /** Each table with where its photos are: the product file's photos/, or a good's own folder. */
  const sources = [
    ...(file
      ? [{ table: file.table, photos: file.photos, videos: file.videos, item: undefined }]
      : []),
    ...items.map((item) => {
      const folder = item.table ? folderAt(item.path, `${ITEMS_DIR}/${item.name}/`) : undefined;
      return { table: item.table, photos: folder, videos: folder ? [folder] : [], item };
    }),
  ];
  // The admin's goods as the owner's repository names their folders: catalogue/items/<folder>.
  const repositoryFolder = (item: ItemFolder) => `${basename(dir)}/${ITEMS_DIR}/${item.name}`;
  const repeats = sharedNumbers(
    sources.flatMap(({ table, item }) =>
      (table?.rows ?? []).map((row) => ({
        table: table!,
        row,
        ...(item ? { folder: repositoryFolder(item) } : {}),
      })),
    ),
    today,
  );
  for (const { table, photos, videos, item } of sources) {
    if (!table) {
      // An admin's folder that is no good (no index.json, or one that cannot be read): held, with why.
      const placed = inItem(item!, undefined);
      const [first] = item!.problems;
      outcomes.push({ held: { file: placed(first!).file, problems: item!.problems.map(placed) } });
      continue;
    }
    const ctx: Context = {
      table,
      parseContext,
      photos,
      videos,
      notes,
      claimed: photos ? claimedPhotos(table, photos) : new Map(),
      item,
    };
    for (const row of table.rows) {
      const found = [
        ...(item?.problems ?? []),
        ...(item ? [folderNumberProblem(item, row)] : []),
        repeats.get(row),
      ].filter((problem) => problem !== undefined);
      outcomes.push(outcomeOf(row, ctx, found));
    }
  }
  return result();
}
