import { problemOf, type Parsed } from './parsed.ts';
import { oneLine } from './words.ts';

/**
 * The plain columns of the owner's catalogue read as people type them
 * (docs/owner-catalogue.md): the number, the title, free text.
 */

const ID_EXAMPLE = 'Напишіть ціле число від 1, наприклад 12; у кожного товару свій номер.';

/**
 * What the owner's admin writes for a new good: the minute it was opened
 * (`YYMMDDHHmm`) and a random hexadecimal part (fields.ts, `id`), since
 * Sveltia can put nothing finer in a hidden field.
 */
const ADMIN_ID = /^(\d{10})-([0-9a-f]{8})$/i;

/**
 * An admin's number as the site's: its minute and five digits of its random
 * part, 15 digits (`261126011504213`), still a date to the eye, well within
 * a safe integer, and never one of a spreadsheet's numbers or of the
 * admin's older minute numbers (10 digits). Two goods opened in the same
 * minute, even the same second, share it once in 100 000.
 */
const adminNumber = (minute: string, random: string) =>
  Number(minute) * 100_000 + (Number.parseInt(random, 16) % 100_000);

/** `12`, `12.0` (a spreadsheet's number), `№12`, `#12`, and the admin's `2611260115-3f9a0c12`. */
export function parseId(text: string): Parsed<number> {
  const written = text.trim();
  if (written === '') return problemOf(`номер товару не вказано. ${ID_EXAMPLE}`);
  const admin = ADMIN_ID.exec(written);
  if (admin) return { value: adminNumber(admin[1]!, admin[2]!) };
  const plain = written.replace(/^[№#]\s*/, '');
  const match = /^([-−]?\d+)(?:[.,](\d+))?$/.exec(plain);
  if (!match) return problemOf(`«${written}» — не номер. ${ID_EXAMPLE}`);
  if (match[2] !== undefined && /[^0]/.test(match[2])) {
    return problemOf(`номер має бути цілим числом, а не «${written}». ${ID_EXAMPLE}`);
  }
  const id = Number(match[1]!.replace('−', '-'));
  if (id < 1) return problemOf(`номер ${id} не підходить: номери починаються з 1. ${ID_EXAMPLE}`);
  if (!Number.isSafeInteger(id)) return problemOf(`номер «${written}» задовгий. ${ID_EXAMPLE}`);
  return { value: id };
}

export const MAX_TITLE = 200;
export const MAX_DESCRIPTION = 5000;

export function parseTitle(text: string): Parsed<string> {
  const title = oneLine(text);
  if (title === '') {
    return problemOf(
      'назву не вказано. Напишіть, як товар називатиметься на сайті, наприклад: Ваза порцелянова «Мадонна».',
    );
  }
  if (title.length > MAX_TITLE) {
    return problemOf(
      `назва задовга: ${title.length} знаків, а можна до ${MAX_TITLE}. Скоротіть її, а подробиці перенесіть в опис.`,
    );
  }
  return { value: title };
}

export function parseDescription(text: string): Parsed<string> {
  const description = text.replace(/\r\n?/g, '\n').trim();
  if (description.length > MAX_DESCRIPTION) {
    return problemOf(
      `опис задовгий: ${description.length} знаків, а можна до ${MAX_DESCRIPTION}. Скоротіть його.`,
    );
  }
  return { value: description };
}

/** Free text on one line; may be empty. */
export function parseLine(text: string): Parsed<string> {
  return { value: oneLine(text) };
}

export const MAX_MAKER = 120;

/** A maker, factory or artist: one line, as the owner spells it. */
export function parseMaker(text: string): Parsed<string | undefined> {
  const maker = oneLine(text);
  if (maker === '') return { value: undefined };
  if (maker.length > MAX_MAKER) {
    return problemOf(
      `виробник задовгий: ${maker.length} знаків, а можна до ${MAX_MAKER}. Напишіть лише назву фабрики чи ім’я майстра, а решту — в опис.`,
    );
  }
  return { value: maker };
}

export const MAX_FLAWS = 1000;

/** What is wrong with the piece, shown with its condition; may be empty. */
export function parseFlaws(text: string): Parsed<string | undefined> {
  const flaws = text.replace(/\r\n?/g, '\n').trim();
  if (flaws === '') return { value: undefined };
  if (flaws.length > MAX_FLAWS) {
    return problemOf(
      `опис дефектів задовгий: ${flaws.length} знаків, а можна до ${MAX_FLAWS}. Скоротіть його, а подробиці перенесіть в опис.`,
    );
  }
  return { value: flaws };
}

const SOLD: Record<string, boolean> = {
  так: true,
  т: true,
  yes: true,
  y: true,
  true: true,
  '1': true,
  '+': true,
  x: true,
  х: true,
  '✓': true,
  '✔': true,
  продано: true,
  ні: false,
  н: false,
  no: false,
  n: false,
  false: false,
  '0': false,
  '-': false,
  '–': false,
  '—': false,
};

/** `так`/`ні` and the like; empty is undefined (the `Статус` column, or on sale, decides). */
export function parseSold(text: string): Parsed<boolean | undefined> {
  const written = text.trim().toLowerCase();
  if (written === '') return { value: undefined };
  const sold = SOLD[written];
  if (sold !== undefined) return { value: sold };
  return problemOf(
    `«${text.trim()}» — незрозуміло. Напишіть «так», якщо річ продана, або «ні» (чи залиште порожнім), якщо вона в наявності.`,
  );
}
