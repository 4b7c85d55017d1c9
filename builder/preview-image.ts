import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderAsync, Resvg } from '@resvg/resvg-js';
import satori, { type Font } from 'satori';
import sharp from 'sharp';
import { PREVIEW_SIZE, type PreviewPicture } from '../src/shared/config/link-preview.ts';
import { startProgress, type ProgressStream } from './catalogue/progress.ts';

/**
 * The link-preview pictures (og:image), in the size of
 * src/shared/config/link-preview.ts. Laid out with satori (HTML and CSS to
 * SVG, in the shop's own fonts) and rasterised with resvg: networks do not
 * show SVG. Drawn once a build by builder/prerender-plugin.ts.
 */

const { width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT } = PREVIEW_SIZE;

/** The wordmark's size: BON VINTAGE's 44 px, smaller for a longer name, which may take two lines. */
const wordmarkSize = (name: string) => (name.length <= 14 ? 44 : name.length <= 24 ? 34 : 28);

// src/app/styles/tokens.css
const PAPER = '#f6f1e7';
const SURFACE = '#fffdf8';
const INK = '#2b2420';
const INK_SOFT = '#5a4e46';
const ACCENT = '#7a2e2a';
const GOLD = '#b08d57';

const require = createRequire(import.meta.url);

/**
 * The faces of src/app/web-fonts.ts, as woff (satori reads no woff2). Each
 * @fontsource subset is a font of its own; a family lists them in turn.
 */
export const SERIF = "'Serif Latin', 'Serif Cyrillic'";
const SANS = "'Sans Latin', 'Sans Cyrillic', 'Sans Cyrillic Ext'";

export function loadFonts(): Font[] {
  const face = (pkg: string, file: string, name: string, weight: Font['weight']): Font => ({
    name,
    weight,
    style: 'normal',
    data: readFileSync(require.resolve(`@fontsource/${pkg}/files/${file}.woff`)),
  });
  return [
    face('cormorant-garamond', 'cormorant-garamond-latin-600-normal', 'Serif Latin', 600),
    face('cormorant-garamond', 'cormorant-garamond-cyrillic-600-normal', 'Serif Cyrillic', 600),
    face('nunito-sans', 'nunito-sans-latin-700-normal', 'Sans Latin', 700),
    face('nunito-sans', 'nunito-sans-cyrillic-700-normal', 'Sans Cyrillic', 700),
    // The hryvnia sign (U+20B4) lives in the extended Cyrillic subset.
    face('nunito-sans', 'nunito-sans-cyrillic-ext-700-normal', 'Sans Cyrillic Ext', 700),
  ];
}

let fonts: Font[] | undefined;
/** Each illustration read and rasterised once a build (a few dozen for hundreds of products). */
const illustrations = new Map<string, Buffer>();
const pictures = new Map<string, string>();

function illustration(file: string): Buffer {
  let svg = illustrations.get(file);
  if (svg === undefined) {
    svg = readFileSync(file);
    illustrations.set(file, svg);
  }
  return svg;
}

/** A satori element: the shape React.createElement makes, without React. */
interface Element {
  type: string;
  props: { style?: Record<string, string | number>; children?: unknown; [key: string]: unknown };
}

const h = (
  type: string,
  style: Record<string, string | number>,
  children?: Element | string | (Element | string)[],
  props: Record<string, unknown> = {},
): Element => ({ type, props: { ...props, style, children } });

/**
 * The illustration as a PNG data URL. Its paper grain (an feTurbulence
 * filter) is left out: noise does not compress, and it would make the picture
 * several times larger for a texture nobody sees in a chat.
 */
function illustrationPng(svg: string, height: number): string {
  const grainless = svg.replace(/<rect[^>]*filter="url\(#[^)]+\)"[^>]*\/>/g, '');
  const png = new Resvg(grainless, { fitTo: { mode: 'height', value: height } }).render().asPng();
  return `data:image/png;base64,${Buffer.from(png).toString('base64')}`;
}

function layout(card: PreviewPicture, picture: string): Element {
  const pictureWidth = Math.round((PREVIEW_HEIGHT * 3) / 4);
  const wordmark = h(
    'div',
    { display: 'flex', flexDirection: 'column', alignItems: 'flex-start' },
    [
      h(
        'div',
        {
          fontFamily: SERIF,
          fontSize: wordmarkSize(card.shop),
          letterSpacing: '0.14em',
          color: INK,
          display: 'block',
          lineClamp: 2,
          wordBreak: 'break-word',
        },
        card.shop,
      ),
      h('div', { width: 180, height: 3, marginTop: 6, backgroundColor: GOLD }),
    ],
  );
  const text = h(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      flex: 1,
      minWidth: 0,
      padding: '56px 64px',
      backgroundColor: SURFACE,
    },
    [
      wordmark,
      h('div', { display: 'flex', flexDirection: 'column' }, [
        h(
          'div',
          {
            fontFamily: SERIF,
            fontSize: card.price ? 64 : 58,
            lineHeight: 1.1,
            color: INK,
            // Long titles end in an ellipsis on the fourth line.
            display: 'block',
            lineClamp: 4,
            // A company name of one long word still wraps inside the column.
            wordBreak: 'break-word',
          },
          card.title,
        ),
        ...(card.price
          ? [h('div', { fontFamily: SANS, fontSize: 52, color: ACCENT, marginTop: 28 }, card.price)]
          : []),
      ]),
      h('div', { fontFamily: SANS, fontSize: 26, color: INK_SOFT }, card.footer),
    ],
  );
  return h(
    'div',
    { display: 'flex', width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT, backgroundColor: PAPER },
    [
      h('img', { width: pictureWidth, height: PREVIEW_HEIGHT, flexShrink: 0 }, undefined, {
        src: picture,
        width: pictureWidth,
        height: PREVIEW_HEIGHT,
      }),
      text,
    ],
  );
}

/** JPEG quality: gradients and text stay clean, and a picture weighs 32–57 KB. */
const QUALITY = 82;

/** One preview picture, as JPEG (PNG would weigh 150 KB and more with the gradients). */
async function drawPreview(card: PreviewPicture): Promise<Buffer> {
  fonts ??= loadFonts();
  let picture = pictures.get(card.illustration);
  if (picture === undefined) {
    const file = illustration(card.illustration);
    picture = card.illustration.endsWith('.svg')
      ? illustrationPng(file.toString('utf8'), PREVIEW_HEIGHT)
      : `data:image/jpeg;base64,${file.toString('base64')}`;
    pictures.set(card.illustration, picture);
  }
  const svg = await satori(layout(card, picture) as unknown as Parameters<typeof satori>[0], {
    width: PREVIEW_WIDTH,
    height: PREVIEW_HEIGHT,
    fonts,
  });
  const image = await renderAsync(svg, { fitTo: { mode: 'original' } });
  // sharp, as for the owner's photos (builder/catalogue/photos.ts): libjpeg-turbo in its
  // own threads, a quarter of the time jpeg-js took in worker threads.
  return sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: 4 } })
    .jpeg({ quality: QUALITY })
    .toBuffer();
}

/**
 * Draws each picture into `outDir` (at its `file`), taking it from `cacheDir`
 * when the same card, illustration and drawer made it before: a rebuild draws
 * only what changed. Returns how many were drawn anew.
 */
export async function writePreviews(
  cards: readonly PreviewPicture[],
  {
    outDir,
    cacheDir,
    progress: stream,
  }: {
    outDir: string;
    cacheDir: string;
    /** Where to show how far the drawing has got: hundreds take minutes (build/catalogue/progress.ts). */
    progress?: ProgressStream;
  },
): Promise<number> {
  fonts ??= loadFonts();
  // What every picture depends on besides its card: this drawer and its fonts.
  const drawer = createHash('sha256').update(readFileSync(fileURLToPath(import.meta.url)));
  for (const font of fonts) drawer.update(font.data as Buffer);
  mkdirSync(cacheDir, { recursive: true });
  const keyed = cards.map((card) => {
    const key = drawer
      .copy()
      .update(
        JSON.stringify({
          title: card.title,
          price: card.price,
          footer: card.footer,
          shop: card.shop,
        }),
      )
      .update(illustration(card.illustration))
      .digest('hex')
      .slice(0, 32);
    return { card, cached: join(cacheDir, `${key}.jpg`) };
  });
  const missing = keyed.filter(({ cached }) => !existsSync(cached));
  if (missing.length > 0) {
    const progress =
      stream && startProgress({ what: 'картинки для посилань', total: missing.length, stream });
    // A few pictures in flight at once keep every step busy: satori lays out on this
    // thread, resvg and sharp draw and encode in their own.
    for (let start = 0; start < missing.length; start += 8) {
      await Promise.all(
        missing.slice(start, start + 8).map(async ({ card, cached }) => {
          writeFileSync(cached, await drawPreview(card));
          progress?.tick();
        }),
      );
    }
    progress?.done();
  }
  for (const { card, cached } of keyed) {
    const target = join(outDir, card.file);
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(cached, target);
  }
  return missing.length;
}
