import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { jsonRoot, newTable, objectRow, reportMissing, type Table } from './catalogue-rows.ts';
import type { CatalogueProblem } from './types.ts';

/**
 * The goods the owner's admin keeps (docs/decisions/033-owner-admin.md):
 * `catalogue/items/<id>-<slug>/index.json`, one folder a good, its photos
 * beside its file. Each index.json is one object under the fields' English
 * keys (src/shared/catalogue/fields.ts), numbers and text as JSON writes
 * them, photos a list of file names in its folder. Each becomes a table of
 * one row, which read-catalogue.ts checks as it checks a spreadsheet's rows.
 */

export const ITEMS_DIR = 'items';
/** The admin's collection of goods (builder/admin/admin-config.ts), as the build's notes name it. */
export const GOODS_FORM = 'Товари';
export const ITEM_FILE = 'index.json';

/** One good's folder, read. */
export interface ItemFolder {
  /** Its folder's name: '2611251430-vaza-madonna'. */
  name: string;
  /** Its folder, absolute: where its photos are. */
  path: string;
  /** Its index.json as a table of one row; undefined when the file cannot be read. */
  table: Table | undefined;
  /** What is wrong with the folder or its file before any value is read: the good's own. */
  problems: CatalogueProblem[];
}

const natural = new Intl.Collator('uk', { numeric: true, sensitivity: 'base' });

/** The admin's folder of goods in `dir`, if the catalogue has one ('items', in any case). */
export function itemsFolder(dir: string): string | undefined {
  if (!existsSync(dir)) return undefined;
  const name = readdirSync(dir).find(
    (entry) => entry.toLowerCase() === ITEMS_DIR && statSync(join(dir, entry)).isDirectory(),
  );
  return name === undefined ? undefined : join(dir, name);
}

/** One good's index.json as a table, or undefined with why it cannot be read. */
function readItem(path: string, file: string, problems: CatalogueProblem[]): Table | undefined {
  // The admin writes UTF-8; an editor on Windows may add a BOM.
  const text = readFileSync(path, 'utf8').replace(/^\uFEFF/, '');
  const json = jsonRoot(text, file, problems, {
    type: 'object',
    notType:
      'файл має описувати один товар у фігурних дужках: { "id": 12, "title": "…", "price": 1200, … }. Відкрийте товар в адмінці й збережіть його знову.',
    // Where in the JSON it breaks means nothing to an owner who never sees the file.
    unreadable:
      'файл товару не прочитати: його змінено не в адмінці, або він записався не весь. Видаліть цей товар і додайте його знову в адмінці.',
  });
  if (!json) return undefined;
  const { root, lineOf } = json;
  const table = newTable(file, 'item', 1);
  table.rows.push(objectRow(root, table, lineOf, problems, new Set()));
  reportMissing(table, Object.values(table.columns), problems, undefined);
  return table;
}

/**
 * Every good's folder under `items/` in the folders' order (natural: 9
 * before 10), each with its index.json read; a folder without one, or a
 * file lying loose in `items/`, is listed with its problem, as nothing may
 * vanish silently. Everything under `items/` is about one good, so a build
 * that holds (CATALOGUE_ON_ERROR=hold) holds that one back and goes on.
 */
export function readItems(folder: string): ItemFolder[] {
  const label = ITEMS_DIR;
  const names = readdirSync(folder)
    .filter((name) => !name.startsWith('.'))
    .sort(natural.compare);
  return names.map((name) => {
    const path = join(folder, name);
    const problems: CatalogueProblem[] = [];
    const found: ItemFolder = { name, path, table: undefined, problems };
    if (!statSync(path).isDirectory()) {
      problems.push({
        file: `${label}/${name}`,
        message: `файл лежить просто в папці ${label}/, а там мають бути лише папки товарів. Фото товару кладіть у його папку (або додайте в адмінці), а цей файл видаліть.`,
      });
      return found;
    }
    const file = readdirSync(path).find((entry) => entry.toLowerCase() === ITEM_FILE);
    if (!file) {
      problems.push({
        file: `${label}/${name}/`,
        message: `у папці немає ${ITEM_FILE}, тож це не товар. Якщо товар видалено, видаліть і папку; якщо ні — додайте його знову в адмінці.`,
      });
      return found;
    }
    found.table = readItem(join(path, file), `${label}/${name}/${file}`, problems);
    return found;
  });
}
