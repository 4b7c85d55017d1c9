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
import { fieldLabel, type Row, type Table } from './catalogue-rows.ts';
import { fileKey, findPhotos, findVideo, type MediaFolder } from './find-media.ts';
import { ITEMS_DIR, type ItemFolder } from './read-items.ts';
import type { CatalogueEntry, CatalogueProblem, GoodOutcome } from './types.ts';

/**
 * A row of the owner's file (read-sheets.ts) or an admin's good
 * (read-items.ts) turned into a good: each cell read as the table of fields
 * says (src/shared/catalogue/fields.ts), its photos and video found
 * (find-media.ts), published or held back with every problem of it.
 */

/** What a row is read with: its table, the shop's words, where its photos are. */
export interface Context {
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
export function inItem(item: ItemFolder, title: string | undefined) {
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

/** What a note of a photo beyond the first or of a video adds: the good is on the site. */
export const WITHOUT_IT = 'Товар опубліковано без нього.';

/** A row as a good: published, or held back with its problems (`found`: those found before its values were read). */
export function outcomeOf(row: Row, ctx: Context, found: readonly CatalogueProblem[]): GoodOutcome {
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

  // A video the site cannot show, or a photo after the first, leaves the good published
  // without it, with a note; a good held back for something else lists it with the rest.
  const without: CatalogueProblem[] = [];
  const video = read.video === undefined ? undefined : findVideo(read.video, ctx.videos);
  if (video && 'problem' in video) without.push({ ...placeOf('video'), message: video.problem });

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
    for (const message of found.dropped)
      without.push({ ...placeOf('photos'), message: item ? itemPhotoProblem(message) : message });
  } else unread = true; // reported once, for the whole folder

  const held = own.length > 0 || unread;
  if (held) own.push(...without);
  else notes.push(...without.map((note) => ({ ...note, message: `${note.message} ${WITHOUT_IT}` })));
  const placed = item ? inItem(item, title) : (problem: CatalogueProblem) => problem;
  ctx.notes.push(...notes.map(placed));
  const place = {
    ...(item ? { file: `${ITEMS_DIR}/${item.name}/` } : { file: table.file, line: row.line }),
    ...(idText ? { id: idText } : {}),
    ...(title ? { title } : {}),
  };
  if (held) return { held: { ...place, problems: own.map(placed) } };
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
export function withOneSpelling(entries: CatalogueEntry[]): CatalogueEntry[] {
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
