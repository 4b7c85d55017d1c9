import { problemOf, type Parsed } from './parsed.ts';

/**
 * When a piece was made, as owners write it (docs/catalogue-fields.md): a
 * year (`1968`), a decade or its part (`1970-ті`, `70-ті`, `1970s`,
 * `кінець 80-х`), a century or its part (`XIX ст.`, `кінець XIX ст.`,
 * `початок XX століття`). The catalogue
 * groups pieces by decade from 1900 (`1960-ті`) and by century before
 * (`XIX століття`).
 */
/** The catalogue's group of an era, and its place in time: a century before its own decades. */
export interface EraGroup {
  name: string;
  order: number;
  /** A decade's century (`XX століття` for `1960-ті`), which counts it too. */
  within?: EraGroup;
}

const ROMAN: Record<string, number> = { I: 1, V: 5, X: 10 };

const ONES = ['', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX'];

/** Up to XXXIX: enough for centuries. */
const romanOf = (n: number): string => 'X'.repeat(Math.floor(n / 10)) + ONES[n % 10]!;

function numberOfRoman(text: string): number | undefined {
  const letters = text.toUpperCase().replace(/Х/g, 'X').replace(/І/g, 'I');
  if (!/^[IVX]+$/.test(letters)) return undefined;
  let total = 0;
  for (let i = 0; i < letters.length; i += 1) {
    const value = ROMAN[letters[i]!]!;
    const next = ROMAN[letters[i + 1] ?? ''] ?? 0;
    total += value < next ? -value : value;
  }
  return romanOf(total) === letters ? total : undefined;
}

/** Parts of a century, with the year of the century they start from. */
const PARTS: readonly [RegExp, string, number][] = [
  [/^(?:початок|поч\.?)$/i, 'початок', 0],
  [/^(?:перша половина|1-а половина|1-ша половина)$/i, 'перша половина', 0],
  [/^(?:середина|сер\.?)$/i, 'середина', 40],
  [/^(?:друга половина|2-а половина|2-га половина)$/i, 'друга половина', 50],
  [/^(?:кінець|кін\.?)$/i, 'кінець', 75],
];

const CENTURY_WORD = String.raw`(?:століття|сторіччя|ст\.?|в\.?|c\.?|century)`;

/** A decade's name: `1960-ті`, and `2000-ні` as Ukrainian says the 2000s. */
const decadeName = (decade: number) => `${decade}-${decade === 2000 ? 'ні' : 'ті'}`;

const centuryName = (century: number) => `${romanOf(century)} століття`;

const centuryGroup = (century: number): EraGroup => ({
  name: centuryName(century),
  order: (century - 1) * 1000,
});

function groupOfYear(year: number): EraGroup {
  if (year < 1900) return centuryGroup(Math.floor((year - 1) / 100) + 1);
  const decade = Math.floor(year / 10) * 10;
  // `1900-ті` is the XX century's, as people count it.
  const within = centuryGroup(Math.floor(decade / 100) + 1);
  return { name: decadeName(decade), order: decade * 10 + 1, within };
}

/**
 * The group of an era as parseEra writes it (`1968`, `близько 1900`,
 * `1970-ті`, `кінець XIX століття`): by decade from 1900, by century before.
 * An era kept as the owner wrote it (`СРСР, 60-ті`) is in no group.
 */
export function eraGroup(era: string): EraGroup | undefined {
  if (!isReadEra(era)) return undefined;
  const year = /(\d{4})/.exec(era);
  if (year) return groupOfYear(Number(year[1]));
  const century = /([IVX]+) століття$/.exec(era);
  return century ? centuryGroup(numberOfRoman(century[1]!) ?? 0) : { name: era, order: 0 };
}

/** The year of an era that is one (`1968`), for schema.org's productionDate. */
export const eraYear = (era: string): number | undefined =>
  /^\d{4}$/.test(era) ? Number(era) : undefined;

const UNREAD = 'у такій формі її не прочитати, тож у групах «Епоха» каталогу її немає.';

const EXAMPLE =
  'Щоб річ була в групі, напишіть рік (1968), десятиліття (1970-ті, 70-ті, кінець 80-х) чи століття (XIX ст., кінець XIX ст., початок XX століття).';

/** What parseEra writes of an era it reads; one it keeps as written is not. */
const isReadEra = (era: string): boolean => {
  const read = readEra(era, '9999-12-31');
  return 'value' in read && read.value === era;
};

/**
 * The era in one clean form (`1970-ті` for `70-ті`, `кінець 1980-х` for
 * `кінець 80-х`); or, when the build cannot read it (`СРСР, 60-ті`,
 * `1960–1970-ті`), as the owner
 * wrote it, with a note: shown on the product's page, left out of the
 * catalogue's groups, never refused. Empty is none. `today` bounds the year:
 * a piece is not made in the future.
 */
export function parseEra(text: string, today: string): Parsed<string | undefined> {
  const read = readEra(text, today);
  if ('value' in read) return read;
  const written = text.trim().replace(/\s+/g, ' ');
  return {
    value: written,
    note: `епоху «${written}» показано на сайті як написано: ${read.problem} ${EXAMPLE}`,
  };
}

/** The era in one clean form, or why it cannot be read. */
function readEra(text: string, today: string): Parsed<string | undefined> {
  const written = text.trim().replace(/\s+/g, ' ').replace(/[–—]/g, '-');
  if (written === '') return { value: undefined };
  const thisYear = Number(today.slice(0, 4));
  const tooLate = (year: number) => problemOf(`${year} рік ще не настав.`);

  // `1968`, `1968 р.`, `1968 року`, `близько 1900`.
  const year = /^(?:(близько|бл\.|приблизно|прибл\.|~)\s*)?(\d{4})(?:\s*(?:р\.?|рік|року))?$/i.exec(
    written,
  );
  if (year) {
    const value = Number(year[2]);
    if (value > thisYear) return tooLate(value);
    if (value < 1000) return problemOf(UNREAD);
    return { value: year[1] ? `близько ${value}` : String(value) };
  }

  // `кінець 80-х`, `початок 1990-х`, `середина 70-х`: a part of a decade, in its decade's group.
  const partOfDecade =
    /^(початок|поч\.?|середина|сер\.?|кінець|кін\.?)\s+(\d{2}|\d{3}0)-?(?:х|ті|ні)(?: років| рр\.?)?$/i.exec(
      written,
    );
  if (partOfDecade) {
    const digits = partOfDecade[2]!;
    const start = digits.length === 2 ? 1900 + Number(digits) : Number(digits);
    const part = PARTS.find(([pattern]) => pattern.test(partOfDecade[1]!))!;
    if (start % 10 !== 0) return problemOf(UNREAD);
    if (start > thisYear) return tooLate(start);
    return { value: `${part[1]} ${start}-х` };
  }

  // `1970-ті`, `1970-х`, `1970-х років`, `70-ті`, `1970s`, `2000-ні`.
  const decade =
    /^(\d{2}|\d{3}0)(?:-?(?:ті|ні|х|і)(?: роки| років| рр\.?)?|'?s)$/i.exec(written);
  if (decade) {
    const digits = decade[1]!;
    const start = digits.length === 2 ? 1900 + Number(digits) : Number(digits);
    if (start % 10 !== 0) return problemOf(UNREAD);
    if (start > thisYear) return tooLate(start);
    return { value: decadeName(start) };
  }

  // `XIX ст.`, `19 століття`, `кінець XIX ст.`, `перша половина XX століття`.
  const century = new RegExp(
    String.raw`^(?:(.+?)\s+)?([IVXІХ]+|\d{1,2})(?:-?(?:е|ий|й))?\s*${CENTURY_WORD}$`,
    'i',
  ).exec(written);
  if (century) {
    const number = /^\d+$/.test(century[2]!) ? Number(century[2]) : numberOfRoman(century[2]!);
    const part = century[1] ? PARTS.find(([pattern]) => pattern.test(century[1]!)) : undefined;
    if (number !== undefined && number >= 1 && (!century[1] || part)) {
      const from = (number - 1) * 100 + (part?.[2] ?? 0);
      const name = centuryName(number);
      if (from > thisYear) return problemOf(`${name} ще не настало.`);
      return { value: part ? `${part[1]} ${name}` : name };
    }
  }
  return problemOf(UNREAD);
}
