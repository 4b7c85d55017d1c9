// @vitest-environment node
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatOf, makePhotos, photoFormat, widthsFor, type PhotoFile } from './photos.ts';

/**
 * builder/catalogue/photos.ts on photos made here: one as large and as
 * detailed as a phone's (sizes and names), small ones for the rest, so the
 * whole file runs in a few seconds.
 */

let root: string;
let photosDir: string;
let cacheDir: string;

/** A seeded generator, so the "phone photo" is the same on every run. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A 1600×2133 JPEG with texture at every scale, from broad light down to
 * grain, as a phone photo has: plain noise would melt away when scaled down
 * and make the small sizes look far lighter than a real photo's.
 */
async function phonePhoto(width = 1600, height = 2133): Promise<Buffer> {
  const random = mulberry32(7);
  const sum = new Float32Array(width * height * 3);
  for (const cell of [512, 64, 8, 2]) {
    const columns = Math.ceil(width / cell) + 1;
    const rows = Math.ceil(height / cell) + 1;
    const grid = Buffer.alloc(columns * rows * 3);
    for (let i = 0; i < grid.length; i += 1) grid[i] = Math.floor(random() * 256);
    const layer = await sharp(grid, { raw: { width: columns, height: rows, channels: 3 } })
      .resize(width, height, { kernel: 'cubic' })
      .raw()
      .toBuffer();
    const weight = (cell / 512) ** 0.45;
    for (let i = 0; i < layer.length; i += 1) sum[i]! += (layer[i]! - 128) * weight;
  }
  const pixels = Buffer.alloc(sum.length);
  for (let i = 0; i < sum.length; i += 1) pixels[i] = Math.max(0, Math.min(255, 128 + sum[i]!));
  const vase = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <ellipse cx="800" cy="950" rx="320" ry="520" fill="#c9a46a" opacity="0.7"
      stroke="#f3e9d2" stroke-width="20"/></svg>`;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .composite([{ input: Buffer.from(vase) }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

const path = (name: string) => join(photosDir, name);
/** scripts/make-heic-fixture.mjs: 64×48, red over blue, shown turned a quarter clockwise by its irot. */
const HEIC_FIXTURE = join(import.meta.dirname, 'test-photos', 'turned-halves.heic');
const filesOf = (files: PhotoFile[], stem: string) =>
  files.filter(({ fileName }) => new RegExp(`^photos/${stem}-[0-9a-f]{8}-\\d+\\.`).test(fileName));
const widthsIn = (srcset: string) =>
  srcset.split(', ').map((entry) => Number(entry.split(' ')[1]!.slice(0, -1)));

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'photos-test-'));
  photosDir = join(root, 'photos');
  cacheDir = join(root, 'cache');
  mkdirSync(photosDir);
  writeFileSync(path('12.jpg'), await phonePhoto());
  // Stored 800×600 with the top half red, shown turned a quarter clockwise
  // (EXIF orientation 6, as a phone held upright writes it): 600×800, red on
  // the right. It also carries GPS and camera EXIF, which must not leave.
  const halves = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
    <rect width="800" height="300" fill="#d00000"/><rect y="300" width="800" height="300" fill="#0000d0"/></svg>`;
  writeFileSync(
    path('12-2.jpg'),
    await sharp(Buffer.from(halves))
      .jpeg({ quality: 90 })
      .withExif({
        IFD0: { Make: 'Phone', Model: 'Camera 1' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '46/1 28/1 0/1' },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer(),
  );
  writeFileSync(
    path('15.png'),
    await sharp({ create: { width: 200, height: 300, channels: 4, background: '#3a7a5a80' } })
      .png()
      .toBuffer(),
  );
  // A landscape photo: the 3:4 box would keep 56 % of its width.
  writeFileSync(
    path('20.jpg'),
    await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#6b4a2f' } })
      .jpeg()
      .toBuffer(),
  );
  writeFileSync(path('bad.jpg'), 'це не фото, а текст');
  copyFileSync(HEIC_FIXTURE, path('IMG_0001.HEIC'));
  // A HEIC saved under a JPEG's name, as some phones and messengers do.
  copyFileSync(HEIC_FIXTURE, path('IMG_0002.JPG'));
});

/** The pixel at (x, y) of an RGB image, as [r, g, b]. */
async function pixelsOf(source: Buffer) {
  const { data, info } = await sharp(source).raw().toBuffer({ resolveWithObject: true });
  return (x: number, y: number) => [
    ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
  ];
}

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('makePhotos', () => {
  const photos = () => [
    { path: path('12.jpg'), name: '12' },
    { path: path('12-2.jpg'), name: '12-2' },
    { path: path('15.png'), name: '15' },
    { path: path('20.jpg'), name: '20' },
  ];
  let first: Awaited<ReturnType<typeof makePhotos>>;

  beforeAll(async () => {
    first = await makePhotos(photos(), { cacheDir });
  }, 30_000);

  it('makes AVIF, WebP and JPEG at the shop widths, named by content', () => {
    expect(first.made).toBe(4);
    const photo = first.photos.get(path('12.jpg'))!;
    expect(photo.srcset.avif).toMatch(
      /^photos\/12-[0-9a-f]{8}-320\.avif 320w, photos\/12-[0-9a-f]{8}-480\.avif 480w, /,
    );
    for (const [format, extension] of [
      ['avif', 'avif'],
      ['webp', 'webp'],
      ['jpeg', 'jpg'],
    ] as const) {
      expect(widthsIn(photo.srcset[format])).toEqual([320, 480, 720, 1080]);
      for (const entry of photo.srcset[format].split(', '))
        expect(entry).toMatch(new RegExp(`^photos/12-[0-9a-f]{8}-\\d+\\.${extension} \\d+w$`));
    }
    expect(photo.src).toMatch(/^photos\/12-[0-9a-f]{8}-480\.jpg$/);
    expect({ width: photo.width, height: photo.height }).toEqual({ width: 1080, height: 1440 });
    // Every file of the srcsets is among the files to emit, and only those.
    const named = Object.values(photo.srcset).flatMap((srcset) =>
      srcset.split(', ').map((entry) => entry.split(' ')[0]),
    );
    expect(
      filesOf(first.files, '12')
        .map(({ fileName }) => fileName)
        .sort(),
    ).toEqual(named.sort());
  });

  it('crops each file to 3:4, never wider than the photo, in its own format', async () => {
    for (const { fileName, source } of first.files.filter(
      ({ fileName }) => !fileName.includes('-whole-'),
    )) {
      const meta = await sharp(source).metadata();
      const width = Number(/-(\d+)\.\w+$/.exec(fileName)![1]);
      expect(meta.width, fileName).toBe(width);
      expect(meta.height, fileName).toBe(Math.round((width * 4) / 3));
      const format = fileName.endsWith('.avif')
        ? 'heif'
        : fileName.endsWith('.webp')
          ? 'webp'
          : 'jpeg';
      expect(meta.format, fileName).toBe(format);
    }
  });

  it('keeps the 320 px AVIF of a phone photo small enough for a catalogue page', () => {
    const avif = first.files.find(({ fileName }) => /^photos\/12-\w+-320\.avif$/.test(fileName))!;
    expect(avif.source.length).toBeLessThan(25 * 1024);
    const largest = Math.max(...first.files.map(({ source }) => source.length));
    expect(largest).toBeLessThan(200 * 1024);
  });

  it('turns a photo by its EXIF orientation and sends no metadata on', async () => {
    const turned = first.photos.get(path('12-2.jpg'))!;
    // Shown 600×800: 320 and 480, then its own 600.
    expect(widthsIn(turned.srcset.avif)).toEqual([320, 480, 600]);
    expect({ width: turned.width, height: turned.height }).toEqual({ width: 600, height: 800 });
    const jpeg = filesOf(first.files, '12-2').find(({ fileName }) =>
      fileName.endsWith('-600.jpg'),
    )!;
    const pixel = await pixelsOf(jpeg.source);
    const [leftRed, , leftBlue] = pixel(50, 400);
    const [rightRed, , rightBlue] = pixel(550, 400);
    expect(leftBlue).toBeGreaterThan(leftRed!);
    expect(rightRed).toBeGreaterThan(rightBlue!);
    for (const { fileName, source } of first.files) {
      const meta = await sharp(source).metadata();
      expect(meta.exif, fileName).toBeUndefined();
      expect(meta.orientation, fileName).toBeUndefined();
      expect(meta.icc, fileName).toBeUndefined();
    }
  });

  it('makes a landscape photo whole as well, at its own proportions', async () => {
    const wide = first.photos.get(path('20.jpg'))!;
    // The cards' 3:4 crop, from the middle of its 1600×1200: 900 wide at most.
    expect(wide.widths).toEqual([320, 480, 720, 900]);
    expect(wide.whole).toEqual({
      stem: expect.stringMatching(/^photos\/20-[0-9a-f]{8}-whole$/) as string,
      widths: [320, 480, 720, 1080],
      width: 1080,
      height: 810,
    });
    const files = first.files.filter(({ fileName }) => fileName.startsWith(`${wide.whole!.stem}-`));
    expect(files).toHaveLength(12);
    for (const { fileName, source } of files) {
      const meta = await sharp(source).metadata();
      const width = Number(/-(\d+)\.\w+$/.exec(fileName)![1]);
      expect([meta.width, meta.height], fileName).toEqual([width, Math.round((width * 3) / 4)]);
    }
    // A phone's 3:4 photo is not made twice.
    expect(first.photos.get(path('12.jpg'))!.whole).toBeUndefined();
  });

  it('makes a photo smaller than the smallest width once, at its own width, still 3:4', () => {
    const small = first.photos.get(path('15.png'))!;
    expect(small.srcset.webp).toMatch(/^photos\/15-[0-9a-f]{8}-200\.webp 200w$/);
    expect({ width: small.width, height: small.height }).toEqual({ width: 200, height: 267 });
    expect(small.src).toMatch(/^photos\/15-[0-9a-f]{8}-200\.jpg$/);
    expect(filesOf(first.files, '15')).toHaveLength(3);
  });

  it('gives each photo a blurred placeholder of a few hundred bytes', () => {
    for (const photo of first.photos.values()) {
      expect(photo.placeholder).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/]+=*$/);
      expect(photo.placeholder.length).toBeLessThan(600);
    }
  });

  it('reads a second build from the cache, with the same names and bytes', async () => {
    const second = await makePhotos(photos(), { cacheDir });
    expect(second.made).toBe(0);
    expect(second.photos).toEqual(first.photos);
    expect(second.files.map(({ fileName }) => fileName)).toEqual(
      first.files.map(({ fileName }) => fileName),
    );
    second.files.forEach(({ source }, index) =>
      expect(source.equals(first.files[index]!.source)).toBe(true),
    );
    // Entries are renamed into place whole: nothing half-written is left.
    expect(readdirSync(cacheDir).filter((name) => name.includes('.tmp-'))).toEqual([]);
  });

  it('names a replaced photo anew, and the others as before', async () => {
    const replaced = join(root, 'replaced');
    mkdirSync(join(replaced, 'photos'), { recursive: true });
    const file = join(replaced, 'photos', '15.png');
    writeFileSync(
      file,
      await sharp({ create: { width: 200, height: 300, channels: 3, background: '#7a2e2a' } })
        .png()
        .toBuffer(),
    );
    const again = await makePhotos(
      [
        { path: path('12-2.jpg'), name: '12-2' },
        { path: file, name: '15' },
      ],
      { cacheDir },
    );
    expect(again.made).toBe(1);
    expect(again.photos.get(path('12-2.jpg'))).toEqual(first.photos.get(path('12-2.jpg')));
    const before = first.photos.get(path('15.png'))!.src;
    const after = again.photos.get(file)!.src;
    expect(after).toMatch(/^photos\/15-[0-9a-f]{8}-200\.jpg$/);
    expect(after).not.toBe(before);
  });

  it('names the same photo by the stem it is given, in the folder asked for', async () => {
    const renamed = await makePhotos([{ path: path('15.png'), name: '40-3' }], {
      cacheDir,
      dir: 'media/photos',
    });
    expect(renamed.made).toBe(0);
    const hash = /-([0-9a-f]{8})-/.exec(first.photos.get(path('15.png'))!.src)![1];
    expect(renamed.photos.get(path('15.png'))!.src).toBe(`media/photos/40-3-${hash}-200.jpg`);
  });

  it('rejects a broken photo with a Ukrainian message that names it', async () => {
    await expect(makePhotos([{ path: path('bad.jpg'), name: '13' }], { cacheDir })).rejects.toThrow(
      'Не вдалося прочитати фото «photos/bad.jpg»: файл пошкоджений або це не зображення. Збережіть його знову як JPEG.',
    );
    // Half a file, as an interrupted copy leaves it.
    const whole = await sharp(path('12-2.jpg')).jpeg().toBuffer();
    writeFileSync(path('cut.jpg'), whole.subarray(0, whole.length >> 1));
    await expect(makePhotos([{ path: path('cut.jpg'), name: '14' }], { cacheDir })).rejects.toThrow(
      /«photos\/cut\.jpg»: файл пошкоджений/,
    );
    await expect(
      makePhotos([{ path: path('gone.jpg'), name: '16' }], { cacheDir }),
    ).rejects.toThrow('Не вдалося прочитати фото «photos/gone.jpg»: такого файлу немає.');
  });
});

describe('HEIC photos', () => {
  it('makes an iPhone’s HEIC, named .HEIC or .JPG, upright through the same sizes and formats', async () => {
    const made = await makePhotos(
      [
        { path: path('IMG_0001.HEIC'), name: '20' },
        { path: path('IMG_0002.JPG'), name: '21' },
      ],
      { cacheDir },
    );
    // The same bytes under two names are one photo, made once.
    expect(made.made).toBe(1);
    for (const [file, stem] of [
      ['IMG_0001.HEIC', '20'],
      ['IMG_0002.JPG', '21'],
    ] as const) {
      const photo = made.photos.get(path(file))!;
      // Stored 64×48, shown 48×64: narrower than the smallest width, so made once at its own.
      expect({ width: photo.width, height: photo.height }).toEqual({ width: 48, height: 64 });
      expect(photo.srcset.avif).toMatch(new RegExp(`^photos/${stem}-[0-9a-f]{8}-48\\.avif 48w$`));
      const files = filesOf(made.files, stem);
      expect(files.map(({ fileName }) => fileName.split('.').pop()).sort()).toEqual([
        'avif',
        'jpg',
        'webp',
      ]);
      for (const { fileName, source } of files) {
        const meta = await sharp(source).metadata();
        expect(meta.exif, fileName).toBeUndefined();
        expect(meta.orientation, fileName).toBeUndefined();
      }
      const pixel = await pixelsOf(files.find(({ fileName }) => fileName.endsWith('.jpg'))!.source);
      const [leftRed, , leftBlue] = pixel(8, 32);
      const [rightRed, , rightBlue] = pixel(40, 32);
      expect(leftBlue).toBeGreaterThan(leftRed!);
      expect(rightRed).toBeGreaterThan(rightBlue!);
    }
  });

  it('reads each photo’s real format from its first bytes, whatever its name', async () => {
    expect(await photoFormat(path('12.jpg'))).toBe('jpeg');
    expect(await photoFormat(path('15.png'))).toBe('png');
    expect(await photoFormat(path('IMG_0002.JPG'))).toBe('heic');
    expect(await photoFormat(path('bad.jpg'))).toBeUndefined();
    const webp = await sharp(path('15.png')).webp().toBuffer();
    const avif = await sharp(path('15.png')).avif().toBuffer();
    expect(formatOf(webp)).toBe('webp');
    expect(formatOf(avif)).toBe('avif');
    const ftyp = (major: string, ...compatible: string[]) =>
      Buffer.concat([
        Buffer.from([0, 0, 0, 16 + 4 * compatible.length]),
        Buffer.from(`ftyp${major}\0\0\0\0${compatible.join('')}`, 'latin1'),
      ]);
    // A HEIF of unknown codec names the codec among its compatible brands.
    expect(formatOf(ftyp('mif1', 'mif1', 'heic'))).toBe('heic');
    expect(formatOf(ftyp('mif1', 'mif1', 'avif'))).toBe('avif');
    // An iPhone video (QuickTime) and an MP4 are no photos.
    expect(formatOf(ftyp('qt  ', 'qt  '))).toBeUndefined();
    expect(formatOf(ftyp('isom', 'isom', 'mp41'))).toBeUndefined();
    expect(formatOf(Buffer.from('%PDF-1.7'))).toBeUndefined();
  });
});

describe('widthsFor', () => {
  it('never makes a width larger than the photo', () => {
    expect(widthsFor(3024)).toEqual([320, 480, 720, 1080]);
    expect(widthsFor(1080)).toEqual([320, 480, 720, 1080]);
    expect(widthsFor(800)).toEqual([320, 480, 720]);
    expect(widthsFor(900)).toEqual([320, 480, 720, 900]);
    expect(widthsFor(320)).toEqual([320]);
    expect(widthsFor(150)).toEqual([150]);
  });
});
