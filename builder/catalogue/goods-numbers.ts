import { parseId } from '../../src/shared/catalogue/parse-basics.ts';
import type { Row, Table } from './catalogue-rows.ts';
import type { ItemFolder } from './read-items.ts';
import type { CatalogueProblem } from './types.ts';

/**
 * Each good's number (docs/owner-catalogue.md, docs/decisions/033-owner-admin.md):
 * its address on the site, its key in visitors' favourites and baskets, and,
 * for a good of the admin, the start of its folder's name. It is never
 * changed once published, so the build never changes one either: a number
 * used twice, or a good's number that disagrees with its folder, stops the
 * build with both places named, and the owner decides.
 */

/** A row's number, when it reads as one (a bad one is reported with the row's other values). */
const numberOf = (row: Row): number | undefined => numberOfText(row.cells.id?.text ?? '');

const numberOfText = (text: string): number | undefined => {
  const parsed = parseId(text);
  return 'value' in parsed ? parsed.value : undefined;
};

/** Where a row is, as a message says it from another row of `from`. */
const placeOf = (table: Table, row: Row, from: Table): string =>
  table === from ? `у рядку ${row.line}` : `у ${table.file}${table.kind === 'item' ? '' : `, рядок ${row.line}`}`;

/** What the owner does about a number that `later` repeats from `earlier`. */
function advice(later: Table, earlier: Table, id: number, free: number): string {
  if (later.kind !== 'item') return `Дайте цьому товару інший номер, наприклад ${free} (вільний).`;
  const renew = 'видаліть в адмінці й додайте знову: новий товар отримає новий номер';
  if (earlier.kind !== 'item') {
    return (
      `Номер цього товару дала адмінка, і він — у назві його папки. Якщо товару з ${earlier.file} ще немає на сайті, ` +
      `дайте йому там інший номер, наприклад ${free}; а якщо він уже є, то цей товар ${renew}.`
    );
  }
  return (
    'Обидва, мабуть, додано в адмінці в ту саму хвилину. Відкрийте на сайті сторінку товару ' +
    `з номером ${id} (…/catalog/${id}): товар, що там, лишіть, а інший ${renew}.`
  );
}

/**
 * Numbers used twice across products.csv (or .json) and the admin's goods,
 * in `tables`' order: each repeat is a problem where it is, naming where the
 * number is first; the repeats are left out of the shop.
 */
export function reportSharedIds(tables: readonly Table[], problems: CatalogueProblem[]): Set<Row> {
  const rows = tables.flatMap((table) =>
    table.rows.map((row) => ({ table, row, id: numberOf(row) })),
  );
  const used = new Set(rows.map(({ id }) => id));
  // A free number for a spreadsheet's row: after its own, never one of the admin's long ones.
  let free = Math.max(0, ...rows.map(({ table, id }) => (table.kind === 'item' ? 0 : (id ?? 0)))) + 1;
  while (used.has(free)) free += 1;
  const first = new Map<number, { table: Table; row: Row }>();
  const repeats = new Set<Row>();
  for (const { table, row, id } of rows) {
    if (id === undefined) continue;
    const earlier = first.get(id);
    if (!earlier) {
      first.set(id, { table, row });
      continue;
    }
    repeats.add(row);
    problems.push({
      file: table.file,
      line: row.cells.id?.line ?? row.line,
      id: row.cells.id?.text.trim(),
      column: row.cells.id?.column,
      message: `такий самий номер уже має товар ${placeOf(earlier.table, earlier.row, table)}. ${advice(table, earlier.table, id, free)}`,
    });
  }
  return repeats;
}

/**
 * A good of the admin whose number is not the one its folder is named by
 * (`12-vaza/` holding `"id": 13`): the number was changed by hand, which
 * would move the good's address; reported, and the good left out.
 */
export function reportFolderNumber(item: ItemFolder, row: Row, problems: CatalogueProblem[]): boolean {
  const id = numberOf(row);
  if (id === undefined || item.table === undefined) return true;
  // The admin names the folder by the number as it wrote it: `2611260115-vaza/` or `2611260115-3f9a0c12-vaza/`.
  const withRandom = /^\d+-[0-9a-f]{8}(?=-|$)/i.exec(item.name)?.[0];
  const digits = /^(\d+)(?:-|$)/.exec(item.name)?.[1];
  const named = [withRandom, digits].filter((each) => each !== undefined);
  if (named.some((each) => numberOfText(each) === id)) return true;
  const folderNumber = named[0];
  const cell = row.cells.id;
  problems.push({
    file: item.table.file,
    line: cell?.line ?? row.line,
    id: cell?.text.trim(),
    column: cell?.column,
    message:
      folderNumber === undefined
        ? `назва папки «${item.name}» має починатися з номера товару: «${id}-${item.name}». Перейменуйте папку, або видаліть товар і додайте його знову в адмінці.`
        : `номер ${cell?.text.trim() ?? id} не збігається з номером у назві папки «${item.name}». Номер товару не змінюють: за ним покупці знаходять товар. Поверніть у файлі номер ${folderNumber}.`,
  });
  return false;
}
