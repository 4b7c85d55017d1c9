import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, extname, relative } from 'node:path';
import type {
  GalleryEntry,
  PhotoSources,
  Product,
  ProductDetails,
} from '../../src/features/products/types.ts';
import { availabilityOfValues, DETAIL_KEYS } from '../../src/shared/catalogue/fields.ts';
import { AVAILABILITY, availabilityOf } from '../../src/shared/catalogue/availability.ts';
import type { ShopConfig } from '../../src/shared/config/shop-config.ts';
import { priceString } from '../../src/shared/lib/format-price.ts';
import { makePhotos, photoFormat, type PhotoFile, type ResponsivePhoto } from './photos.ts';
import { formatHeld, formatNotes, formatProblems } from './problems.ts';
import { startProgress, type ProgressStream } from './progress.ts';
import { readCatalogue } from './read-catalogue.ts';
import { WITHOUT_IT } from './rows-to-goods.ts';
import {
  collectedGoods,
  COLLECTION_FIELDS,
  COLLECTION_FILE,
  collectionPhotoPaths,
  COLLECTIONS_DIR,
  publishCollections,
  readCollections,
  type PublishedCollection,
} from './read-collections.ts';
import type { CollectionPicture } from '../../src/shared/catalogue/collections.ts';
import { saleNotes, saleOf } from './sale.ts';
import { readShopFile } from './shop-file.ts';
import {
  everyProblem,
  type CatalogueEntry,
  type CatalogueProblem,
  type CatalogueRead,
  type HeldGood,
} from './types.ts';

/**
 * The owner's catalogue folder made into what the build ships
 * (docs/owner-catalogue.md): products in the shape the app reads
 * (src/features/products/types.ts), the shop's configuration, and the files
 * of its photos and videos. Any problem, in the products or in shop.yaml,
 * stops the build with all of them listed in Ukrainian; a build that holds
 * (OnError) publishes what it can and lists the goods held back.
 */

export interface OwnerCatalogue {
  products: Product[];
  shop: ShopConfig;
  /** Photos in every size and format, and videos, below the base path. */
  files: PhotoFile[];
  /** The goods held back (CATALOGUE_ON_ERROR=hold; none otherwise), for the build's report. */
  held: HeldGood[];
  /** What was read with a liberty, for the build's report. */
  notes: CatalogueProblem[];
  /**
   * The collections it publishes, «Нові надходження» first, each with its
   * goods (builder/catalogue/read-collections.ts); their mistakes, and the
   * collections that pick no good, are among the notes.
   */
  collections: PublishedCollection[];
}

/** A catalogue the build cannot ship: its message is the owner's list of what to put right. */
export class CatalogueError extends Error {
  constructor(report: string) {
    super(report);
    this.name = 'CatalogueError';
    // Vite prints the error: the owner needs the list, not where the build noticed.
    this.stack = report;
  }

  [Symbol.for('nodejs.util.inspect.custom')]() {
    return this.message;
  }
}

/** Today in Ukraine, 'YYYY-MM-DD': the date of a product whose date is left empty. */
export function todayInUkraine(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Kyiv' }).format(now);
}


/** The sizes of one photo as the app reads them (it makes the srcsets itself, product-image.tsx). */
const sourcesOf = ({ stem, widths, whole }: ResponsivePhoto): PhotoSources => ({
  stem,
  widths,
  ...(whole ? { whole } : {}),
});

const VIDEO_TYPES: Record<string, string> = { '.mp4': 'mp4', '.webm': 'webm' };

/** A video as a file of the build, named by its content so a replaced one is never served stale. */
function videoFile(path: string): PhotoFile {
  const source = readFileSync(path);
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 8);
  const stem = basename(path, extname(path))
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .slice(0, 40);
  return {
    fileName: `videos/${stem || 'video'}-${hash}.${VIDEO_TYPES[extname(path).toLowerCase()] ?? 'mp4'}`,
    source,
  };
}

function productOf(
  entry: CatalogueEntry,
  photos: ReadonlyMap<string, ResponsivePhoto>,
  videos: ReadonlyMap<string, PhotoFile>,
  base: string,
): Product {
  const [main, ...others] = entry.photos.map((path) => photos.get(path)!);
  const gallery: GalleryEntry[] = others.map((photo) => ({
    type: 'image',
    url: `${base}${photo.src}`,
    sources: sourcesOf(photo),
  }));
  const mainImage = `${base}${main!.src}`;
  if (entry.video) {
    gallery.push({
      type: 'video',
      url: `${base}${videos.get(entry.video)!.fileName}`,
      poster: mainImage,
    });
  }
  return {
    id: entry.id,
    price: priceString(entry.price),
    ...saleOf(entry),
    title: entry.title,
    description: entry.description,
    country: entry.country,
    category: entry.category,
    material: entry.material,
    mainImage,
    mainImageSources: { ...sourcesOf(main!), placeholder: main!.placeholder },
    gallery,
    // Noon in Kyiv: the day the owner wrote, whatever the visitor's time zone.
    createdAt: `${entry.createdAt}T10:00:00.000Z`,
    ...statusOf(entry),
    ...detailsOf(entry),
  };
}

/** A product's status: nothing for a piece on sale. */
function statusOf(entry: CatalogueEntry): Pick<Product, 'status'> {
  const availability = availabilityOfValues(entry);
  return availability === 'available' ? {} : { status: availability };
}

/** The details the owner gave (empty text is none). */
function detailsOf(entry: CatalogueEntry): ProductDetails {
  const details: Record<string, unknown> = {};
  for (const key of DETAIL_KEYS) {
    const value = entry[key];
    if (value !== undefined && value !== '') details[key] = value;
  }
  return details as ProductDetails;
}

/**
 * The order of an owner's goods with no sort chosen (docs/owner-catalogue.md):
 * owners add new goods at the bottom of the sheet, so the newest come first
 * (by the date added; the same day in the sheet's order), the available
 * before the reserved before the sold.
 */
export function shopOrder(products: Product[]): Product[] {
  const rank = (product: Product) => AVAILABILITY[availabilityOf(product)].rank;
  return products.sort(
    (a, b) => rank(a) - rank(b) || (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0),
  );
}

/** The price filter's span: the goods' own prices, in round hundreds, never empty. */
function priceSpan(products: readonly CatalogueEntry[]): ShopConfig['prices'] {
  const prices = products.map(({ price }) => price);
  const min = Math.floor(Math.min(...prices) / 100) * 100;
  const max = Math.ceil(Math.max(...prices) / 100) * 100;
  return { min, max: Math.max(max, min + 100) };
}

/** The folder as the owner would name it: relative to where the build runs. */
const folderName = (dir: string) => relative(process.cwd(), dir) || dir;

/**
 * What the build does with a good it cannot publish (CATALOGUE_ON_ERROR,
 * docs/deploy.md): `stop`, the default, stops with every problem listed;
 * `hold`, the Pages workflow's, holds such goods back, publishes the rest
 * and lists them in its report, and publishes without a shop.yaml setting
 * it cannot read, with a note (shop-file.ts). Problems of the catalogue as a
 * whole (a shop.yaml or a products.csv header that cannot be read, no way
 * to reach the shop, no goods at all) stop either way: no good could be
 * published as meant without them.
 */
export type OnError = 'stop' | 'hold';

/** The catalogue's problems as the owner reads them, as an error that stops the build. */
const stopWith = (problems: readonly CatalogueProblem[], name: string) =>
  new CatalogueError(formatProblems(problems, name));

/**
 * The catalogue's products and shop.yaml, read and checked, without its
 * photos: a problem that stops the build throws, before a photo is made.
 */
export function checkOwnerCatalogue(dir: string, onError: OnError = 'stop') {
  const name = folderName(dir);
  if (!existsSync(dir)) {
    throw new CatalogueError(
      `Папки каталогу «${name}» немає. Перевірте CATALOGUE_DIR: це шлях до папки з products.csv і photos/.`,
    );
  }
  const shopFile = readShopFile(dir, onError);
  const vocabulary = {
    categories: shopFile.shop.categories.map(({ name: category }) => category),
    materials: shopFile.shop.materials.map(({ name: material }) => material),
  };
  const read = readCatalogue(dir, vocabulary, todayInUkraine());
  read.notes.push(...saleNotes(read.entries));
  const stopping = [
    ...shopFile.problems,
    ...(onError === 'hold' ? read.problems : everyProblem(read)),
  ];
  if (stopping.length > 0) throw stopWith(stopping, name);
  // A shop of no goods cannot be drawn: with every good held back, the build stops listing why.
  if (read.entries.length === 0) throw stopWith(everyProblem(read), name);
  return { shopFile, read };
}

/** A problem of `entry`'s photo at `path`, placed as its other problems are. */
function photoProblem(entry: CatalogueEntry, path: string, dir: string, message: string): CatalogueProblem {
  const { place } = entry;
  // An admin's good: by its folder and title, the field by its form's label.
  if (place.line === undefined)
    return { file: place.file, ...(place.title ? { title: place.title } : {}), column: 'Фото', message };
  return { file: `${relative(dir, dirname(path))}/`, id: String(entry.id), message };
}

/**
 * Every photo's real format, from its first bytes, before the long photo
 * work: a file that is no photo at all (a document, a video, half a copy)
 * is named at once with its goods, rather than after minutes of photos. A
 * HEIC photo saved as .JPG is a photo, and builds.
 */
async function notPhotos(
  entries: readonly CatalogueEntry[],
  dir: string,
): Promise<BadPhotos> {
  const formats = new Map<string, Promise<unknown>>();
  const found: BadPhotos = new Map();
  // One after another: a few bytes each, and never thousands of open files at once.
  for (const entry of entries) {
    for (const path of entry.photos) {
      if (!formats.has(path)) formats.set(path, photoFormat(path));
      if ((await formats.get(path)) !== undefined) continue;
      const message =
        `«${basename(path)}» — не фото: файл не схожий ні на JPEG, ні на PNG, WebP, AVIF чи HEIC ` +
        '(це може бути документ, відео або недокопійований файл). Відкрийте його: якщо це фото, ' +
        'збережіть його знову як JPEG і покладіть замість цього файлу; якщо ні — приберіть його з фото товару.';
      found.set(entry, [
        ...(found.get(entry) ?? []),
        { path, problem: photoProblem(entry, path, dir, message) },
      ]);
    }
  }
  return found;
}

/** The read with the goods of `problems` moved from its entries to its goods held back. */
function holdBack(
  read: CatalogueRead,
  problems: ReadonlyMap<CatalogueEntry, CatalogueProblem[]>,
): CatalogueRead {
  if (problems.size === 0) return read;
  return {
    ...read,
    entries: read.entries.filter((entry) => !problems.has(entry)),
    held: [
      ...read.held,
      ...[...problems].map(([entry, own]) => ({ ...entry.place, problems: own })),
    ],
  };
}

/** Photos the site cannot show, by their good: each with its problem. */
type BadPhotos = Map<CatalogueEntry, { path: string; problem: CatalogueProblem }[]>;

/**
 * The read without the photos of `bad`: a photo after the first is dropped
 * from its good, which is published with a note saying so (logged); a good
 * whose first photo, the main one, is bad cannot be shown, and is held back
 * (or, without hold, stops the build).
 */
function setAsideBadPhotos(
  read: CatalogueRead,
  bad: BadPhotos,
  { onError, name, log }: { onError: OnError; name: string; log: (line: string) => void },
): CatalogueRead {
  const mainBad = new Map<CatalogueEntry, CatalogueProblem[]>();
  const dropped: CatalogueProblem[] = [];
  const entries = read.entries.map((entry) => {
    const own = bad.get(entry);
    if (!own) return entry;
    if (own.some(({ path }) => path === entry.photos[0])) {
      mainBad.set(entry, own.map(({ problem }) => problem));
      return entry;
    }
    dropped.push(
      ...own.map(({ problem }) => ({ ...problem, message: `${problem.message} ${WITHOUT_IT}` })),
    );
    const gone = new Set(own.map(({ path }) => path));
    return { ...entry, photos: entry.photos.filter((path) => !gone.has(path)) };
  });
  if (dropped.length > 0) log(formatNotes(dropped, name));
  if (mainBad.size > 0 && onError === 'stop') throw stopWith([...mainBad.values()].flat(), name);
  return holdBack({ ...read, entries, notes: [...read.notes, ...dropped] }, mainBad);
}

/**
 * The catalogue's collections, read and published over its goods as they
 * are published: every mistake, and every collection that picks no good, a
 * note, never a stop.
 */
async function ownerCollections(
  dir: string,
  products: readonly Product[],
  options: { base: string; cacheDir: string },
  builtAt = new Date(),
) {
  const read = readCollections(dir);
  const found = collectionPhotoPaths(dir, read);
  // Made apart from the goods' photos, going on past one it cannot read:
  // a collection's photo never stops the build, nor holds a good back.
  const made = await makePhotos(
    [...found.paths].map(([slug, { path }]) => ({ path, name: `collection-${slug}` })),
    { cacheDir: options.cacheDir, keepGoing: true },
  );
  const pictures = new Map<string, CollectionPicture>();
  const unreadable: CatalogueProblem[] = [];
  for (const [slug, { path, title }] of found.paths) {
    const photo = made.photos.get(path);
    if (photo)
      pictures.set(slug, {
        src: `${options.base}${photo.src}`,
        sources: { ...sourcesOf(photo), placeholder: photo.placeholder },
      });
    else
      unreadable.push({
        file: `${COLLECTIONS_DIR}/${slug}/${COLLECTION_FILE}`,
        title,
        column: COLLECTION_FIELDS.photo.label,
        message: `не вдалося прочитати фото «${basename(path)}»: файл пошкоджений або це не зображення. Відкрийте добірку в адмінці й додайте фото знову. Поки що добірку показано з фото її першого товару.`,
      });
  }
  const published = publishCollections(
    read.flatMap(({ definition }) => definition ?? []),
    collectedGoods(products),
    builtAt,
    pictures,
  );
  return {
    collections: published.collections,
    notes: [...read.flatMap(({ notes }) => notes), ...found.notes, ...unreadable, ...published.notes],
    files: made.files,
  };
}

export async function readOwnerCatalogue(
  dir: string,
  options: {
    base: string;
    cacheDir: string;
    log: (line: string) => void;
    /** Where to show how far the photos have got (a terminal, the Pages log); none when quiet. */
    progress?: ProgressStream;
    /** What to do with a good that cannot be published; 'stop' by default. */
    onError?: OnError;
  },
): Promise<OwnerCatalogue> {
  const name = folderName(dir);
  const onError = options.onError ?? 'stop';
  const checked = checkOwnerCatalogue(dir, onError);
  const { shopFile } = checked;
  let { read } = checked;
  const notes = [...shopFile.notes, ...read.notes];
  if (notes.length > 0) options.log(formatNotes(notes, name));
  const setAside = { onError, name, log: options.log };
  // A later photo that is no photo is dropped with a note; a good whose main one is not, held back.
  read = setAsideBadPhotos(read, await notPhotos(read.entries, dir), setAside);
  if (read.entries.length === 0) throw stopWith(everyProblem(read), name);

  const started = performance.now();
  const named = new Map<string, string>();
  for (const entry of read.entries) {
    entry.photos.forEach((path, index) => {
      if (!named.has(path))
        named.set(path, index === 0 ? `${entry.id}` : `${entry.id}-${index + 1}`);
    });
  }
  let made: Awaited<ReturnType<typeof makePhotos>>;
  const progress =
    options.progress &&
    startProgress({ what: 'фото', total: named.size, stream: options.progress });
  options.progress?.write(`фото: ${named.size}; зроблені раніше беруться з кешу, нові робляться\n`);
  try {
    made = await makePhotos(
      [...named].map(([path, stem]) => ({ path, name: stem })),
      {
        cacheDir: options.cacheDir,
        onPhoto: (fresh) => progress?.tick(fresh),
        // Past a photo it cannot decode: a later one only leaves its good without it.
        keepGoing: true,
      },
    );
    progress?.done();
  } catch (error) {
    throw new CatalogueError(
      `Каталог у «${name}»: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  // Photos that proved unreadable only when decoded: dropped as above, or their goods held back.
  const undecoded: BadPhotos = new Map();
  for (const entry of read.entries) {
    const own = entry.photos.flatMap((path) => {
      const why = made.unreadable.get(path);
      if (why === undefined) return [];
      const message =
        entry.place.line === undefined
          ? `не вдалося прочитати фото «${basename(path)}»: файл пошкоджений або це не зображення. Відкрийте товар в адмінці, приберіть це фото й додайте його знову.`
          : why.charAt(0).toLowerCase() + why.slice(1);
      return [{ path, problem: photoProblem(entry, path, dir, message) }];
    });
    if (own.length > 0) undecoded.set(entry, own);
  }
  read = setAsideBadPhotos(read, undecoded, setAside);
  if (read.entries.length === 0) throw stopWith(everyProblem(read), name);
  if (read.held.length > 0) options.log(formatHeld(read.held, name));
  const videos = new Map(
    read.entries.flatMap(({ video }) => (video ? [[video, videoFile(video)] as const] : [])),
  );
  const products = shopOrder(
    read.entries.map((entry) => productOf(entry, made.photos, videos, options.base)),
  );
  const collections = await ownerCollections(dir, products, options);
  if (collections.notes.length > 0) options.log(formatNotes(collections.notes, name));
  options.log(
    `товари: ${products.length} з каталогу «${name}»; фото: ${named.size}, ` +
      `${made.made} зроблено заново за ${((performance.now() - started) / 1000).toFixed(1)} с`,
  );
  return {
    products,
    held: read.held,
    notes: [...shopFile.notes, ...read.notes, ...collections.notes],
    collections: collections.collections,
    shop: {
      sample: false,
      ...shopFile.shop,
      prices: priceSpan(read.entries),
      contacts: shopFile.contacts,
      seller: shopFile.seller,
      about: shopFile.about,
    },
    files: [...made.files, ...collections.files, ...videos.values()],
  };
}
