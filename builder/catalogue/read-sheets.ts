import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Papa from 'papaparse';
import type { FieldKey } from '../../src/shared/catalogue/fields.ts';
import { pluralWord } from '../../src/shared/lib/plural.ts';
import {
  fieldOfColumn,
  jsonRoot,
  newTable,
  objectRow,
  reportMissing,
  type Row,
  type Table,
} from './catalogue-rows.ts';
import type { CatalogueProblem } from './types.ts';

/**
 * The owner's product file read into rows (docs/owner-catalogue.md): a
 * spreadsheet saved as products.csv, or products.json. The owner is not a
 * programmer, so the file is read as spreadsheets save it (a BOM, Windows-1251,
 * `;` between cells, `sep=;`), and whatever cannot be read is reported, never
 * dropped: every problem of every row at once. Its cells' values are read by
 * rows-to-goods.ts; its photos are found by find-media.ts.
 */

export const PRODUCTS_CSV = 'products.csv';
export const PRODUCTS_JSON = 'products.json';
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

/** Where the product file is, and which of the two kinds it is. */
export interface Source {
  file: string;
  path: string;
  kind: 'csv' | 'json';
}

/** A file of `dir` named `name` in any case (Windows and phones keep `Products.CSV`). */
function entryNamed(names: readonly string[], name: string): string | undefined {
  return names.includes(name) ? name : names.find((entry) => entry.toLowerCase() === name);
}

/** The product file of `dir`; none is a problem unless the admin's goods are there (`hasItems`). */
/** The product file of `dir`; none is a problem unless the admin's goods are there (`hasItems`). */
export function findSource(
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
  const table = newTable(file, 'csv');
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
  const json = jsonRoot(text, file, problems, {
    type: 'array',
    notType:
      'файл має бути списком товарів у квадратних дужках: [ { "id": 1, "Назва": "…", … }, { … } ].',
    instead: `, або ведіть товари в таблиці й збережіть її як ${PRODUCTS_CSV}`,
  });
  if (!json) return undefined;
  const { root, lineOf } = json;
  const table = newTable(file, 'json');
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

/**
 * The product file's table, or undefined with why it cannot be read: a file
 * with lost signs, or with no product, is a problem of the whole file.
 */
export function readSheet(source: Source, problems: CatalogueProblem[]): Table | undefined {
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
  return table;
}
