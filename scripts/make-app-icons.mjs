#!/usr/bin/env node
// Draws the app icons of the web app manifest from the BON VINTAGE wordmark
// (docs/design.md) and renders them to PNG with Debian's rsvg-convert
// (`apt-get install -y librsvg2-bin`). The PNGs are committed, so only run
// this after changing the drawing:
//   node scripts/make-app-icons.mjs
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const OUT = 'public/icons';
// src/app/styles/tokens.css: --color-accent, --color-paper, --color-gold.
const ACCENT = '#7a2e2a';
const PAPER = '#f6f1e7';
const GOLD = '#b08d57';
const SERIF = "'Liberation Serif', 'DejaVu Serif', serif";

/** The wordmark on a 512 square; `scale` shrinks it into the maskable safe zone. */
function wordmark({ scale, rounded }) {
  const t = `translate(256 256) scale(${scale}) translate(-256 -256)`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">
  <rect width="512" height="512" rx="${rounded ? 96 : 0}" fill="${ACCENT}"/>
  <g transform="${t}">
    <rect x="56" y="56" width="400" height="400" rx="48" fill="none" stroke="${GOLD}" stroke-width="6"/>
    <text x="256" y="262" font-family="${SERIF}" font-size="168" font-weight="700" text-anchor="middle" fill="${PAPER}" letter-spacing="6">BON</text>
    <path d="M136 300h240" stroke="${GOLD}" stroke-width="4"/>
    <path d="M256 288l12 12-12 12-12-12z" fill="${GOLD}"/>
    <text x="256" y="374" font-family="${SERIF}" font-size="64" text-anchor="middle" fill="${PAPER}" letter-spacing="10">VINTAGE</text>
  </g>
</svg>
`;
}

const ICONS = [
  // "any" icons: rounded like the favicon, the whole square is the drawing.
  { file: 'icon-192.png', size: 192, svg: wordmark({ scale: 1, rounded: true }) },
  { file: 'icon-512.png', size: 512, svg: wordmark({ scale: 1, rounded: true }) },
  // Maskable: full-bleed background, the drawing inside the central 80 % circle.
  { file: 'icon-maskable-512.png', size: 512, svg: wordmark({ scale: 0.72, rounded: false }) },
  // iOS ignores the manifest's icons and masks this one itself.
  { file: 'apple-touch-icon-180.png', size: 180, svg: wordmark({ scale: 0.86, rounded: false }) },
];

mkdirSync(OUT, { recursive: true });
const work = mkdtempSync(join(tmpdir(), 'bon-vintage-icons-'));
for (const icon of ICONS) {
  const svgFile = join(work, icon.file.replace(/\.png$/, '.svg'));
  writeFileSync(svgFile, icon.svg);
  execFileSync('rsvg-convert', [
    '--width',
    String(icon.size),
    '--height',
    String(icon.size),
    '--output',
    `${OUT}/${icon.file}`,
    svgFile,
  ]);
}
rmSync(work, { recursive: true });
console.log('app icons written to', OUT);
