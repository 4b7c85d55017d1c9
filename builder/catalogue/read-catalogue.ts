import { basename } from 'node:path';
import type { Table } from './catalogue-rows.ts';
import { claimedPhotos, folderAt, productMedia, type MediaFolder } from './find-media.ts';
import { folderNumberProblem, sharedNumbers } from './goods-numbers.ts';
import { ITEMS_DIR, itemsFolder, readItems, type ItemFolder } from './read-items.ts';
import { findSource, PRODUCTS_CSV, readSheet, type Source } from './read-sheets.ts';
import { inItem, outcomeOf, withOneSpelling, type Context } from './rows-to-goods.ts';
import type { CatalogueProblem, CatalogueRead, GoodOutcome, ShopVocabulary } from './types.ts';

/**
 * The owner's catalogue read and checked (docs/owner-catalogue.md). The
 * owner is not a programmer, so values are read as people type them
 * (`1 200 грн`, `вази`, `02.11.2026`), and whatever cannot be read is
 * reported, never dropped or guessed: every problem of every row at once,
 * each saying what to write instead, so one round of fixes is enough.
 * Three files do the work: read-sheets.ts reads products.csv or .json into
 * rows, find-media.ts finds each good's photos and video, rows-to-goods.ts
 * turns each row into a good; read-items.ts reads the admin's goods.
 */

/** The product file's table, its photos and videos; undefined when it cannot be read. */
function readProductFile(
  dir: string,
  source: Source,
  problems: CatalogueProblem[],
): { table: Table; photos: MediaFolder | undefined; videos: MediaFolder[] } | undefined {
  const table = readSheet(source, problems);
  return table && { table, ...productMedia(dir, source.file, problems) };
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
