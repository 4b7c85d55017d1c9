import { readdirSync, statSync } from 'node:fs';
import { basename, extname, join, resolve } from 'node:path';
import { parseId } from '../../src/shared/catalogue/parse-basics.ts';
import { parseFileNames } from '../../src/shared/catalogue/parse-files.ts';
import { problemOf, type Parsed } from '../../src/shared/catalogue/parsed.ts';
import { nearest } from '../../src/shared/catalogue/words.ts';
import { VIDEO_TYPES, videoFormatProblem } from '../../src/shared/catalogue/video-file.ts';
import type { Row, Table } from './catalogue-rows.ts';
import type { CatalogueProblem } from './types.ts';

/**
 * A product's photos and video found in the catalogue's folders
 * (docs/owner-catalogue.md): named in its row, in any case and spelling a
 * phone or macOS gives them, or found by its id (`12.jpg`, `12-2.jpg`).
 * A file that is not there is reported with the similar name that is, but
 * never another good's photo.
 */

/** docs/owner-catalogue.md: what the build's photo pipeline (photos.ts) reads; HEIC/HEIF is an iPhone's. */
const PHOTO_TYPES = ['.jpg', '.jpeg', '.png', '.webp', '.avif', '.heic', '.heif'];
const IPHONE_TYPES = ['.heic', '.heif'];

/** A folder of the catalogue that holds media: its files, found by name in any case. */
export interface MediaFolder {
  /** As the folder is named, for messages: 'photos/'. */
  label: string;
  path: string;
  names: string[];
  byKey: Map<string, string[]>;
}

/** A macOS upload names files in NFD: 'й' is two code points there, one in the spreadsheet. */
export const fileKey = (name: string) => name.normalize('NFC').toLowerCase();

export function mediaFolder(dir: string, wanted: string): MediaFolder | undefined {
  const name = readdirSync(dir).find(
    (entry) => entry.toLowerCase() === wanted && statSync(join(dir, entry)).isDirectory(),
  );
  return name === undefined ? undefined : folderAt(resolve(dir, name), `${name}/`);
}

/** The media files of the folder at `path`, called `label` in messages. */
export function folderAt(path: string, label: string): MediaFolder {
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

/**
 * The product's photos, absolute, with every problem of them: `problems`
 * hold the good back (its first photo, the main one, cannot be shown, or it
 * has none); `dropped` are of a later photo, which the good is published
 * without.
 */
export function findPhotos(
  written: readonly string[],
  id: number | undefined,
  folder: MediaFolder,
  column: string,
  taken: (name: string) => boolean,
): { photos: string[]; problems: string[]; dropped: string[] } {
  if (written.length > 0) {
    const parsed = written.map((name) => namedPhoto(folder, name, taken));
    const problems = parsed.flatMap((each) => ('problem' in each ? [each.problem] : []));
    const firstShown = 'value' in parsed[0]!;
    return {
      photos: [...new Set(parsed.flatMap((each) => ('value' in each ? each.value : [])))],
      problems: firstShown ? [] : problems,
      dropped: firstShown ? problems : [],
    };
  }
  // Without a valid id there is nothing to look for, and the id has its own problem.
  if (id === undefined) return { photos: [], problems: [], dropped: [] };
  const photos = photosById(folder, id);
  const problems =
    photos.length === 0
      ? [
          `у товару немає жодного фото. Покладіть фото в папку ${folder.label} з ім’ям ${id}.jpg (наступні — ${id}-2.jpg, ${id}-3.jpg) або напишіть імена файлів у стовпці «${column}».`,
        ]
      : [];
  return { photos, problems, dropped: [] };
}

export function findVideo(written: string, folders: readonly MediaFolder[]): Parsed<string | undefined> {
  if (written === '') return { value: undefined };
  const wrongFormat = videoFormatProblem(written);
  if (wrongFormat) return problemOf(wrongFormat);
  for (const folder of folders) {
    const found = findFile(folder, written);
    if (found) return { value: join(folder.path, found) };
  }
  const [folder] = folders;
  return problemOf(
    folder
      ? missingFile(folder, written, [...VIDEO_TYPES])
      : `файлу «${written}» немає: покладіть його в папку photos/.`,
  );
}

/** The photo files each row uses, named or found by its id: the rows' claims on them. */
export function claimedPhotos(table: Table, folder: MediaFolder): Map<string, Row> {
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


/**
 * The product file's photos/ folder, with a problem when there is none, and
 * the folders its videos may be in: photos/ and videos/.
 */
export function productMedia(
  dir: string,
  file: string,
  problems: CatalogueProblem[],
): { photos: MediaFolder | undefined; videos: MediaFolder[] } {
  const photos = mediaFolder(dir, 'photos');
  if (!photos) {
    problems.push({
      file: 'photos/',
      message: `немає папки photos/ з фото товарів. Створіть її поруч із ${file} і покладіть туди фото (12.jpg, 12-2.jpg …).`,
    });
  }
  // docs/owner-catalogue.md: videos lie with the photos; a videos/ folder is read too.
  const videos = [photos, mediaFolder(dir, 'videos')].filter((folder) => folder !== undefined);
  return { photos, videos };
}
