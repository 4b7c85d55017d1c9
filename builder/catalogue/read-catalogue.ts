import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import {
  parseTree,
  printParseErrorCode,
  type Node as JsonNode,
  type ParseError,
} from 'jsonc-parser';
import Papa from 'papaparse';
import { pluralUk } from './problems.ts';
import type { CatalogueEntry, CatalogueProblem, CatalogueRead, ShopVocabulary } from './types.ts';

/**
 * The owner's product file read and checked (docs/owner-catalogue.md): a
 * spreadsheet saved as products.csv, or products.json. The owner is not a
 * programmer, so values are read as people type them (`1 200 грн`, `вази`,
 * `02.11.2026`), and whatever cannot be read is reported, never dropped or
 * guessed: every problem of every row at once, each saying what to write
 * instead, so one round of fixes is enough.
 */

export const PRODUCTS_CSV = 'products.csv';
export const PRODUCTS_JSON = 'products.json';

/**
 * Each field's column names, Ukrainian and English: the first is how messages
 * name a column the file does not have. Compared by columnKey (case, spaces,
 * '_', '-' and apostrophes ignored), so `Created_at` and `дата` both work.
 */
export const COLUMNS = {
  id: ['id', '№', 'код', 'артикул', 'номер'],
  title: ['Назва', 'title', 'name'],
  price: ['Ціна', 'price'],
  description: ['Опис', 'description'],
  country: ['Країна', 'country'],
  category: ['Категорія', 'category'],
  material: ['Матеріал', 'material'],
  photos: ['Фото', 'photos', 'photo', 'світлини'],
  video: ['Відео', 'video'],
  sold: ['Продано', 'sold'],
  createdAt: ['Додано', 'createdAt', 'дата', 'date'],
} as const satisfies Record<string, readonly string[]>;

type Field = keyof typeof COLUMNS;

const FIELDS = Object.keys(COLUMNS) as Field[];
const REQUIRED: readonly Field[] = ['id', 'title', 'price', 'category', 'material'];

/** docs/owner-catalogue.md: what the build's photo pipeline (photos.ts) reads. */
const PHOTO_TYPES = ['.jpg', '.jpeg', '.png', '.webp', '.avif'];
const IPHONE_TYPES = ['.heic', '.heif'];
const VIDEO_TYPES = ['.mp4', '.webm'];

const MAX_PRICE = 1_000_000;
const MAX_TITLE = 200;
const MAX_DESCRIPTION = 5000;

/** A value read, or what the owner should write instead (one or two Ukrainian sentences). */
export type Parsed<T> = { value: T } | { problem: string };

const problemOf = (message: string) => ({ problem: message });

// ---------------------------------------------------------------- text helpers

/** Apostrophes as keyboards, phones and Word type them; the shop's lists use ’. */
const APOSTROPHES = /['’ʼ‘`´′"]/g;

const columnKey = (name: string) =>
  name
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\s_\-*]/g, '')
    .replace(APOSTROPHES, '');

const FIELD_BY_KEY = new Map<string, Field>(
  FIELDS.flatMap((field) => COLUMNS[field].map((name) => [columnKey(name), field] as const)),
);

/** Latin letters that look Cyrillic, typed with the wrong keyboard layout ('Iграшки'). */
const LOOKALIKES: Record<string, string> = {
  a: 'а',
  c: 'с',
  e: 'е',
  i: 'і',
  ï: 'ї',
  o: 'о',
  p: 'р',
  x: 'х',
  y: 'у',
};

/** A category or material as compared: `  предмети  інтер'єру ` is `Предмети інтер’єру`. */
function nameKey(text: string): string {
  const plain = text
    .normalize('NFC')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, ' ')
    .replace(APOSTROPHES, "'");
  return /\p{Script=Cyrillic}/u.test(plain)
    ? plain.replace(/[aceiïopxy]/g, (letter) => LOOKALIKES[letter] ?? letter)
    : plain;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** The candidates nearest to `text` (at most `count`), and whether the nearest is near enough to be a typo. */
function nearest(
  text: string,
  candidates: readonly string[],
  key: (name: string) => string,
  count = 1,
): { names: string[]; typo: boolean } {
  const wanted = key(text);
  const scored = candidates
    .map((name) => {
      const candidate = key(name);
      // 'Статуетки' for 'Статуетки та фігурки': a part of the name is as good as a typo.
      const partial =
        Math.min(wanted.length, candidate.length) >= 3 &&
        (candidate.startsWith(wanted) || wanted.startsWith(candidate));
      return { name, distance: partial ? 1 : editDistance(wanted, candidate) };
    })
    .sort((a, b) => a.distance - b.distance);
  const best = scored[0];
  if (!best) return { names: [], typo: false };
  return {
    names: scored.slice(0, count).map(({ name }) => name),
    typo: best.distance <= Math.max(2, Math.floor(wanted.length / 3)),
  };
}

const quoted = (names: readonly string[]) => names.map((name) => `«${name}»`).join(' або ');

/** Offsets where each line starts; lines end with \r\n, \n or, from old Excel for Mac, \r. */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (const match of text.matchAll(/\r\n|\r|\n/g)) starts.push(match.index + match[0].length);
  return starts;
}

/** The 1-based line and column of `offset`. */
function positionAt(starts: readonly number[], offset: number): { line: number; column: number } {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (starts[middle]! <= offset) low = middle;
    else high = middle - 1;
  }
  return { line: low + 1, column: offset - starts[low]! + 1 };
}

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
function decode(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1251').decode(bytes);
  }
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

function findSource(dir: string, problems: CatalogueProblem[]): Source | undefined {
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
  const spreadsheet = names.find((name) => /\.(xlsx|xls|ods|numbers)$/i.test(name));
  const otherCsv = names.find((name) => /\.csv$/i.test(name));
  const hint = spreadsheet
    ? ` Тут є «${spreadsheet}»: відкрийте його і збережіть як CSV (у Excel «Файл → Зберегти як → CSV UTF-8») з назвою ${PRODUCTS_CSV}.`
    : otherCsv
      ? ` Тут є «${otherCsv}»: перейменуйте його на ${PRODUCTS_CSV}.`
      : '';
  problems.push({
    file: '',
    message: `у папці немає таблиці товарів. Покладіть туди ${PRODUCTS_CSV} (таблицю, збережену як CSV) або ${PRODUCTS_JSON}.${hint}`,
  });
  return undefined;
}

// ---------------------------------------------------------------- rows

interface Cell {
  /** The column as the file names it. */
  column: string;
  text: string;
  /** Where the value is: its row's line in a CSV, its own line in JSON. */
  line: number;
  /** A JSON value that is neither text nor a number: reported where it was read. */
  unreadable?: true;
}

interface Row {
  line: number;
  cells: Partial<Record<Field, Cell>>;
}

interface Table {
  file: string;
  kind: Kind;
  rows: Row[];
  /** The file's own name of each field it has. */
  columns: Partial<Record<Field, string>>;
  /** Required fields the whole file lacks: reported once, not on every row. */
  missing: Set<Field>;
  /** Products the file describes, read or not: none is a problem of its own. */
  described: number;
}

type Kind = 'csv' | 'json';

/** How the owner's file calls a column: a spreadsheet has columns, JSON has fields. */
const COLUMN_WORDS = {
  csv: { unknown: 'невідомий стовпець', of: 'стовпця', plural: 'стовпці' },
  json: { unknown: 'невідоме поле', of: 'поля', plural: 'поля' },
} as const;

/** The field a column name stands for; a problem for an unknown name. */
function fieldOfColumn(name: string, kind: Kind): Parsed<Field> {
  const words = COLUMN_WORDS[kind];
  const field = FIELD_BY_KEY.get(columnKey(name));
  if (field) return { value: field };
  const known = FIELDS.map((each) => COLUMNS[each][0]);
  const all = FIELDS.flatMap((each) => COLUMNS[each]);
  const guess = nearest(name, all, columnKey);
  const typo = guess.typo ? ` Мабуть, помилка в назві: ${quoted(guess.names)}?` : '';
  return problemOf(
    `${words.unknown}.${typo} Сайт знає ${words.plural} ${known.join(', ')} (або їхні англійські назви). ` +
      'Виправте назву; а якщо це ваші примітки, видаліть їх із файлу.',
  );
}

/** Required fields no column stands for: one problem each, listing what the file does have. */
function reportMissing(
  table: Table,
  present: readonly string[],
  problems: CatalogueProblem[],
  line: number | undefined,
) {
  for (const field of REQUIRED) {
    if (table.columns[field]) continue;
    table.missing.add(field);
    const english = COLUMNS[field][1] ?? COLUMNS[field][0];
    const words = COLUMN_WORDS[table.kind];
    const add =
      table.kind === 'csv'
        ? `Додайте стовпець «${COLUMNS[field][0]}».`
        : `Додайте поле «${COLUMNS[field][0]}» кожному товару.`;
    problems.push({
      file: table.file,
      line,
      message:
        `немає ${words.of} «${COLUMNS[field][0]}» (або «${english}»), а без нього не можна. ` +
        `Зараз ${words.plural}: ${present.length > 0 ? present.join(', ') : 'жодного'}. ${add}`,
    });
  }
}

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
  const fields: (Field | undefined)[] = names.map((name, index) => {
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
        message: `у рядку ${count} ${pluralUk(count, ['клітинка', 'клітинки', 'клітинок'])}, а назв стовпців — ${named}: ${cause}. Відкрийте таблицю в Excel чи Google Таблицях і збережіть як CSV ще раз.`,
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

/** What a JSON syntax error means, in the owner's words. */
const JSON_ERRORS: Record<string, string> = {
  CommaExpected: 'бракує коми між значеннями',
  ColonExpected: 'бракує двокрапки між назвою поля і значенням',
  PropertyNameExpected: 'тут має бути назва поля в лапках',
  ValueExpected: 'тут має бути значення',
  CloseBraceExpected: 'бракує закривної дужки }',
  CloseBracketExpected: 'бракує закривної дужки ]',
  EndOfFileExpected: 'після кінця списку ] є ще щось',
  InvalidCommentToken: 'коментарів у JSON не буває',
  UnexpectedEndOfComment: 'коментарів у JSON не буває',
  UnexpectedEndOfString: 'текст не закрито лапками "',
  InvalidSymbol: 'незрозумілий знак (текст має бути в лапках ")',
  InvalidCharacter: 'незрозумілий знак (текст має бути в лапках ")',
};

/** A JSON value as a cell's text: numbers and yes/no as written, a list of photos one a line. */
function jsonText(node: JsonNode): string | undefined {
  switch (node.type) {
    case 'string':
      return node.value as string;
    case 'number':
    case 'boolean':
      return String(node.value);
    case 'null':
      return '';
    case 'array': {
      const items = node.children ?? [];
      return items.every(({ type }) => type === 'string')
        ? items.map(({ value }) => value as string).join('\n')
        : undefined;
    }
    default:
      return undefined;
  }
}

function readJson(text: string, file: string, problems: CatalogueProblem[]): Table | undefined {
  if (looksLikeCsv(text)) {
    problems.push({
      file,
      message: `це таблиця CSV, збережена з назвою ${PRODUCTS_JSON}. Перейменуйте файл на ${PRODUCTS_CSV}.`,
    });
    return undefined;
  }
  const starts = lineStarts(text);
  const lineOf = (node: JsonNode) => positionAt(starts, node.offset).line;
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false });
  // Only the first error: after it the parser is lost, and what it says next is noise.
  const [error] = errors;
  if (error) {
    const { line, column } = positionAt(starts, error.offset);
    const before = text.slice(0, error.offset).trimEnd();
    const meaning =
      /^[}\]]/.test(text.slice(error.offset)) && before.endsWith(',')
        ? 'зайва кома перед дужкою (після останнього значення коми не буває)'
        : (JSON_ERRORS[printParseErrorCode(error.error)] ?? 'запис JSON тут порушено');
    problems.push({
      file,
      line,
      message: `файл не прочитати: у рядку ${line}, символ ${column} — ${meaning}. Виправте це місце, або ведіть товари в таблиці й збережіть її як ${PRODUCTS_CSV}.`,
    });
    return undefined;
  }
  if (!root || root.type !== 'array') {
    problems.push({
      file,
      message:
        'файл має бути списком товарів у квадратних дужках: [ { "id": 1, "Назва": "…", … }, { … } ].',
    });
    return undefined;
  }
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
    const line = lineOf(item);
    table.described += 1;
    if (item.type !== 'object') {
      problems.push({
        file,
        line,
        message: `${index + 1}-й елемент списку — не товар. Кожен товар пишіть у фігурних дужках: { "id": 12, "Назва": "…", … }.`,
      });
      continue;
    }
    const row: Row = { line, cells: {} };
    for (const property of item.children ?? []) {
      const [keyNode, valueNode] = property.children ?? [];
      if (!keyNode || !valueNode) continue;
      const name = keyNode.value as string;
      const at = { file, line: lineOf(keyNode), column: name };
      const field = fieldOfColumn(name, table.kind);
      if ('problem' in field) {
        // Once a name: the same typo in every product is one thing to fix.
        if (!reported.has(name)) problems.push({ ...at, message: field.problem });
        reported.add(name);
        continue;
      }
      const earlier = row.cells[field.value];
      if (earlier) {
        problems.push({
          ...at,
          message: `у цього товару вже є поле «${earlier.column}», яке означає те саме: лишіть одне з них.`,
        });
        continue;
      }
      const value = jsonText(valueNode);
      if (value === undefined) {
        problems.push({
          ...at,
          message:
            'значення має бути текстом у лапках або числом (а фото — списком імен файлів у лапках).',
        });
      }
      table.columns[field.value] ??= name;
      row.cells[field.value] = {
        column: name,
        text: value ?? '',
        line: at.line,
        ...(value === undefined ? { unreadable: true as const } : {}),
      };
    }
    table.rows.push(row);
  }
  if (table.rows.length > 0)
    reportMissing(table, Object.values(table.columns), problems, undefined);
  return table;
}

// ---------------------------------------------------------------- values

const ID_EXAMPLE = 'Напишіть ціле число від 1, наприклад 12; у кожного товару свій номер.';

/** `12`, `12.0` (a spreadsheet's number), `№12`, `#12`. */
function parseId(text: string): Parsed<number> {
  const written = text.trim();
  if (written === '') return problemOf(`номер товару не вказано. ${ID_EXAMPLE}`);
  const plain = written.replace(/^[№#]\s*/, '');
  const match = /^([-−]?\d+)(?:[.,](\d+))?$/.exec(plain);
  if (!match) return problemOf(`«${written}» — не номер. ${ID_EXAMPLE}`);
  if (match[2] !== undefined && /[^0]/.test(match[2])) {
    return problemOf(`номер має бути цілим числом, а не «${written}». ${ID_EXAMPLE}`);
  }
  const id = Number(match[1]!.replace('−', '-'));
  if (id < 1) return problemOf(`номер ${id} не підходить: номери починаються з 1. ${ID_EXAMPLE}`);
  if (!Number.isSafeInteger(id)) return problemOf(`номер «${written}» задовгий. ${ID_EXAMPLE}`);
  return { value: id };
}

const PRICE_EXAMPLE = 'Напишіть ціну в гривнях цифрами, наприклад 1200 або 1 200 грн.';
const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, ' ');
const CURRENCY =
  /^(?:₴|грн\.?|гривень|гривні|гривня|uah|hrn)\s*|\s*(?:₴|грн\.?|гривень|гривні|гривня|uah|hrn)$/gi;

/**
 * Whole hryvnias, as people write them: `1200`, `1 200` (spaces, also the
 * no-break ones spreadsheets put in), `1200 грн`, `1 200,00 ₴`, `1200.00`.
 * A comma or point followed by three digits (`1,200`, `1.200`) is refused:
 * it is a thousands separator in English and a decimal one in Ukrainian, and
 * a price off by a factor of a thousand is worse than a question. Kopecks are
 * refused too (the shop shows whole hryvnias): the owner rounds.
 */
export function parsePrice(text: string): Parsed<number> {
  const written = text.trim().replace(/\s+/g, ' ');
  if (written === '') return problemOf(`ціну не вказано. ${PRICE_EXAMPLE}`);
  const plain = written.replace(CURRENCY, '').trim();
  if (/^[-−–]\s*\d/.test(plain)) return problemOf(`ціна не може бути від’ємною. ${PRICE_EXAMPLE}`);
  if (/^\d{1,3}(?:[.,]\d{3})+$/.test(plain)) {
    const digits = plain.replace(/[.,]/g, '');
    return problemOf(
      `«${written}» — незрозуміло, тисячі це чи копійки. Напишіть ціну в гривнях без коми й крапки: ${digits} або ${groupThousands(digits)}.`,
    );
  }
  const match = /^(\d{1,3}(?: \d{3})+|\d+)(?:[.,](\d{1,2}))?$/.exec(plain);
  if (!match) return problemOf(`«${written}» — не ціна. ${PRICE_EXAMPLE}`);
  const hryvnias = Number(match[1]!.replace(/ /g, ''));
  const kopecks = match[2] ? Number(match[2].padEnd(2, '0')) : 0;
  if (kopecks > 0) {
    return problemOf(
      `ціна з копійками («${written}»), а на сайті — цілі гривні. Округліть: ${Math.round(hryvnias + kopecks / 100)}.`,
    );
  }
  if (hryvnias < 1 || hryvnias > MAX_PRICE) {
    return problemOf(
      `ціна ${hryvnias} не підходить: вона має бути від 1 до 1 000 000 гривень. ${PRICE_EXAMPLE}`,
    );
  }
  return { value: hryvnias };
}

function parseTitle(text: string): Parsed<string> {
  const title = text.trim().replace(/\s+/g, ' ');
  if (title === '') {
    return problemOf(
      'назву не вказано. Напишіть, як товар називатиметься на сайті, наприклад: Ваза порцелянова «Мадонна».',
    );
  }
  if (title.length > MAX_TITLE) {
    return problemOf(
      `назва задовга: ${title.length} знаків, а можна до ${MAX_TITLE}. Скоротіть її, а подробиці перенесіть в опис.`,
    );
  }
  return { value: title };
}

function parseDescription(text: string): Parsed<string> {
  const description = text.replace(/\r\n?/g, '\n').trim();
  if (description.length > MAX_DESCRIPTION) {
    return problemOf(
      `опис задовгий: ${description.length} знаків, а можна до ${MAX_DESCRIPTION}. Скоротіть його.`,
    );
  }
  return { value: description };
}

/** One of the shop's list (shop.yaml or the spec's), spelled as the list spells it. */
function parseNamed(
  text: string,
  list: readonly string[],
  what: 'category' | 'material',
): Parsed<string> {
  const [noun, plural, accusative] =
    what === 'category'
      ? ['категорії', 'категорій', 'категорію']
      : ['матеріалу', 'матеріалів', 'матеріал'];
  const where = `Повний список ${plural} — у посібнику (docs/owner-catalogue.md) або у вашому shop.yaml.`;
  const written = text.trim().replace(/\s+/g, ' ');
  if (written === '') {
    const example = list[0] ? `, наприклад «${list[0]}»` : '';
    return problemOf(
      `${accusative} не вказано. Напишіть одну з ${plural} магазину${example}. ${where}`,
    );
  }
  const key = nameKey(written);
  const found = list.find((name) => nameKey(name) === key);
  if (found) return { value: found };
  const guess = nearest(written, list, nameKey, 2);
  const hint = guess.typo
    ? `Можливо, ${quoted(guess.names.slice(0, 1))}?`
    : guess.names.length > 0
      ? `Найближчі: ${quoted(guess.names)}.`
      : '';
  return problemOf(`${noun} «${written}» у магазині немає. ${hint} ${where}`.replace(/ {2}/g, ' '));
}

const SOLD: Record<string, boolean> = {
  так: true,
  т: true,
  yes: true,
  y: true,
  true: true,
  '1': true,
  '+': true,
  x: true,
  х: true,
  '✓': true,
  '✔': true,
  продано: true,
  ні: false,
  н: false,
  no: false,
  n: false,
  false: false,
  '0': false,
  '-': false,
  '–': false,
  '—': false,
  '': false,
};

function parseSold(text: string): Parsed<boolean> {
  const sold = SOLD[text.trim().toLowerCase()];
  if (sold !== undefined) return { value: sold };
  return problemOf(
    `«${text.trim()}» — незрозуміло. Напишіть «так», якщо річ продана, або «ні» (чи залиште порожнім), якщо вона в наявності.`,
  );
}

const MONTHS_IN = [
  'січні',
  'лютому',
  'березні',
  'квітні',
  'травні',
  'червні',
  'липні',
  'серпні',
  'вересні',
  'жовтні',
  'листопаді',
  'грудні',
];
const DATE_EXAMPLE = 'Напишіть день.місяць.рік, наприклад 02.11.2026, або 2026-11-02.';

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const pad = (n: number) => String(n).padStart(2, '0');
const dayMonthYear = (iso: string) => iso.split('-').reverse().join('.');

/**
 * 'YYYY-MM-DD' from `2026-11-02`, or day first, as in Ukraine: `02.11.2026`,
 * `2.11.2026`, `02/11/2026`. A time after the date (a spreadsheet's
 * `02.11.2026 0:00`, JSON's `2026-11-02T10:00:00Z`) is ignored. Empty is
 * `today`; a day after `today` is refused (it would top «новинки» until then).
 */
export function parseDate(text: string, today: string): Parsed<string> {
  const written = text.trim();
  if (written === '') return { value: today };
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ][\d:.]+Z?)?$/.exec(written);
  const dmy = /^(\d{1,2})[./-](\d{1,2})[./-](\d{2}|\d{4})(?: \d{1,2}:\d{2}(?::\d{2})?)?$/.exec(
    written,
  );
  if (!iso && !dmy) return problemOf(`«${written}» — не дата. ${DATE_EXAMPLE}`);
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]].map(Number)
    : [dmy![3], dmy![2], dmy![1]].map(Number);
  if (year! < 100)
    return problemOf(`напишіть рік повністю, чотирма цифрами: 20${pad(year!)}. ${DATE_EXAMPLE}`);
  if (month! < 1 || month! > 12) return problemOf(`місяця ${month} не буває. ${DATE_EXAMPLE}`);
  const days = daysIn(year!, month!);
  if (day! < 1 || day! > days) {
    return problemOf(
      `дати «${written}» не буває: у ${MONTHS_IN[month! - 1]} ${year} року ${days} ${pluralUk(days, ['день', 'дні', 'днів'])}. ${DATE_EXAMPLE}`,
    );
  }
  if (year! < 2000) return problemOf(`рік ${year} — мабуть, помилка. ${DATE_EXAMPLE}`);
  const date = `${year}-${pad(month!)}-${pad(day!)}`;
  if (date > today) {
    return problemOf(
      `дата ${dayMonthYear(date)} ще не настала (сьогодні ${dayMonthYear(today)}). Напишіть день, коли річ з’явилась у крамниці, або залиште порожнім — тоді буде день збирання сайту.`,
    );
  }
  return { value: date };
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
  if (!name) return undefined;
  const path = resolve(dir, name);
  const names = readdirSync(path, { withFileTypes: true })
    .filter((entry) => !entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => entry.name);
  const byKey = new Map<string, string[]>();
  for (const file of names) byKey.set(fileKey(file), [...(byKey.get(fileKey(file)) ?? []), file]);
  return { label: `${name}/`, path, names, byKey };
}

const HEIC_MESSAGE =
  'це фото у форматі HEIC (так знімає iPhone), а сайт його не показує. Збережіть його як JPEG: на iPhone «Параметри → Камера → Формати → Найсумісніший», або надішліть фото собі як JPEG.';

/** The name the owner wrote, without a folder: `photos/12.jpg` and `12.jpg` are the same file. */
const bareName = (written: string) =>
  written
    .trim()
    .replace(/^\.?[\\/]/, '')
    .replace(/^(?:photos|videos|фото)[\\/]/i, '');

/** The file `written` names in `folder`: exactly, or in another case when only one file fits. */
function findFile(folder: MediaFolder, written: string): string | undefined {
  const exact = folder.names.find((name) => name.normalize('NFC') === written.normalize('NFC'));
  if (exact) return exact;
  const matches = folder.byKey.get(fileKey(written)) ?? [];
  return matches.length === 1 ? matches[0] : undefined;
}

function missingFile(folder: MediaFolder, written: string, types: readonly string[]): string {
  const candidates = folder.names.filter((name) => types.includes(extname(name).toLowerCase()));
  const stem = fileKey(written).replace(/\.[^.]*$/, '');
  const sameStem = candidates.find((name) => fileKey(name).replace(/\.[^.]*$/, '') === stem);
  const guess = nearest(written, candidates, fileKey);
  const similar = sameStem ?? (guess.typo ? guess.names[0] : undefined);
  return similar
    ? `файлу «${written}» немає в папці ${folder.label}, але є «${similar}». Виправте ім’я в таблиці або перейменуйте файл.`
    : `файлу «${written}» немає в папці ${folder.label}. Покладіть його туди або виправте ім’я в таблиці (з розширенням, наприклад 12.jpg).`;
}

/** One photo the owner named; without an extension, the one photo of that name. */
function namedPhoto(folder: MediaFolder, written: string): Parsed<string> {
  const type = extname(written).toLowerCase();
  if (IPHONE_TYPES.includes(type)) return problemOf(`«${written}»: ${HEIC_MESSAGE}`);
  if (type === '') {
    const found = PHOTO_TYPES.map((each) => findFile(folder, written + each)).filter(Boolean);
    if (found.length === 1) return { value: join(folder.path, found[0]!) };
  } else if (!PHOTO_TYPES.includes(type)) {
    return problemOf(
      `«${written}»: такий формат сайт не показує. Підходять фото JPEG, PNG, WebP або AVIF (.jpg, .jpeg, .png, .webp, .avif).`,
    );
  }
  const found = findFile(folder, written);
  return found
    ? { value: join(folder.path, found) }
    : problemOf(missingFile(folder, written, PHOTO_TYPES));
}

const natural = new Intl.Collator('uk', { numeric: true, sensitivity: 'base' });
const stemOf = (name: string) => name.slice(0, name.length - extname(name).length);

/**
 * The photos of product `id` the owner did not name: `12.jpg`, then
 * `12-2.jpg`, `12-10.jpg`, `12-back.jpg` in natural order (never `120.jpg`).
 */
function photosById(folder: MediaFolder, id: number): { photos: string[]; iphone: string[] } {
  const own = folder.names
    .filter((name) => stemOf(name) === String(id) || stemOf(name).startsWith(`${id}-`))
    .sort((a, b) => natural.compare(stemOf(a), stemOf(b)) || natural.compare(a, b));
  const of = (types: readonly string[]) =>
    own.filter((name) => types.includes(extname(name).toLowerCase()));
  const photos = of(PHOTO_TYPES);
  // A HEIC next to its JPEG copy (12.heic and 12.jpg) is the original, already converted.
  const converted = new Set(photos.map((name) => fileKey(stemOf(name))));
  return {
    photos: photos.map((name) => join(folder.path, name)),
    iphone: of(IPHONE_TYPES).filter((name) => !converted.has(fileKey(stemOf(name)))),
  };
}

/** The product's photos, absolute, with every problem of them. */
function parsePhotos(
  text: string,
  id: number | undefined,
  folder: MediaFolder,
  column: string,
): { photos: string[]; problems: string[] } {
  const written = [
    ...new Set(
      text
        .split(/[,;\r\n]+/)
        .map(bareName)
        .filter(Boolean),
    ),
  ];
  if (written.length > 0) {
    const parsed = written.map((name) => namedPhoto(folder, name));
    return {
      photos: parsed.flatMap((each) => ('value' in each ? [each.value] : [])),
      problems: parsed.flatMap((each) => ('problem' in each ? [each.problem] : [])),
    };
  }
  // Without a valid id there is nothing to look for, and the id has its own problem.
  if (id === undefined) return { photos: [], problems: [] };
  const found = photosById(folder, id);
  const problems = found.iphone.map((name) => `«${name}»: ${HEIC_MESSAGE}`);
  if (found.photos.length === 0 && found.iphone.length === 0) {
    problems.push(
      `у товару немає жодного фото. Покладіть фото в папку ${folder.label} з ім’ям ${id}.jpg (наступні — ${id}-2.jpg, ${id}-3.jpg) або напишіть імена файлів у стовпці «${column}».`,
    );
  }
  return { photos: found.photos, problems };
}

function parseVideo(text: string, folders: readonly MediaFolder[]): Parsed<string | undefined> {
  const written = bareName(text);
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
  vocabulary: ShopVocabulary;
  today: string;
  photos: MediaFolder | undefined;
  videos: MediaFolder[];
  problems: CatalogueProblem[];
}

/** A row as an entry, or undefined with its problems reported. */
function entryOf(row: Row, ctx: Context): CatalogueEntry | undefined {
  const { table } = ctx;
  const idText = row.cells.id?.text.trim() || undefined;
  let ok = true;
  const value = <T>(field: Field, parse: (text: string) => Parsed<T>): T | undefined => {
    if (table.missing.has(field)) {
      ok = false;
      return undefined;
    }
    const cell = row.cells[field];
    if (cell?.unreadable) {
      ok = false;
      return undefined;
    }
    const parsed = parse(cell?.text ?? '');
    if ('value' in parsed) return parsed.value;
    ok = false;
    ctx.problems.push({
      file: table.file,
      line: cell?.line ?? row.line,
      id: idText,
      column: cell?.column ?? table.columns[field] ?? COLUMNS[field][0],
      message: parsed.problem,
    });
    return undefined;
  };

  const id = value('id', parseId);
  const title = value('title', parseTitle);
  const price = value('price', parsePrice);
  const description = value('description', parseDescription);
  const country = value('country', (text) => ({ value: text.trim().replace(/\s+/g, ' ') }));
  const category = value('category', (text) =>
    parseNamed(text, ctx.vocabulary.categories, 'category'),
  );
  const material = value('material', (text) =>
    parseNamed(text, ctx.vocabulary.materials, 'material'),
  );
  const video = value('video', (text) => parseVideo(text, ctx.videos));
  const sold = value('sold', parseSold);
  const createdAt = value('createdAt', (text) => parseDate(text, ctx.today));

  const photosColumn = table.columns.photos ?? COLUMNS.photos[0];
  let photos: string[] = [];
  if (ctx.photos) {
    const found = parsePhotos(row.cells.photos?.text ?? '', id, ctx.photos, photosColumn);
    photos = found.photos;
    for (const message of found.problems) {
      ok = false;
      ctx.problems.push({
        file: table.file,
        line: row.cells.photos?.line ?? row.line,
        id: idText,
        column: photosColumn,
        message,
      });
    }
  } else ok = false; // reported once, for the whole folder

  if (!ok) return undefined;
  return {
    id: id!,
    title: title!,
    price: price!,
    description: description!,
    country: country!,
    category: category!,
    material: material!,
    photos,
    ...(video ? { video } : {}),
    sold: sold!,
    createdAt: createdAt!,
    line: row.line,
  };
}

/** Ids used twice: each repeat is a problem on its own line, naming the first. */
function reportDuplicateIds(table: Table, problems: CatalogueProblem[]): Set<Row> {
  const ids = table.rows.map((row) => {
    const parsed = parseId(row.cells.id?.text ?? '');
    return 'value' in parsed ? parsed.value : undefined;
  });
  const free = Math.max(0, ...ids.map((id) => id ?? 0)) + 1;
  const first = new Map<number, Row>();
  const repeats = new Set<Row>();
  table.rows.forEach((row, index) => {
    const id = ids[index];
    if (id === undefined) return;
    const earlier = first.get(id);
    if (!earlier) {
      first.set(id, row);
      return;
    }
    repeats.add(row);
    problems.push({
      file: table.file,
      line: row.cells.id?.line ?? row.line,
      id: row.cells.id?.text.trim(),
      column: row.cells.id?.column,
      message: `такий самий номер уже має товар у рядку ${earlier.line}. Дайте цьому товару інший номер, наприклад ${free} (вільний).`,
    });
  });
  return repeats;
}

export function readCatalogue(
  dir: string,
  vocabulary: ShopVocabulary,
  today: string,
): CatalogueRead {
  const problems: CatalogueProblem[] = [];
  const entries: CatalogueEntry[] = [];
  const source = findSource(dir, problems);
  if (!source) return { entries, problems };

  const text = decode(readFileSync(source.path));
  const table =
    source.kind === 'csv'
      ? readCsv(text, source.file, problems)
      : readJson(text, source.file, problems);
  if (!table) return { entries, problems };
  if (table.described === 0) {
    problems.push({
      file: table.file,
      message:
        source.kind === 'csv'
          ? 'у таблиці немає жодного товару: під рядком з назвами стовпців допишіть товари, по одному в рядку.'
          : 'у списку немає жодного товару: допишіть товари між дужками [ ].',
    });
    return { entries, problems };
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
  const ctx: Context = { table, vocabulary, today, photos, videos, problems };
  const repeats = reportDuplicateIds(table, problems);
  for (const row of table.rows) {
    const entry = entryOf(row, ctx);
    if (entry && !repeats.has(row)) entries.push(entry);
  }
  return { entries, problems };
}
