import { pluralWord } from '../../src/shared/lib/plural.ts';
import { ITEMS_DIR } from './read-items.ts';
import type { CatalogueProblem, HeldGood } from './types.ts';

/**
 * The list the build prints when the owner's catalogue cannot be shipped
 * (docs/owner-catalogue.md, «Якщо в каталозі помилка»): every problem on a
 * line of its own, in the order of the files, so the owner can go down the
 * spreadsheet once and fix them all.
 */

/** Where an admin's good lives, as the owner's repository names it: 'catalogue/items/12-vaza'. */
export const goodFolder = (file: string, dir: string): string =>
  `${dir}/${file.replace(/\/$/, '')}`;

/**
 * 'products.csv, рядок 5, товар 12, стовпець «Ціна»': where the problem is,
 * as far as it is known; an admin's good by its title, its folder and the
 * form's label: '«Ваза» (catalogue/items/12-vaza), поле «Ціна»'.
 */
function placeOf({ file, line, id, title, column }: CatalogueProblem, dir: string): string {
  if (file.startsWith(`${ITEMS_DIR}/`)) {
    return [
      `${title ? `«${title}» ` : ''}(${goodFolder(file, dir)})`,
      column ? `поле «${column}»` : '',
    ]
      .filter(Boolean)
      .join(', ');
  }
  return [
    file,
    line === undefined ? '' : `рядок ${line}`,
    id ? `товар ${id}` : '',
    // A spreadsheet has columns; products.json and shop.yaml have fields.
    column ? `${file.endsWith('.csv') ? 'стовпець' : 'поле'} «${column}»` : '',
  ]
    .filter(Boolean)
    .join(', ');
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** By file (the whole folder's first), then whole-file problems, then by line; otherwise as found. */
function byPlace(a: CatalogueProblem, b: CatalogueProblem): number {
  if (a.file !== b.file) return a.file < b.file ? -1 : 1;
  return (a.line ?? 0) - (b.line ?? 0);
}

/** Each on a line of its own, by place. */
const listed = (problems: readonly CatalogueProblem[], dir: string) =>
  [...problems].sort(byPlace).map((problem) => {
    const place = placeOf(problem, dir);
    return `  ${place ? `${place}: ${problem.message}` : capitalised(problem.message)}`;
  });

export function formatProblems(problems: readonly CatalogueProblem[], dir: string): string {
  const count = problems.length;
  const heading =
    `Каталог у «${dir}» має ${count} ${pluralWord(count, ['помилку', 'помилки', 'помилок'])} — ` +
    `виправте ${count === 1 ? 'її' : 'їх'} і зберіть магазин знову:`;
  return [heading, ...listed(problems, dir)].join('\n');
}

/** What the build read with a liberty (kopecks rounded): it goes on, and says so. */
export function formatNotes(notes: readonly CatalogueProblem[], dir: string): string {
  const count = notes.length;
  const heading =
    `Каталог у «${dir}»: ${count} ${pluralWord(count, ['примітка', 'примітки', 'приміток'])} — ` +
    'магазин збирається, але перегляньте:';
  return [heading, ...listed(notes, dir)].join('\n');
}

/**
 * The goods a build that holds (CATALOGUE_ON_ERROR=hold) left out: printed
 * with the rest of the build's log, and written in its report for the admin.
 */
export function formatHeld(held: readonly HeldGood[], dir: string): string {
  const count = held.length;
  const heading =
    `Каталог у «${dir}»: ${count} ${pluralWord(count, ['товар', 'товари', 'товарів'])} не опубліковано, ` +
    'решту опубліковано. Виправте і збережіть знову:';
  return [heading, ...listed(held.flatMap(({ problems }) => problems), dir)].join('\n');
}
