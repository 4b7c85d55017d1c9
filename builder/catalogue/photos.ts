import { createHash, randomBytes } from 'node:crypto';
import { mkdir, open, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import sharp, { type OutputInfo, type Sharp } from 'sharp';

/**
 * The owner's photos (docs/owner-catalogue.md) made into what a visitor
 * downloads: never the original (megabytes, and its EXIF may hold where it
 * was taken), but the shop's 3:4 box in AVIF, WebP and, for old browsers,
 * JPEG, at a few widths for srcset, with a blurred placeholder of a few
 * hundred bytes; and when that box cuts the photo (a landscape one), the
 * whole photo too, for the product page, which never crops. Each photo is made once: the files are kept in a cache
 * folder under the hash of the photo's bytes, so a rebuild with the same
 * photos only reads them back, and a replaced photo gets new file names
 * (returning visitors' caches, and the service worker's CacheFirst photos
 * cache of vite.config.ts, never serve a stale one).
 *
 * Measured on this 2-core machine (sharp 0.35.5, libvips 8.18.7) with a
 * 1600×2133 JPEG textured at every scale, as a phone photo is (532 KB), sizes
 * at 320 / 480 / 720 / 1080 px wide:
 *   AVIF q50 effort 3 4:2:0   9.7 / 18.7 / 33.8 / 64.2 KB, 0.8 s for the four
 *        (effort 4: 5 % smaller but 4.4 s; effort 2: 7 % larger, about as fast;
 *        4:4:4, sharp's default: 7 % larger and slower)
 *   WebP q72 effort 4        11.6 / 20.6 / 37.7 / 67.6 KB, 0.26 s
 *   JPEG q75 mozjpeg prog.   16.5 / 31.3 / 59.7 / 113 KB, 0.21 s
 * So a catalogue card (160 CSS px at DPR 2 takes the 320 AVIF) is ~10 KB and
 * page 1's twelve cards well under 300 KB. A photo costs 1.2 s of one core
 * (1.7 s from a 3024×4032 one), two at once: 40 photos (a quarter of them
 * 12 MP) took 40–47 s on the first build while other jobs shared the machine
 * (55 s of CPU, so ~30 s on two free cores), and 0.1 s from the cache.
 */

export interface ResponsivePhoto {
  /** Every file is `<stem>-<width>.<avif|webp|jpg>`: 'photos/12-3fa9c01b' (src/features/products/types.ts, PhotoSources). */
  stem: string;
  /** The widths made, ascending. */
  widths: number[];
  /** Files below the output folder's base, e.g. 'photos/12-3fa9c01b-480.avif 480w, ...', one srcset per format. */
  srcset: { avif: string; webp: string; jpeg: string };
  /** The <img src> fallback: the JPEG at a middle width ('photos/12-3fa9c01b-480.jpg'). */
  src: string;
  /** The largest width made, and its 3:4 height. */
  width: number;
  height: number;
  /** A tiny blurred version as a data: URL (data:image/webp;base64,...), a few hundred bytes. */
  placeholder: string;
  /** The whole photo, uncropped, when the 3:4 box would cut some of it off (a landscape one). */
  whole?: WholePhoto;
}

/** A photo at its own proportions: `<stem>-<width>.<avif|webp|jpg>` as the crop's. */
export interface WholePhoto {
  /** 'photos/12-3fa9c01b-whole'. */
  stem: string;
  widths: number[];
  /** The largest width made, and its height: the photo's own aspect ratio. */
  width: number;
  height: number;
}

export interface PhotoFile {
  fileName: string;
  source: Buffer;
}

/** The formats the build reads, whatever a file's name says. */
export type PhotoFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'heic';

/** ISO BMFF brands (ftyp) of an HEVC image, as iPhones and Android phones write them; 'mif1'/'msf1' alone are HEIF of unknown codec. */
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs']);
const AVIF_BRANDS = new Set(['avif', 'avis']);
/** Enough of the file for every signature below, and an ftyp box's brands. */
const HEADER_BYTES = 64;

/**
 * The photo's real format, read from its first bytes: a phone or a messenger
 * may save a HEIC photo as IMG_1234.JPG, and a file named .jpg may be no
 * photo at all. Undefined for anything the build does not read.
 */
export function formatOf(header: Uint8Array): PhotoFormat | undefined {
  const bytes = Buffer.from(header.buffer, header.byteOffset, header.byteLength);
  const text = (start: number, end: number) => bytes.toString('latin1', start, end);
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (text(0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (text(0, 4) === 'RIFF' && text(8, 12) === 'WEBP') return 'webp';
  if (bytes.length < 16 || text(4, 8) !== 'ftyp') return undefined;
  const boxEnd = Math.min(bytes.readUInt32BE(0), bytes.length);
  // The major brand, then the compatible ones after the minor version.
  const brands = [text(8, 12)];
  for (let at = 16; at + 4 <= boxEnd; at += 4) brands.push(text(at, at + 4));
  if (brands.some((brand) => AVIF_BRANDS.has(brand))) return 'avif';
  if (brands.some((brand) => HEIC_BRANDS.has(brand))) return 'heic';
  return undefined;
}

/** The real format of the photo at `path` (its first bytes only), undefined when it is none the build reads. */
export async function photoFormat(path: string): Promise<PhotoFormat | undefined> {
  const file = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(HEADER_BYTES), 0, HEADER_BYTES, 0);
    return formatOf(buffer.subarray(0, bytesRead));
  } finally {
    await file.close();
  }
}

/**
 * Every choice that changes the files' bytes. It is hashed with each photo,
 * so changing any of it gives every photo new names and new cache entries.
 */
const SETTINGS = {
  // 2: a photo the 3:4 box cuts is also made whole (`whole` below).
  version: 2,
  // 320: a catalogue card at 375 px and DPR 2; 480: DPR 3, or a card on a
  // wider screen; 720: the product gallery on a phone (~343 CSS px at DPR 2);
  // 1080: the gallery at its ~500 CSS px on a DPR 2 screen.
  widths: [320, 480, 720, 1080] as readonly number[],
  // The middle of the photo: the owner frames the piece in the middle, and
  // sees what they framed (a saliency crop could pick a busy background).
  position: 'centre',
  // Transparent PNGs on the cards' colour (src/app/styles/tokens.css, --color-surface).
  background: '#fffdf8',
  avif: { quality: 50, effort: 3, chromaSubsampling: '4:2:0' },
  webp: { quality: 72, effort: 4 },
  jpeg: { quality: 75, mozjpeg: true, progressive: true },
  placeholder: { width: 18, height: 24, quality: 40 },
  // The product page shows a photo whole (never cropped) when the 3:4 box
  // would cut off more than this share of it: a landscape photo loses 44 %.
  whole: { lostShare: 0.02 },
} as const;

const SETTINGS_KEY = JSON.stringify(SETTINGS);
const FORMATS = ['avif', 'webp', 'jpeg'] as const;
type Format = (typeof FORMATS)[number];
const EXTENSION: Record<Format, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };
/** The width of the plain <img src>: what a browser without srcset (or a crawler) gets. */
const SRC_WIDTH = 480;
/** A width kept when the source is narrower than the largest: only if worth a file of its own. */
const OWN_WIDTH_MARGIN = 1.2;
const ENTRY_FILE = 'photo.json';
/** Half-written cache entries older than this are from a build that was stopped. */
const STALE_TEMP_MS = 60 * 60 * 1000;

/** The widths of one shape of a photo, and the size of the largest. */
interface Shape {
  widths: number[];
  width: number;
  height: number;
}

/** What a cache entry's JSON holds: the facts of a ResponsivePhoto without its file names, which depend on `name`. */
interface EntryFacts extends Shape {
  placeholder: string;
  whole?: Shape;
}

interface Encoded {
  facts: EntryFacts;
  /** Keyed by `${width}.${extension}`, the names inside the cache entry. */
  bytes: Map<string, Buffer>;
  /** Whether it was encoded now (not read from the cache). */
  made: boolean;
}

/** 'photos/12.jpg': the file as the owner sees it in the catalogue folder. */
const shownName = (path: string) => `${basename(dirname(path))}/${basename(path)}`;

function unreadable(path: string, cause: unknown): Error {
  return new Error(
    `Не вдалося прочитати фото «${shownName(path)}»: файл пошкоджений або це не зображення. ` +
      'Збережіть його знову як JPEG.',
    { cause },
  );
}

async function readSource(path: string): Promise<Buffer> {
  try {
    return await readFile(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new Error(
      code === 'ENOENT'
        ? `Не вдалося прочитати фото «${shownName(path)}»: такого файлу немає.`
        : `Не вдалося прочитати фото «${shownName(path)}»: ${(error as Error).message}`,
      { cause: error },
    );
  }
}

const hashOf = (source: Buffer, extra = '') =>
  createHash('sha256').update(SETTINGS_KEY).update(extra).update('\0').update(source).digest('hex');

/**
 * The decoder. 'error', not sharp's 'warning': a truncated or broken file
 * fails, yet the harmless warnings some cameras' JPEGs raise (extra bytes
 * before a marker), which every browser shows anyway, do not stop the build.
 */
const decoder = (source: Buffer): Sharp => sharp(source, { failOn: 'error' });

/** A photo ready to be made into sizes: its pixels as sharp reads them, and its size as shown. */
interface Opened {
  /** A fresh pipeline over the photo, already upright. */
  image: () => Sharp;
  width: number;
  height: number;
}

/** The photo's size as shown (EXIF orientation applied), from its header only. */
async function openByHeader(source: Buffer, path: string): Promise<Opened> {
  try {
    const meta = await decoder(source).metadata();
    const size = meta.autoOrient ?? meta;
    if (!size.width || !size.height) throw new Error('no size');
    return { image: () => decoder(source).rotate(), width: size.width, height: size.height };
  } catch (error) {
    throw unreadable(path, error);
  }
}

interface Decoded {
  width: number;
  height: number;
  data: Uint8Array;
}

/** Decodes HEIC photos in worker threads, at most `size` at once; started only when a HEIC comes. */
export interface HeicDecoders {
  decode(source: Buffer): Promise<Decoded>;
  close(): Promise<void>;
}

/**
 * libheif compiled to WebAssembly (heic-decode) holds its thread for a whole
 * decode: in the build's own thread, HEIC photos would decode one after
 * another whatever the concurrency. One worker a photo in flight
 * (builder/catalogue/heic-decode.worker.mjs), kept for the next.
 */
export function heicDecoders(size: number): HeicDecoders {
  const started: Worker[] = [];
  const idle: Worker[] = [];
  const waiting: Array<(worker: Worker) => void> = [];
  const take = () =>
    new Promise<Worker>((resolve) => {
      const free = idle.pop();
      if (free) resolve(free);
      else if (started.length < size) {
        const worker = new Worker(new URL('./heic-decode.worker.mjs', import.meta.url));
        started.push(worker);
        resolve(worker);
      } else waiting.push(resolve);
    });
  const give = (worker: Worker) => {
    const next = waiting.shift();
    if (next) next(worker);
    else idle.push(worker);
  };
  return {
    async decode(source) {
      const worker = await take();
      let crashed = false;
      const decoded = await new Promise<Decoded | Error>((resolve) => {
        const done = (result: Decoded | Error) => {
          worker.off('message', onMessage);
          worker.off('error', onCrash);
          resolve(result);
        };
        const onMessage = (message: Decoded | { error: string }) =>
          done('error' in message ? new Error(message.error) : message);
        // A worker that died (out of memory) is not handed out again; another starts in its place.
        const onCrash = (error: Error) => {
          crashed = true;
          started.splice(started.indexOf(worker), 1);
          done(error);
        };
        worker.on('message', onMessage);
        worker.on('error', onCrash);
        worker.postMessage({ source });
      });
      if (!crashed) give(worker);
      else {
        // Its place is free again: a decode waiting for a worker gets a new one.
        const next = waiting.shift();
        if (next) void take().then(next);
      }
      if (decoded instanceof Error) throw decoded;
      return decoded;
    },
    async close() {
      await Promise.all(started.map((worker) => worker.terminate()));
    },
  };
}

/**
 * A HEIC photo, decoded by libheif (heicDecoders above): sharp's prebuilt
 * libvips reads HEIF but has no HEVC decoder. libheif turns the picture by
 * the file's own rotation (irot/imir), which is how an iPhone stores an
 * upright photo, and hands over bare pixels: no EXIF, so no GPS, can follow
 * them.
 */
async function openHeic(source: Buffer, path: string, heic: HeicDecoders): Promise<Opened> {
  try {
    const { width, height, data } = await heic.decode(source);
    const pixels = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    return { image: () => sharp(pixels, { raw: { width, height, channels: 4 } }), width, height };
  } catch (error) {
    throw unreadable(path, error);
  }
}

async function openPhoto(source: Buffer, path: string, heic: HeicDecoders): Promise<Opened> {
  return formatOf(source.subarray(0, HEADER_BYTES)) === 'heic'
    ? openHeic(source, path, heic)
    : openByHeader(source, path);
}

/** The widest 3:4 box inside `width`×`height`, never larger than the photo. */
function box(width: number, height: number): { width: number; height: number } {
  const boxWidth = Math.max(1, Math.min(width, Math.floor((height * 3) / 4)));
  return { width: boxWidth, height: heightOf(boxWidth) };
}

const heightOf = (width: number) => Math.max(1, Math.round((width * 4) / 3));

/** The widths to make: the shop's, never wider than the photo's box (never upscaled). */
export function widthsFor(boxWidth: number): number[] {
  const widths = SETTINGS.widths.filter((width) => width <= boxWidth);
  const largest = widths.at(-1);
  // A photo narrower than the smallest width is made once, at its own width;
  // one between two widths adds its own on top when that is worth a file.
  if (
    largest === undefined ||
    (widths.length < SETTINGS.widths.length && boxWidth >= largest * OWN_WIDTH_MARGIN)
  )
    widths.push(boxWidth);
  return widths;
}

function encoder(image: Sharp, format: Format): Sharp {
  if (format === 'avif') return image.avif(SETTINGS.avif);
  if (format === 'webp') return image.webp(SETTINGS.webp);
  return image.jpeg(SETTINGS.jpeg);
}

/** The photo in the shop's 3:4 box, cut from its middle. */
function cropShape(size: { width: number; height: number }): Shape {
  const widths = widthsFor(box(size.width, size.height).width);
  const width = widths.at(-1)!;
  return { widths, width, height: heightOf(width) };
}

/** The whole photo, if the 3:4 box cuts off more than a sliver of it. */
function wholeShape(size: { width: number; height: number }): Shape | undefined {
  const kept = box(size.width, size.height);
  if ((kept.width * kept.height) / (size.width * size.height) >= 1 - SETTINGS.whole.lostShare)
    return undefined;
  const widths = widthsFor(size.width);
  const width = widths.at(-1)!;
  return { widths, width, height: Math.max(1, Math.round((width * size.height) / size.width)) };
}

/** The file names of a shape's sizes inside a cache entry: '320.avif', or 'whole-320.avif'. */
const entryName = (prefix: string, width: number, format: Format) =>
  `${prefix}${width}.${EXTENSION[format]}`;

/**
 * Decodes the photo once for `shape` (upright, by its EXIF orientation or
 * a HEIC's own rotation, resized to the shape's largest width, in sRGB), then makes every width and
 * format from those pixels. sharp writes no metadata unless asked, so no EXIF
 * (GPS, the phone's model) and no colour profile leave with the files.
 */
async function encodeShape(
  photo: Opened,
  path: string,
  shape: Shape,
  fit: 'cover' | 'fill',
  prefix: string,
  bytes: Map<string, Buffer>,
): Promise<{ data: Buffer; info: OutputInfo }> {
  let pixels: { data: Buffer; info: OutputInfo };
  try {
    pixels = await photo
      .image()
      .flatten({ background: SETTINGS.background })
      .resize({ width: shape.width, height: shape.height, fit, position: SETTINGS.position })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw unreadable(path, error);
  }
  const raw = {
    raw: { width: pixels.info.width, height: pixels.info.height, channels: pixels.info.channels },
  };
  for (const each of shape.widths) {
    const height = Math.max(1, Math.round((each * shape.height) / shape.width));
    for (const format of FORMATS) {
      let image = sharp(pixels.data, raw);
      if (each !== shape.width) image = image.resize(each, height, { fit: 'fill' });
      bytes.set(entryName(prefix, each, format), await encoder(image, format).toBuffer());
    }
  }
  return pixels;
}

/** Every size and format of the photo: its 3:4 crop with a placeholder, and the whole photo when the crop cuts it. */
async function encode(
  source: Buffer,
  path: string,
  heic: HeicDecoders,
): Promise<Omit<Encoded, 'made'>> {
  const photo = await openPhoto(source, path, heic);
  const crop = cropShape(photo);
  const whole = wholeShape(photo);
  const bytes = new Map<string, Buffer>();
  const pixels = await encodeShape(photo, path, crop, 'cover', '', bytes);
  if (whole) await encodeShape(photo, path, whole, 'fill', WHOLE_PREFIX, bytes);
  const raw = {
    raw: { width: pixels.info.width, height: pixels.info.height, channels: pixels.info.channels },
  };
  const { placeholder: tiny } = SETTINGS;
  const blurred = await sharp(pixels.data, raw)
    .resize(tiny.width, tiny.height, { fit: 'fill' })
    .webp({ quality: tiny.quality, effort: 6 })
    .toBuffer();
  return {
    facts: {
      ...crop,
      placeholder: `data:image/webp;base64,${blurred.toString('base64')}`,
      ...(whole ? { whole } : {}),
    },
    bytes,
  };
}

/** 'whole-': the whole photo's files, beside the crop's, in an entry and in the output. */
const WHOLE_PREFIX = 'whole-';

const fileNames = ({ widths, whole }: EntryFacts) => [
  ...widths.flatMap((width) => FORMATS.map((format) => entryName('', width, format))),
  ...(whole?.widths ?? []).flatMap((width) =>
    FORMATS.map((format) => entryName(WHOLE_PREFIX, width, format)),
  ),
];

/** A cache entry's facts and files, or undefined when it is missing or unusable. */
async function readEntry(entryDir: string): Promise<Omit<Encoded, 'made'> | undefined> {
  try {
    const facts = JSON.parse(await readFile(join(entryDir, ENTRY_FILE), 'utf8')) as EntryFacts;
    if (!Array.isArray(facts.widths) || facts.widths.length === 0) return undefined;
    const names = fileNames(facts);
    const files = await Promise.all(names.map((name) => readFile(join(entryDir, name))));
    return { facts, bytes: new Map(names.map((name, index) => [name, files[index]!])) };
  } catch {
    return undefined;
  }
}

/**
 * Writes into a folder of its own and renames it into place: an entry is
 * whole or absent, even when the build is stopped halfway or two builds
 * write the same photo at once.
 */
async function writeEntry(entryDir: string, encoded: Omit<Encoded, 'made'>): Promise<void> {
  const temp = `${entryDir}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    await mkdir(temp, { recursive: true });
    await Promise.all(
      [...encoded.bytes].map(([name, bytes]) => writeFile(join(temp, name), bytes)),
    );
    // The JSON last: read first, it says which files the entry holds.
    await writeFile(join(temp, ENTRY_FILE), JSON.stringify(encoded.facts));
    await rename(temp, entryDir).catch(async (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
      // Another build put the same entry in place first: it is as good as ours.
      if (await readEntry(entryDir)) return;
      // Or an entry lost files (someone cleaned the folder by hand): replace it.
      await rm(entryDir, { recursive: true, force: true });
      await rename(temp, entryDir);
    });
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
}

/** Removes what stopped builds left half-written; a running build's fresh ones stay. */
async function sweepTemps(cacheDir: string): Promise<void> {
  const names = await readdir(cacheDir).catch(() => [] as string[]);
  await Promise.all(
    names
      .filter((name) => name.includes('.tmp-'))
      .map(async (name) => {
        const path = join(cacheDir, name);
        const { mtimeMs } = await stat(path).catch(() => ({ mtimeMs: Date.now() }));
        if (Date.now() - mtimeMs > STALE_TEMP_MS) await rm(path, { recursive: true, force: true });
      }),
  );
}

/** Runs `task` on each item, at most `limit` at once, results in the items' order. */
async function pool<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>) {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * Two photos at once on a 2-core machine: sharp runs one libvips thread a
 * pipeline here (glibc Linux without jemalloc), so photos in parallel are
 * what use the cores, and each holds at most a decoded photo (48 MB for
 * 12 MP) and its 3:4 crop at once. More than four would only wait for
 * libuv's four threads.
 */
const defaultConcurrency = () => Math.max(1, Math.min(4, availableParallelism()));

/** What makePhotos made: each photo's sizes by its path, their files, how many were new, and what could not be read. */
export interface MadePhotos {
  photos: Map<string, ResponsivePhoto>;
  files: PhotoFile[];
  made: number;
  /** The photos that could not be read (only with `keepGoing`), by path, each with why. */
  unreadable: Map<string, string>;
}

/** Makes (or takes from the cache) every size and format of each photo. `name` is the stem for output files, e.g. '12' or '12-2'. */
export async function makePhotos(
  photos: readonly { path: string; name: string }[],
  options: {
    cacheDir: string;
    dir?: string;
    concurrency?: number;
    /** Called as each photo is done: `made` when it was made now, not taken from the cache. */
    onPhoto?: (made: boolean) => void;
    /**
     * Go on past a photo that cannot be read, and say which (`unreadable`):
     * a build that holds back its good (CATALOGUE_ON_ERROR=hold). Otherwise
     * the first such photo stops the making.
     */
    keepGoing?: boolean;
  },
): Promise<MadePhotos> {
  const { cacheDir, dir = 'photos', concurrency = defaultConcurrency(), onPhoto } = options;
  await mkdir(cacheDir, { recursive: true });
  await sweepTemps(cacheDir);
  const heic = heicDecoders(concurrency);
  try {
    return await makeAll(photos, {
      cacheDir,
      dir,
      concurrency,
      heic,
      onPhoto,
      keepGoing: options.keepGoing ?? false,
    });
  } finally {
    await heic.close();
  }
}

async function makeAll(
  photos: readonly { path: string; name: string }[],
  options: {
    cacheDir: string;
    dir: string;
    concurrency: number;
    heic: HeicDecoders;
    onPhoto: ((made: boolean) => void) | undefined;
    keepGoing: boolean;
  },
): Promise<MadePhotos> {
  const { cacheDir, dir, concurrency, heic, onPhoto, keepGoing } = options;
  // The same bytes under two paths are encoded once.
  const byHash = new Map<string, Promise<Encoded>>();
  const obtain = (hash: string, source: Buffer, path: string): Promise<Encoded> => {
    let pending = byHash.get(hash);
    if (!pending) {
      const entryDir = join(cacheDir, hash.slice(0, 16));
      pending = readEntry(entryDir).then(async (cached) => {
        if (cached) return { ...cached, made: false };
        const encoded = await encode(source, path, heic);
        await writeEntry(entryDir, encoded);
        return { ...encoded, made: true };
      });
      byHash.set(hash, pending);
    }
    return pending;
  };

  const unreadable = new Map<string, string>();
  const attempts = await pool(photos, concurrency, async ({ path, name }) => {
    try {
      const source = await readSource(path);
      const hash = hashOf(source);
      const encoded = await obtain(hash, source, path);
      onPhoto?.(encoded.made);
      return { path, name, hash: hash.slice(0, 8), encoded };
    } catch (error) {
      if (!keepGoing) throw error;
      unreadable.set(path, error instanceof Error ? error.message : String(error));
      onPhoto?.(false);
      return undefined;
    }
  });
  const results = attempts.filter((each) => each !== undefined);

  const out = new Map<string, ResponsivePhoto>();
  const files: PhotoFile[] = [];
  const counted = new Set<Encoded>();
  let made = 0;
  for (const { path, name, hash, encoded } of results) {
    const { widths, width, height, placeholder, whole } = encoded.facts;
    const stem = `${dir}/${name}-${hash}`;
    const file = (each: number, format: Format) => `${stem}-${each}.${EXTENSION[format]}`;
    const srcset = (format: Format) =>
      widths.map((each) => `${file(each, format)} ${each}w`).join(', ');
    const middle = widths.reduce((best, each) =>
      Math.abs(each - SRC_WIDTH) < Math.abs(best - SRC_WIDTH) ? each : best,
    );
    out.set(path, {
      stem,
      widths,
      srcset: { avif: srcset('avif'), webp: srcset('webp'), jpeg: srcset('jpeg') },
      src: file(middle, 'jpeg'),
      width,
      height,
      placeholder,
      ...(whole ? { whole: { stem: `${stem}-whole`, ...whole } } : {}),
    });
    for (const each of widths)
      for (const format of FORMATS)
        files.push({
          fileName: file(each, format),
          source: encoded.bytes.get(entryName('', each, format))!,
        });
    for (const each of whole?.widths ?? [])
      for (const format of FORMATS)
        files.push({
          fileName: `${stem}-whole-${each}.${EXTENSION[format]}`,
          source: encoded.bytes.get(entryName(WHOLE_PREFIX, each, format))!,
        });
    if (encoded.made && !counted.has(encoded)) made += 1;
    counted.add(encoded);
  }
  return { photos: out, files, made, unreadable };
}
