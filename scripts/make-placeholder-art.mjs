#!/usr/bin/env node
// Writes the 300x400 SVG placeholder art that ships with the app
// (docs/decisions/002-sample-data.md; docs/design.md): one still life per
// category family (an ashtray for the ashtrays, a candlestick for the
// interior objects …) (ART_FAMILY in src/features/products/product-media.ts), in
// ART_VARIANTS variants that change the glaze tint and the ornament (gold rim,
// floral band, stripes, dots, gold bands, rim and flowers), plus the generic
// fallback and the video poster. Each drawing sits on warm paper with a faint
// fibre texture, a vignette and a soft shadow, and stays a few KB.
// Run after changing the art:
//   node scripts/make-placeholder-art.mjs
import { mkdirSync, writeFileSync } from 'node:fs';

const OUT = 'public/images';
/** Keep equal to ART_VARIANTS in src/features/products/product-media.ts. */
const VARIANTS = 6;

// The palette of tokens.css, plus glaze tints that sit well beside it.
const INK = '#2b2420';
const GOLD = '#b08d57';
const GOLD_LIGHT = '#d8bd8a';
const CREAM = '#fffdf8';
const TINTS = ['#7a2e2a', '#3f5a4a', '#2f4a6b', '#8a5a2b', '#5b3d5e', '#4f6b70'];
const PAPERS = ['#f6f1e7', '#f1e9da', '#f4eee2', '#efe6d6', '#f5efe3', '#f2ebdd'];
const ORNAMENTS = ['rim', 'floral', 'stripes', 'dots', 'bands', 'rim-floral'];

/** Shared defs: the paper grain, the vignette, the shadow and the ornament patterns. */
function defs(paper) {
  return (
    `<defs>` +
    `<filter id="g" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency=".9" numOctaves="2" seed="7"/><feColorMatrix values="0 0 0 0 .35 0 0 0 0 .27 0 0 0 0 .2 0 0 0 .09 0"/></filter>` +
    `<radialGradient id="v" cx=".5" cy=".42" r=".75"><stop offset=".55" stop-color="${paper}"/><stop offset="1" stop-color="#d9cdb9"/></radialGradient>` +
    `<radialGradient id="s"><stop offset="0" stop-color="${INK}" stop-opacity=".28"/><stop offset="1" stop-color="${INK}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="l" x1="0" x2="1"><stop offset="0" stop-color="${CREAM}" stop-opacity=".28"/><stop offset=".35" stop-color="${CREAM}" stop-opacity="0"/><stop offset=".8" stop-color="${INK}" stop-opacity="0"/><stop offset="1" stop-color="${INK}" stop-opacity=".25"/></linearGradient>` +
    `<pattern id="ps" width="14" height="14" patternUnits="userSpaceOnUse"><rect width="5" height="14" fill="${CREAM}" opacity=".32"/></pattern>` +
    `<pattern id="pd" width="16" height="16" patternUnits="userSpaceOnUse"><circle cx="4" cy="4" r="2.2" fill="${CREAM}" opacity=".6"/><circle cx="12" cy="12" r="1.4" fill="${GOLD_LIGHT}" opacity=".8"/></pattern>` +
    `</defs>`
  );
}

/** A small four-petal flower with a gold heart, for the floral bands. */
function flower(x, y, tint, size = 1) {
  const o = 4 * size;
  const r = 3.6 * size;
  return `<g fill="${tint}" opacity=".85"><circle cx="${x - o}" cy="${y}" r="${r}"/><circle cx="${x + o}" cy="${y}" r="${r}"/><circle cx="${x}" cy="${y - o}" r="${r}"/><circle cx="${x}" cy="${y + o}" r="${r}"/></g><circle cx="${x}" cy="${y}" r="${2 * size}" fill="${GOLD}"/>`;
}

/**
 * Decorates the body outline `d` (clip id `id`) with the variant's ornament.
 * `band` is the y of a horizontal band and `rim` the path of the rim line.
 */
function ornament(kind, { d, id, band, rim, tint }) {
  const clip = (inner) => `<g clip-path="url(#${id})">${inner}</g>`;
  const cream = `<rect x="0" y="${band - 13}" width="300" height="26" fill="${CREAM}" opacity=".92"/>`;
  let flowers = '';
  for (let x = 10; x < 300; x += 24) flowers += flower(x, band, tint, 0.9);
  const goldLines = `<rect x="0" y="${band - 15}" width="300" height="2" fill="${GOLD}"/><rect x="0" y="${band + 13}" width="300" height="2" fill="${GOLD}"/>`;
  const rimLine = rim
    ? `<path d="${rim}" fill="none" stroke="${GOLD}" stroke-width="4" stroke-linecap="round"/>`
    : '';
  switch (kind) {
    case 'rim':
      return `<path d="${d}" fill="none" stroke="${GOLD}" stroke-width="2"/>${rimLine}`;
    case 'floral':
      return clip(cream + flowers + goldLines);
    case 'stripes':
      return `<path d="${d}" fill="url(#ps)"/>${rimLine}`;
    case 'dots':
      return `<path d="${d}" fill="url(#pd)"/>`;
    case 'bands':
      return clip(
        `<rect x="0" y="${band - 8}" width="300" height="4" fill="${GOLD_LIGHT}"/><rect x="0" y="${band + 4}" width="300" height="4" fill="${GOLD_LIGHT}"/><rect x="0" y="${band - 1}" width="300" height="2" fill="${CREAM}" opacity=".7"/>`,
      );
    default:
      return clip(cream + flowers + goldLines) + rimLine;
  }
}

/** A body: its fill, the light from the left, the ornament and a clip path. */
function body(d, tint, kind, extra) {
  const id = `c${extra.key ?? ''}`;
  return (
    `<clipPath id="${id}"><path d="${d}"/></clipPath>` +
    `<path d="${d}" fill="${tint}"/>` +
    ornament(kind, { d, id, tint, ...extra }) +
    `<path d="${d}" fill="url(#l)"/>`
  );
}

const shadow = (cx, cy, rx, ry) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#s)"/>`;

const FAMILIES = {
  vase: (t, k) => {
    const d =
      'M130 96h40v8c0 16-8 24-8 36 0 20 56 42 56 108 0 46-28 74-68 76-40-2-68-30-68-76 0-66 56-88 56-108 0-12-8-20-8-36z';
    return (
      shadow(150, 326, 86, 14) +
      `<path d="M118 318h64l-6 8h-52z" fill="${t}"/>` +
      body(d, t, k, { band: 238, rim: 'M132 104h36' }) +
      `<ellipse cx="150" cy="96" rx="26" ry="6" fill="${t}"/><ellipse cx="150" cy="96" rx="18" ry="3.5" fill="${INK}" opacity=".45"/>` +
      `<path d="M124 96a26 6 0 0 0 52 0" fill="none" stroke="${GOLD}" stroke-width="2"/>`
    );
  },
  plate: (t, k) => {
    return (
      `<path d="M112 300l-18 28M188 300l18 28" stroke="${INK}" stroke-width="4" stroke-linecap="round" opacity=".55"/>` +
      shadow(150, 330, 96, 12) +
      `<circle cx="150" cy="202" r="104" fill="${CREAM}"/>` +
      body(
        'M150 98a104 104 0 1 1 0 208a104 104 0 1 1 0-208zM150 130a72 72 0 1 0 0 144a72 72 0 1 0 0-144z',
        t,
        k,
        { band: 114, rim: 'M150 100a102 102 0 1 1 0 204a102 102 0 1 1 0-204' },
      ) +
      `<circle cx="150" cy="202" r="64" fill="none" stroke="${GOLD}" stroke-width="1.5"/>` +
      flower(150, 202, t, 2.4) +
      `<path d="M150 98a104 104 0 0 1 0 208" fill="none" stroke="${INK}" stroke-opacity=".12" stroke-width="6"/>` +
      `<circle cx="150" cy="202" r="104" fill="none" stroke="${INK}" stroke-opacity=".2"/>`
    );
  },
  cup: (t, k) => {
    const d = 'M90 194h120c0 54-24 92-60 92s-60-38-60-92z';
    return (
      shadow(150, 314, 108, 14) +
      `<ellipse cx="150" cy="300" rx="96" ry="17" fill="${t}"/><ellipse cx="150" cy="297" rx="96" ry="15" fill="${CREAM}"/><ellipse cx="150" cy="297" rx="86" ry="11" fill="none" stroke="${GOLD}" stroke-width="2"/>` +
      `<path d="M206 214c34-8 40 44 2 50" fill="none" stroke="${t}" stroke-width="11" stroke-linecap="round"/>` +
      body(d, t, k, { band: 226, rim: 'M91 196c0 8 27 14 59 14s59-6 59-14' }) +
      `<ellipse cx="150" cy="194" rx="60" ry="11" fill="${CREAM}"/><ellipse cx="150" cy="196" rx="52" ry="7" fill="#8a5a2b" opacity=".55"/>`
    );
  },
  glass: (t, k) => {
    const d = 'M104 92h92c6 66-8 110-46 118-38-8-52-52-46-118z';
    return (
      shadow(150, 318, 60, 10) +
      `<path d="M146 206h8v96h-8z" fill="${t}" opacity=".8"/>` +
      `<ellipse cx="150" cy="306" rx="44" ry="10" fill="${t}" opacity=".85"/>` +
      `<g opacity=".82">${body(d, t, k, { band: 150, rim: 'M106 96h88' })}</g>` +
      `<ellipse cx="150" cy="92" rx="46" ry="7" fill="${CREAM}" opacity=".55" stroke="${t}" stroke-width="2"/>` +
      `<path d="M118 110c-2 36 4 62 20 78" fill="none" stroke="${CREAM}" stroke-width="5" stroke-linecap="round" opacity=".55"/>`
    );
  },
  figurine: (t, k) => {
    const d =
      'M150 150c-20 0-26 14-26 30 0 12 6 20 2 30-14 30-34 60-38 100h124c-4-40-24-70-38-100-4-10 2-18 2-30 0-16-6-30-26-30z';
    return (
      shadow(150, 330, 92, 12) +
      `<rect x="80" y="306" width="140" height="20" rx="4" fill="${INK}" opacity=".78"/><rect x="80" y="306" width="140" height="3" fill="${GOLD}"/>` +
      body(d, t, k, { band: 272, rim: 'M90 306h120' }) +
      `<circle cx="150" cy="124" r="24" fill="#f3e3cf"/><path d="M126 120c0-22 48-22 48 0-6-10-42-10-48 0z" fill="${INK}" opacity=".75"/>` +
      `<path d="M124 184c-18 14-22 30-8 40M176 184c18 14 22 30 8 40" fill="none" stroke="#f3e3cf" stroke-width="8" stroke-linecap="round"/>` +
      `<circle cx="150" cy="178" r="5" fill="${GOLD}"/>`
    );
  },
  box: (t, k) => {
    const d = 'M70 196h160v96a6 6 0 0 1-6 6H76a6 6 0 0 1-6-6z';
    return (
      shadow(150, 318, 104, 12) +
      `<path d="M80 298v14h14v-14zM206 298v14h14v-14z" fill="${GOLD}"/>` +
      body(d, t, k, { key: 'b', band: 246, rim: 'M70 200h160' }) +
      body('M64 166c0-18 20-26 86-26s86 8 86 26v28H64z', t, k === 'floral' ? 'rim' : k, {
        key: 'l',
        band: 178,
      }) +
      `<rect x="62" y="190" width="176" height="8" rx="2" fill="${GOLD}"/>` +
      `<path d="M140 222h20v30h-20z" fill="${GOLD}"/><circle cx="150" cy="232" r="3.5" fill="${INK}"/><path d="M149 234h2v10h-2z" fill="${INK}"/>`
    );
  },
  chair: (t, k) => {
    const d = 'M150 70c36 0 52 30 52 64s-18 62-52 62-52-28-52-62 16-64 52-64z';
    return (
      shadow(150, 332, 104, 12) +
      `<path d="M100 226c-4 36-2 70-14 100M200 226c4 36 2 70 14 100M120 226l-2 92M180 226l2 92" fill="none" stroke="#6b4a2b" stroke-width="8" stroke-linecap="round"/>` +
      `<path d="M94 66c20-18 92-18 112 0 14 14 14 124-6 140-20 8-80 8-100 0-20-16-20-126-6-140z" fill="#8a5a2b"/>` +
      body(d, t, k, { key: 'b', band: 134, rim: '' }) +
      `<path d="M150 70c36 0 52 30 52 64s-18 62-52 62-52-28-52-62 16-64 52-64z" fill="none" stroke="${GOLD}" stroke-width="3"/>` +
      body('M84 204h132c8 0 12 6 10 14l-4 12H78l-4-12c-2-8 2-14 10-14z', t, 'rim', { key: 's' }) +
      `<path d="M78 230h144" stroke="${GOLD}" stroke-width="3"/>`
    );
  },
  frame: (t, k) => {
    const art = k === 'dots' || k === 'stripes' ? 'rim' : k;
    return (
      shadow(150, 318, 108, 10) +
      `<rect x="58" y="80" width="184" height="232" rx="4" fill="${GOLD}"/><rect x="64" y="86" width="172" height="220" fill="none" stroke="${GOLD_LIGHT}" stroke-width="3"/>` +
      `<rect x="78" y="100" width="144" height="192" fill="#8a6a3b"/>` +
      `<path d="M58 80l20 20M242 80l-20 20M58 312l20-20M242 312l-20-20" stroke="${INK}" stroke-opacity=".25" stroke-width="2"/>` +
      `<rect x="84" y="106" width="132" height="180" fill="${CREAM}"/>` +
      `<rect x="84" y="106" width="132" height="180" fill="${t}" opacity=".18"/>` +
      `<circle cx="180" cy="146" r="16" fill="${GOLD_LIGHT}"/>` +
      `<path d="M84 240c30-40 50-52 76-30s40 10 56-10v86H84z" fill="${t}" opacity=".75"/>` +
      `<path d="M84 262c40-26 80-20 132-6v30H84z" fill="${t}"/>` +
      (art === 'floral' || art === 'rim-floral'
        ? `<g transform="translate(104 252)">${flower(0, 0, CREAM)}</g><g transform="translate(196 262)">${flower(0, 0, CREAM)}</g>`
        : '') +
      `<rect x="84" y="106" width="132" height="180" fill="none" stroke="${INK}" stroke-opacity=".3"/>`
    );
  },
  card: (t, k) => {
    const d =
      'M104 92h92a10 10 0 0 1 10 10v196a10 10 0 0 1-10 10h-92a10 10 0 0 1-10-10V102a10 10 0 0 1 10-10z';
    return (
      `<g transform="rotate(-8 150 200)" opacity=".9"><rect x="94" y="92" width="112" height="216" rx="10" fill="${CREAM}" stroke="${INK}" stroke-opacity=".25"/></g>` +
      shadow(150, 318, 80, 8) +
      body(d, t, k === 'floral' || k === 'rim-floral' ? 'dots' : k, { band: 200, rim: '' }) +
      `<rect x="106" y="104" width="88" height="192" rx="6" fill="none" stroke="${GOLD_LIGHT}" stroke-width="2"/>` +
      `<path d="M150 160l30 40-30 40-30-40z" fill="${CREAM}"/><path d="M150 176l18 24-18 24-18-24z" fill="${t}"/><circle cx="150" cy="200" r="5" fill="${GOLD}"/>` +
      `<path d="M116 116h12M116 122h8M184 284h-12M184 278h-8" stroke="${CREAM}" stroke-width="2"/>`
    );
  },
  ashtray: (t, k) => {
    // A low round dish seen from above the shelf, three rests in its rim, a
    // cigarette in the right one.
    const d = 'M50 248v24a100 30 0 0 0 200 0v-24z';
    return (
      shadow(150, 310, 112, 12) +
      body(d, t, ['dots', 'floral', 'rim-floral'].includes(k) ? 'bands' : k, {
        band: 266,
        rim: 'M52 272a98 28 0 0 0 196 0',
      }) +
      `<ellipse cx="150" cy="248" rx="100" ry="30" fill="${t}"/><ellipse cx="150" cy="248" rx="100" ry="30" fill="url(#l)"/>` +
      `<ellipse cx="150" cy="251" rx="80" ry="21" fill="${INK}" opacity=".45"/><ellipse cx="150" cy="255" rx="62" ry="14" fill="${CREAM}" opacity=".35"/>` +
      `<path d="M50 248a100 30 0 0 1 200 0" fill="none" stroke="${GOLD}" stroke-width="2"/>` +
      `<ellipse cx="150" cy="219" rx="9" ry="4" fill="${INK}" opacity=".5"/><ellipse cx="57" cy="258" rx="7" ry="4" fill="${INK}" opacity=".5"/>` +
      `<path d="M228 252l46-34" stroke="${CREAM}" stroke-width="7" stroke-linecap="round"/><path d="M228 252l10-7" stroke="${GOLD_LIGHT}" stroke-width="7" stroke-linecap="round"/><circle cx="275" cy="217" r="3.5" fill="#8b8378"/>` +
      `<path d="M278 210c-10-16 10-24 0-40s8-24 0-36" fill="none" stroke="${INK}" stroke-opacity=".14" stroke-width="3" stroke-linecap="round"/>`
    );
  },
  candlestick: (t, k) => {
    // A candlestick on a domed foot, knops on its stem, a lit candle.
    const d = 'M92 318c2-20 30-30 58-30s56 10 58 30z';
    return (
      shadow(150, 322, 84, 10) +
      `<circle cx="150" cy="74" r="34" fill="${GOLD_LIGHT}" opacity=".22"/>` +
      `<rect x="138" y="104" width="24" height="82" rx="2" fill="${CREAM}"/><rect x="138" y="104" width="24" height="82" rx="2" fill="url(#l)"/>` +
      `<path d="M138 110c4 10 8 8 8 22" fill="none" stroke="${CREAM}" stroke-width="5" stroke-linecap="round"/>` +
      `<path d="M150 104v-10" stroke="${INK}" stroke-width="2"/>` +
      `<path d="M150 52c10 14 14 24 8 34-4 6-12 6-16 0-6-10-2-20 8-34z" fill="${GOLD_LIGHT}"/><path d="M150 68c5 8 6 13 3 18-2 3-4 3-6 0-3-5-2-10 3-18z" fill="${CREAM}"/>` +
      `<path d="M142 290V190h16v100z" fill="${t}"/><path d="M142 290V190h16v100z" fill="url(#l)"/>` +
      `<ellipse cx="150" cy="272" rx="17" ry="7" fill="${t}"/><ellipse cx="150" cy="232" rx="12" ry="6" fill="${t}"/><ellipse cx="150" cy="198" rx="14" ry="6" fill="${t}"/>` +
      `<path d="M133 272h34M138 232h24" stroke="${GOLD}" stroke-width="2"/>` +
      `<ellipse cx="150" cy="186" rx="40" ry="9" fill="${t}"/><path d="M110 186a40 9 0 0 0 80 0" fill="none" stroke="${GOLD}" stroke-width="2"/>` +
      body(d, t, k === 'floral' || k === 'rim-floral' ? 'bands' : k, {
        band: 306,
        rim: 'M96 314c4-16 30-24 54-24s50 8 54 24',
      })
    );
  },
  textile: (t, k) => {
    let lace = '';
    for (let x = 64; x < 236; x += 12) lace += `a6 6 0 0 0 12 0`;
    const d = `M64 108h172v176${lace.replace(/a6 6 0 0 0 12 0/g, 'a6 6 0 0 1-12 0')}z`;
    return (
      shadow(150, 314, 104, 10) +
      body(d, t, k === 'floral' ? 'rim-floral' : k, { band: 160, rim: '' }) +
      `<rect x="78" y="122" width="144" height="150" fill="none" stroke="${CREAM}" stroke-opacity=".55" stroke-width="1.5" stroke-dasharray="4 4"/>` +
      `<path d="M64 108h172" stroke="${INK}" stroke-opacity=".2" stroke-width="3"/>` +
      `<path d="M150 122v150M78 196h144" stroke="${CREAM}" stroke-opacity=".25" stroke-width="6"/>` +
      `<circle cx="150" cy="220" r="20" fill="none" stroke="${GOLD_LIGHT}" stroke-width="3"/>${flower(150, 220, CREAM)}`
    );
  },
};

function svg(paper, content, label) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 400" width="300" height="400" role="img" aria-label="${label}">` +
    defs(paper) +
    `<rect width="300" height="400" fill="url(#v)"/><rect width="300" height="400" filter="url(#g)"/>` +
    `<path d="M0 338h300" stroke="${INK}" stroke-opacity=".08" stroke-width="2"/>` +
    content +
    `</svg>\n`
  );
}

mkdirSync(`${OUT}/products`, { recursive: true });
for (const [family, draw] of Object.entries(FAMILIES)) {
  for (let v = 1; v <= VARIANTS; v += 1) {
    const tint = TINTS[v - 1];
    writeFileSync(
      `${OUT}/products/${family}-${v}.svg`,
      svg(PAPERS[v - 1], draw(tint, ORNAMENTS[v - 1]), family),
    );
  }
}
writeFileSync(
  `${OUT}/placeholder.svg`,
  svg('#f6f1e7', FAMILIES.vase('#cdbfa8', 'rim'), 'BON VINTAGE'),
);
writeFileSync(
  `${OUT}/video-poster.svg`,
  svg(
    '#efe6d6',
    `${FAMILIES.frame('#3f5a4a', 'rim')}<circle cx="150" cy="200" r="36" fill="#7a2e2a"/><circle cx="150" cy="200" r="36" fill="none" stroke="${GOLD}" stroke-width="3"/><path d="M140 182v36l30-18z" fill="${CREAM}"/>`,
    'Відео',
  ),
);
console.log('placeholder art written to', OUT);
