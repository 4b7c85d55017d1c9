import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { renderAsync } from '@resvg/resvg-js';
import satori from 'satori';
import { loadFonts, SERIF } from './preview-image.ts';

/**
 * An owner's shop's own icons: the tab's (favicon.svg), the phone's home
 * screen's (the web app manifest's and Apple's) and the admin's logo, which
 * are the same files (builder/admin/admin-plugin.ts links icons/icon-192.png).
 * The sample's are drawn from the BON VINTAGE wordmark once and committed
 * (scripts/make-app-icons.mjs); an owner's shop named otherwise gets its
 * initials in the same frame, drawn by its build in the shop's serif (satori
 * turns the letters into paths: no font is needed to show the SVG).
 */

// src/app/styles/tokens.css: --color-accent, --color-paper, --color-gold.
const ACCENT = '#7a2e2a';
const PAPER = '#f6f1e7';
const GOLD = '#b08d57';

/** Words a shop's name is read without for its initials: «Вінтаж на Подолі» is ВП. */
const SMALL_WORDS = new Set([
  'на',
  'в',
  'у',
  'з',
  'із',
  'зі',
  'і',
  'й',
  'та',
  'до',
  'від',
  'the',
  'of',
  'and',
  '&',
]);

/** The initials of a shop's name, at most two, upper case: «Одеський вінтаж» → ОВ, «Старовина» → С. */
export function shopInitials(name: string): string {
  const words = name
    .split(/[\s\-–—«»"'’.,:;!?()]+/u)
    .filter((word) => /\p{L}|\p{N}/u.test(word) && !SMALL_WORDS.has(word.toLowerCase()));
  return words
    .slice(0, 2)
    .map((word) => [...word.replace(/^[^\p{L}\p{N}]+/u, '')][0]!.toLocaleUpperCase('uk'))
    .join('');
}

/** The icon on a 512 square; `scale` shrinks it into a maskable icon's safe zone. */
function drawing(initials: string, { scale, rounded }: { scale: number; rounded: boolean }) {
  const frame = 400 * scale;
  return {
    type: 'div',
    props: {
      style: {
        width: 512,
        height: 512,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        backgroundColor: ACCENT,
        borderRadius: rounded ? 96 : 0,
      },
      children: {
        type: 'div',
        props: {
          style: {
            width: frame,
            height: frame,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            border: `${6 * scale}px solid ${GOLD}`,
            borderRadius: 48 * scale,
            color: PAPER,
            fontFamily: SERIF,
            fontSize: (initials.length > 1 ? 210 : 260) * scale,
            letterSpacing: '0.04em',
            paddingBottom: 24 * scale,
          },
          children: initials,
        },
      },
    },
  };
}

/** The files of the icons, as scripts/make-app-icons.mjs names the sample's. */
const ICONS = [
  { file: 'icons/icon-192.png', size: 192, scale: 1, rounded: true },
  { file: 'icons/icon-512.png', size: 512, scale: 1, rounded: true },
  { file: 'icons/icon-maskable-512.png', size: 512, scale: 0.72, rounded: false },
  { file: 'icons/apple-touch-icon-180.png', size: 180, scale: 1, rounded: false },
] as const;

/** Draws the icons of a shop named `name` into `outDir`, over the sample's; returns their files. */
export async function writeShopIcons(name: string, outDir: string): Promise<string[]> {
  const initials = shopInitials(name);
  const fonts = loadFonts();
  const svgOf = (options: { scale: number; rounded: boolean }) =>
    satori(drawing(initials, options) as Parameters<typeof satori>[0], {
      width: 512,
      height: 512,
      fonts,
    });
  const write = (file: string, data: string | Uint8Array) => {
    mkdirSync(dirname(join(outDir, file)), { recursive: true });
    writeFileSync(join(outDir, file), data);
  };
  write('favicon.svg', await svgOf({ scale: 1, rounded: true }));
  for (const { file, size, scale, rounded } of ICONS) {
    const png = await renderAsync(await svgOf({ scale, rounded }), {
      fitTo: { mode: 'width', value: size },
    });
    write(file, png.asPng());
  }
  return ['favicon.svg', ...ICONS.map(({ file }) => file)];
}
