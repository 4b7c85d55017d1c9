import { pluralWord } from '../lib/plural.ts';
import { problemOf, type Parsed } from './parsed.ts';

const MONTHS_IN = [
  'січні',
  'лютому',
  'березні',
  'квітні',
  'травні',
  'червні',
  'липні',
  'серпні',
  'вересні',
  'жовтні',
  'листопаді',
  'грудні',
];
const DATE_EXAMPLE = 'Напишіть день.місяць.рік, наприклад 02.11.2026, або 2026-11-02.';

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const pad = (n: number) => String(n).padStart(2, '0');
const dayMonthYear = (iso: string) => iso.split('-').reverse().join('.');

/**
 * 'YYYY-MM-DD' from `2026-11-02`, or day first, as in Ukraine: `02.11.2026`,
 * `2.11.2026`, `02/11/2026`. A time after the date (a spreadsheet's
 * `02.11.2026 0:00`, JSON's `2026-11-02T10:00:00Z`) is ignored. Empty is
 * `today`; a day after `today` is refused (it would top «новинки» until then).
 */
export function parseDate(text: string, today: string): Parsed<string> {
  const written = text.trim();
  if (written === '') return { value: today };
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ][\d:.]+Z?)?$/.exec(written);
  const dmy = /^(\d{1,2})[./-](\d{1,2})[./-](\d{2}|\d{4})(?: \d{1,2}:\d{2}(?::\d{2})?)?$/.exec(
    written,
  );
  if (!iso && !dmy) return problemOf(`«${written}» — не дата. ${DATE_EXAMPLE}`);
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]].map(Number)
    : [dmy![3], dmy![2], dmy![1]].map(Number);
  if (year! < 100)
    return problemOf(`напишіть рік повністю, чотирма цифрами: 20${pad(year!)}. ${DATE_EXAMPLE}`);
  if (month! < 1 || month! > 12) return problemOf(`місяця ${month} не буває. ${DATE_EXAMPLE}`);
  const days = daysIn(year!, month!);
  if (day! < 1 || day! > days) {
    return problemOf(
      `дати «${written}» не буває: у ${MONTHS_IN[month! - 1]} ${year} року ${days} ${pluralWord(days, ['день', 'дні', 'днів'])}. ${DATE_EXAMPLE}`,
    );
  }
  if (year! < 2000) return problemOf(`рік ${year} — мабуть, помилка. ${DATE_EXAMPLE}`);
  const date = `${year}-${pad(month!)}-${pad(day!)}`;
  if (date > today) {
    return problemOf(
      `дата ${dayMonthYear(date)} ще не настала (сьогодні ${dayMonthYear(today)}). Напишіть день, коли річ з’явилась у крамниці, або залиште порожнім — тоді буде день збирання сайту.`,
    );
  }
  return { value: date };
}
