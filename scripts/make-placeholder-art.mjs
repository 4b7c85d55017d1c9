#!/usr/bin/env node
// Writes the 300x400 SVG placeholder art that ships with the app
// (DECISIONS.md, Data): one drawing per category family, in tinted variants,
// plus the generic fallback and the video poster. Run after changing the art:
//   node scripts/make-placeholder-art.mjs
import { mkdirSync, writeFileSync } from 'node:fs';

const OUT = 'public/images';
const VARIANTS = 6;
const TINTS = ['#7a2e2a', '#3f5a4a', '#2f4a6b', '#8a5a2b', '#5b3d5e', '#6b6b3a'];
const PAPER = ['#f6f1e7', '#efe6d6', '#f3ece0', '#ece3d2', '#f5efe3', '#eee6d8'];

const FAMILIES = {
  vase: (c) =>
    `<path d="M125 120h50v20c0 15 35 40 35 95s-25 75-60 75-60-20-60-75 35-80 35-95z" fill="${c}"/><rect x="118" y="112" width="64" height="12" rx="4" fill="${c}"/>`,
  plate: (c) =>
    `<circle cx="150" cy="210" r="95" fill="${c}"/><circle cx="150" cy="210" r="70" fill="none" stroke="#f6f1e7" stroke-width="3"/><circle cx="150" cy="210" r="40" fill="none" stroke="#b08d57" stroke-width="2"/>`,
  cup: (c) =>
    `<path d="M90 170h110v60c0 35-25 55-55 55s-55-20-55-55z" fill="${c}"/><path d="M200 190c30 0 30 45 0 45" fill="none" stroke="${c}" stroke-width="10"/><ellipse cx="150" cy="300" rx="80" ry="12" fill="${c}" opacity=".6"/>`,
  glass: (c) =>
    `<path d="M105 110h90c0 70-20 105-45 110-25-5-45-40-45-110z" fill="${c}"/><rect x="146" y="218" width="8" height="60" fill="${c}"/><ellipse cx="150" cy="285" rx="40" ry="9" fill="${c}"/>`,
  figurine: (c) =>
    `<circle cx="150" cy="130" r="28" fill="${c}"/><path d="M150 160c-40 0-55 60-50 130h100c5-70-10-130-50-130z" fill="${c}"/><rect x="95" y="288" width="110" height="14" rx="4" fill="${c}" opacity=".7"/>`,
  box: (c) =>
    `<rect x="70" y="170" width="160" height="100" rx="6" fill="${c}"/><path d="M65 150h170v30H65z" fill="${c}" opacity=".8"/><circle cx="150" cy="215" r="9" fill="#b08d57"/>`,
  chair: (c) =>
    `<rect x="100" y="90" width="100" height="110" rx="8" fill="${c}"/><rect x="90" y="195" width="120" height="22" rx="4" fill="${c}"/><rect x="98" y="215" width="10" height="90" fill="${c}"/><rect x="192" y="215" width="10" height="90" fill="${c}"/>`,
  frame: (c) =>
    `<rect x="70" y="100" width="160" height="200" fill="#b08d57"/><rect x="85" y="115" width="130" height="170" fill="${c}"/><path d="M95 270l40-60 30 40 20-25 25 45z" fill="#f6f1e7" opacity=".7"/>`,
  card: (c) =>
    `<rect x="95" y="105" width="110" height="170" rx="10" fill="${c}"/><rect x="105" y="115" width="90" height="150" rx="6" fill="none" stroke="#f6f1e7" stroke-width="2"/><path d="M150 160l20 30-20 30-20-30z" fill="#f6f1e7"/>`,
  textile: (c) =>
    `<path d="M70 120h160v170H70z" fill="${c}"/><path d="M70 120h160v170H70z" fill="none" stroke="#f6f1e7" stroke-width="4" stroke-dasharray="6 6"/><circle cx="150" cy="205" r="30" fill="none" stroke="#b08d57" stroke-width="3"/>`,
};

function svg(body, paper, label) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 400" width="300" height="400" role="img" aria-label="${label}"><rect width="300" height="400" fill="${paper}"/>${body}</svg>\n`;
}

mkdirSync(`${OUT}/products`, { recursive: true });
for (const [family, draw] of Object.entries(FAMILIES)) {
  for (let v = 1; v <= VARIANTS; v += 1) {
    writeFileSync(
      `${OUT}/products/${family}-${v}.svg`,
      svg(draw(TINTS[v - 1]), PAPER[v - 1], family),
    );
  }
}
writeFileSync(`${OUT}/placeholder.svg`, svg(FAMILIES.vase('#d9cdb9'), '#f6f1e7', 'BON VINTAGE'));
writeFileSync(
  `${OUT}/video-poster.svg`,
  svg(
    `${FAMILIES.frame('#3f5a4a')}<circle cx="150" cy="200" r="36" fill="#7a2e2a"/><path d="M140 182v36l30-18z" fill="#fffdf8"/>`,
    '#efe6d6',
    'Відео',
  ),
);
console.log('placeholder art written to', OUT);
