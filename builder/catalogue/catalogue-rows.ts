import {
  parseTree,
  printParseErrorCode,
  type Node as JsonNode,
  type ParseError,
} from 'jsonc-parser';
import {
  ALL_COLUMN_NAMES,
  CATALOGUE_FIELDS,
  FIELD_KEYS,
  fieldOfColumn as fieldNamed,
  REQUIRED_FIELDS,
  type FieldKey,
} from '../../src/shared/catalogue/fields.ts';
import { problemOf, type Parsed } from '../../src/shared/catalogue/parsed.ts';
import { columnKey, nearest, quoted } from '../../src/shared/catalogue/words.ts';
import type { CatalogueProblem } from './types.ts';

/**
 * The owner's files as the reader (read-catalogue.ts) sees them before any
 * value is read: rows of cells, each cell the text of one field with where it
 * was written. A spreadsheet's rows, products.json's objects and each good's
 * own index.json (catalogue/items/, written by the admin) all become these,
 * so one reader checks them all alike.
 */

/** Offsets where each line starts; lines end with \r\n, \n or, from old Excel for Mac, \r. */
export function lineStarts(text: string): number[] {
  const starts = [0];
  for (const match of text.matchAll(/\r\n|\r|\n/g)) starts.push(match.index + match[0].length);
  return starts;
}

/** The 1-based line and column of `offset`. */
export function positionAt(starts: readonly number[], offset: number): { line: number; column: number } {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (starts[middle]! <= offset) low = middle;
    else high = middle - 1;
  }
  return { line: low + 1, column: offset - starts[low]! + 1 };
}

// ---------------------------------------------------------------- rows

export interface Cell {
  /** The column as the file names it. */
  column: string;
  text: string;
  /** Where the value is: its row's line in a CSV, its own line in JSON. */
  line: number;
  /** A JSON value that is neither text nor a number: reported where it was read. */
  unreadable?: true;
}

export interface Row {
  line: number;
  cells: Partial<Record<FieldKey, Cell>>;
}

export interface Table {
  file: string;
  kind: Kind;
  rows: Row[];
  /** The file's own name of each field it has. */
  columns: Partial<Record<FieldKey, string>>;
  /** Required fields the whole file lacks: reported once, not on every row. */
  missing: Set<FieldKey>;
  /** Products the file describes, read or not: none is a problem of its own. */
  described: number;
}

/** A table of `file` with no row yet; `described` products so far. */
export function newTable(file: string, kind: Kind, described = 0): Table {
  return { file, kind, rows: [], columns: {}, missing: new Set(), described };
}

/** products.csv, products.json, or one good's index.json (read-items.ts). */
export type Kind = 'csv' | 'json' | 'item';

/** How the owner's file calls a column: a spreadsheet has columns, JSON has fields. */
export const COLUMN_WORDS = {
  csv: { unknown: 'невідомий стовпець', of: 'стовпця', plural: 'стовпці' },
  json: { unknown: 'невідоме поле', of: 'поля', plural: 'поля' },
  item: { unknown: 'невідоме поле', of: 'поля', plural: 'поля' },
} as const;

/**
 * A field as the owner's admin names it: the label its form shows
 * (`Ціна`), or, for a field the form leaves out, its column's name.
 * An admin's good is spoken of in these words, never in its file's keys.
 */
export function fieldLabel(field: FieldKey): string {
  const { form, columns } = CATALOGUE_FIELDS[field];
  return 'label' in form ? form.label : columns[0];
}

/** The field a column name stands for; a problem for an unknown name. */
export function fieldOfColumn(name: string, kind: Kind): Parsed<FieldKey> {
  const words = COLUMN_WORDS[kind];
  const field = fieldNamed(name);
  if (field) return { value: field };
  // The owner of an admin's good never sees its file, nor the keys in it.
  if (kind === 'item')
    return problemOf(
      'у файлі товару є поле, якого адмінка не пише: його дописано не в адмінці. Приберіть його з файлу товару.',
    );
  // The admin writes a good's fields under their English keys; a spreadsheet names them in Ukrainian.
  const known = FIELD_KEYS.map((each) => CATALOGUE_FIELDS[each].columns[0]);
  const guess = nearest(name, ALL_COLUMN_NAMES, columnKey);
  const typo = guess.typo ? ` Мабуть, помилка в назві: ${quoted(guess.names)}?` : '';
  return problemOf(
    `${words.unknown}.${typo} Сайт знає ${words.plural} ${known.join(', ')} (або їхні англійські назви). ` +
      'Виправте назву; а якщо це ваші примітки, видаліть їх із файлу.',
  );
}

/** Required fields no column stands for: one problem each, listing what the file does have. */
export function reportMissing(
  table: Table,
  present: readonly string[],
  problems: CatalogueProblem[],
  line: number | undefined,
) {
  for (const field of REQUIRED_FIELDS) {
    if (table.columns[field]) continue;
    table.missing.add(field);
    const words = COLUMN_WORDS[table.kind];
    const ukrainian = CATALOGUE_FIELDS[field].columns[0];
    const now = `Зараз ${words.plural}: ${present.length > 0 ? present.join(', ') : 'жодного'}.`;
    if (table.kind === 'item') {
      problems.push({
        file: table.file,
        column: field,
        message: `не заповнено, а без цього товар не опублікувати. Відкрийте товар в адмінці й заповніть «${fieldLabel(field)}».`,
      });
      continue;
    }
    const english = ukrainian === field ? '' : ` (або «${field}»)`;
    const add =
      table.kind === 'csv'
        ? `Додайте стовпець «${ukrainian}».`
        : `Додайте поле «${ukrainian}» кожному товару.`;
    problems.push({
      file: table.file,
      line,
      message: `немає ${words.of} «${ukrainian}»${english}, а без нього не можна. ${now} ${add}`,
    });
  }
}

// ---------------------------------------------------------------- JSON

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

/**
 * The JSON text's tree, or undefined with its first syntax error reported
 * in the owner's words (`instead` says what else they may do).
 */
function parseJson(
  text: string,
  file: string,
  problems: CatalogueProblem[],
  instead: string,
): JsonNode | undefined {
  const starts = lineStarts(text);
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false });
  // Only the first error: after it the parser is lost, and what it says next is noise.
  const [error] = errors;
  if (!error) return root;
  const { line, column } = positionAt(starts, error.offset);
  const before = text.slice(0, error.offset).trimEnd();
  const meaning =
    /^[}\]]/.test(text.slice(error.offset)) && before.endsWith(',')
      ? 'зайва кома перед дужкою (після останнього значення коми не буває)'
      : (JSON_ERRORS[printParseErrorCode(error.error)] ?? 'запис JSON тут порушено');
  problems.push({
    file,
    line,
    message: `файл не прочитати: у рядку ${line}, символ ${column} — ${meaning}. Виправте це місце${instead}.`,
  });
  return undefined;
}

/**
 * A JSON file's root, of the `type` the file must have, with the line of
 * each of its nodes; undefined with the problem reported when it cannot be
 * parsed (in `unreadable`'s words when given, else where it breaks and
 * `instead`) or is not of that type (`notType`).
 */
export function jsonRoot(
  text: string,
  file: string,
  problems: CatalogueProblem[],
  {
    type,
    notType,
    instead = '',
    unreadable,
  }: { type: 'array' | 'object'; notType: string; instead?: string; unreadable?: string },
): { root: JsonNode; lineOf: (node: JsonNode) => number } | undefined {
  const root = parseJson(text, file, unreadable === undefined ? problems : [], instead);
  if (!root) {
    if (unreadable !== undefined) problems.push({ file, message: unreadable });
    return undefined;
  }
  if (root.type !== type) {
    problems.push({ file, message: notType });
    return undefined;
  }
  const starts = lineStarts(text);
  return { root, lineOf: (node) => positionAt(starts, node.offset).line };
}

/**
 * One JSON object (a product of products.json, or a good's index.json) as a
 * row of `table`; `reported` keeps the unknown names already reported, once
 * a name for the whole file.
 */
export function objectRow(
  item: JsonNode,
  table: Table,
  lineOf: (node: JsonNode) => number,
  problems: CatalogueProblem[],
  reported: Set<string>,
): Row {
  const { file } = table;
  const row: Row = { line: lineOf(item), cells: {} };
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
  return row;
}
