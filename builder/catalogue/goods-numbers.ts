import { parseDate } from '../../src/shared/catalogue/parse-date.ts';
import { parseId } from '../../src/shared/catalogue/parse-basics.ts';
import type { Row, Table } from './catalogue-rows.ts';
import type { ItemFolder } from './read-items.ts';
import type { CatalogueProblem } from './types.ts';

/**
 * Each good's number (docs/owner-catalogue.md, docs/decisions/033-owner-admin.md):
 * its address on the site, its key in visitors' favourites and baskets, and,
 * for a good of the admin, the start of its folder's name. It is never
 * changed once published, so the build never changes one either: a number
 * used twice stays with the good saved earlier, the other is held back with
 * both places named, and a good's number that disagrees with its folder is
 * held back too; the owner decides.
 */

/** A good as the numbers see it: its row, where it is, and how the owner knows it. */
export interface NumberedGood {
  table: Table;
  row: Row;
  /** For an admin's good: its folder as the owner's repository names it ('catalogue/items/12-vaza'). */
  folder?: string;
}

/** A row's number, when it reads as one (a bad one is reported with the row's other values). */
const numberOf = (row: Row): number | undefined => numberOfText(row.cells.id?.text ?? '');

const numberOfText = (text: string): number | undefined => {
  const parsed = parseId(text);
  return 'value' in parsed ? parsed.value : undefined;
};

/**
 * The day a good was added, 'YYYY-MM-DD', as written; '' (before every day)
 * when it has none: a spreadsheet's rows without dates were there before
 * the admin, which always writes one. A date that cannot be read is after
 * every day: that good is held back for it anyway.
 */
const addedOn = (row: Row, today: string): string => {
  const written = row.cells.createdAt?.text.trim() ?? '';
  if (written === '') return '';
  const parsed = parseDate(written, today);
  return 'value' in parsed ? parsed.value : '9999-12-31';
};

/** Where a good is, as a message says it from `from`'s place. */
function placeOf(good: NumberedGood, from: Table): string {
  const { table, row, folder } = good;
  if (folder) {
    const title = row.cells.title?.text.trim();
    return `${title ? `«${title}» ` : ''}(${folder})`;
  }
  return table === from ? `у рядку ${row.line}` : `у ${table.file}, рядок ${row.line}`;
}

/** What the owner does about a number that `later` repeats from `earlier`. */
function advice(later: NumberedGood, earlier: NumberedGood, free: number): string {
  if (!later.folder) return `Дайте цьому товару інший номер, наприклад ${free} (вільний).`;
  const renew = 'видаліть в адмінці й додайте знову: новий товар отримає новий номер';
  if (!earlier.folder) {
    return (
      `Номер цього товару дала адмінка, і він — у назві його папки. Якщо товару з ${earlier.table.file} ще немає на сайті, ` +
      `дайте йому там інший номер, наприклад ${free}; а якщо він уже є, то цей товар ${renew}.`
    );
  }
  return `Обидва, мабуть, додано в адмінці в ту саму хвилину. Номер лишається за тим товаром, а цей ${renew}.`;
}

/**
 * Numbers used twice across products.csv (or .json) and the admin's goods:
 * the number stays with the good added earlier (by its date `Додано`, none
 * being the earliest and an unreadable one the latest; on the same day, the one first in `goods`' order: the spreadsheet's rows in
 * their order, then the admin's folders by name), and each other good with
 * it gets a problem naming that one. A published good was added before any
 * good that repeats its number, so it keeps it whenever its date is older;
 * on one day the folder's name decides, which is arbitrary but never
 * changes from one build to the next.
 */
export function sharedNumbers(
  goods: readonly NumberedGood[],
  today: string,
): Map<Row, CatalogueProblem> {
  const numbered = goods.flatMap((good, place) => {
    const id = numberOf(good.row);
    return id === undefined ? [] : [{ good, id, place, added: addedOn(good.row, today) }];
  });
  const used = new Set(numbered.map(({ id }) => id));
  // A free number for a spreadsheet's row: after its own, never one of the admin's long ones.
  let free =
    Math.max(0, ...numbered.map(({ good, id }) => (good.folder === undefined ? id : 0))) + 1;
  while (used.has(free)) free += 1;
  const earliest = [...numbered].sort(
    (a, b) => (a.added < b.added ? -1 : a.added > b.added ? 1 : a.place - b.place),
  );
  const first = new Map<number, NumberedGood>();
  const repeats = new Map<Row, CatalogueProblem>();
  for (const { good, id } of earliest) {
    const earlier = first.get(id);
    if (!earlier) {
      first.set(id, good);
      continue;
    }
    const cell = good.row.cells.id;
    repeats.set(good.row, {
      file: good.table.file,
      line: cell?.line ?? good.row.line,
      id: cell?.text.trim(),
      column: cell?.column,
      message: `такий самий номер уже має товар ${placeOf(earlier, good.table)}. ${advice(good, earlier, free)}`,
    });
  }
  return repeats;
}

/**
 * A good of the admin whose number is not the one its folder is named by
 * (`12-vaza/` holding `"id": 13`): the number was changed by hand, which
 * would move the good's address; its problem, if so.
 */
export function folderNumberProblem(item: ItemFolder, row: Row): CatalogueProblem | undefined {
  const id = numberOf(row);
  if (id === undefined || item.table === undefined) return undefined;
  // The admin names the folder by the number as it wrote it: `2611260115-vaza/` or `2611260115-3f9a0c12-vaza/`.
  const withRandom = /^\d+-[0-9a-f]{8}(?=-|$)/i.exec(item.name)?.[0];
  const digits = /^(\d+)(?:-|$)/.exec(item.name)?.[1];
  const named = [withRandom, digits].filter((each) => each !== undefined);
  if (named.some((each) => numberOfText(each) === id)) return undefined;
  const folderNumber = named[0];
  const cell = row.cells.id;
  return {
    file: item.table.file,
    line: cell?.line ?? row.line,
    id: cell?.text.trim(),
    column: cell?.column,
    message:
      folderNumber === undefined
        ? `назва папки «${item.name}» має починатися з номера товару: «${id}-${item.name}». Перейменуйте папку, або видаліть товар і додайте його знову в адмінці.`
        : `номер ${cell?.text.trim() ?? id} не збігається з номером у назві папки «${item.name}». Номер товару не змінюють: за ним покупці знаходять товар. Поверніть у файлі номер ${folderNumber}.`,
  };
}
