import { problemOf, type Parsed } from './parsed.ts';

/**
 * A piece's size as owners type it, in centimetres (docs/catalogue-fields.md):
 * `25 х 12 см` (a Cyrillic х), `85x110x45`, `40*30 см`, `25 × 12`,
 * `24 на 18 см`, `діаметр 24 см`, `Ø 24`, `висота 21 см`,
 * `чашка: висота 7 см`, several parts separated by `;`. Shown in one clean
 * form: `25 × 12 см`, `Ø 24 см`, `Ø 18 × 30 см`, `чашка: висота 7 см`. A
 * size in other words (`25 х`, `близько 30`) is the owner's own: shown as
 * written, with a note, never refused; only a size with no number at all is.
 */
/** Centimetres, where the owner named them (висота, ширина, глибина): schema.org's. */
export interface NamedSizes {
  height?: number;
  width?: number;
  depth?: number;
}

type Axis = 'height' | 'width' | 'depth' | 'length' | 'diameter';

/** The words for each measure, as written, in the order they are tried (longest first). */
const AXES: readonly [RegExp, Axis][] = [
  [/^(?:висота|висотою|высота|вис\.?|в\.|в|height|h)$/i, 'height'],
  [/^(?:ширина|шириною|шир\.?|ш\.|ш|width|w)$/i, 'width'],
  [/^(?:глибина|глибиною|глиб\.?|гл\.?|г\.|г|depth)$/i, 'depth'],
  [/^(?:довжина|довжиною|довж\.?|дл\.?|д\.|length|l)$/i, 'length'],
  [/^(?:діаметр|діаметром|діам\.?|диаметр|diameter|ø|⌀|d)$/i, 'diameter'],
];

const AXIS_WORDS: Record<Axis, string> = {
  height: 'висота',
  width: 'ширина',
  depth: 'глибина',
  length: 'довжина',
  diameter: 'Ø',
};

const EXAMPLE =
  'Напишіть розміри в сантиметрах, наприклад 25 × 12 см, 85x110x45, Ø 24 см або висота 21 см.';

const NUMBER = String.raw`\d+(?:[.,]\d+)?`;
const UNIT = String.raw`(?:см|cm|мм|mm|м|m)\.?`;

/** A number in centimetres from its text and unit. */
function centimetres(number: string, unit: string | undefined): number {
  const value = Number(number.replace(',', '.'));
  const plain = (unit ?? '').toLowerCase().replace('.', '');
  if (plain === 'мм' || plain === 'mm') return value / 10;
  if (plain === 'м' || plain === 'm') return value * 100;
  return value;
}

/** 12.5 → '12,5', as Ukrainians write it. */
const shown = (cm: number) => String(Math.round(cm * 10) / 10).replace('.', ',');

interface Part {
  label: string;
  named: Partial<Record<Axis, number>>;
}

/**
 * `25 х 12`, `85x110x45 см`, `1,2 м x 60 см`: numbers joined by a times
 * sign, each with its unit or the last one's.
 */
function readSizes(text: string): Part | undefined {
  const term = String.raw`(${NUMBER})\s*(${UNIT})?`;
  const times = String.raw`(?:\s*[xXхХ×*]\s*|\s+на\s+)`;
  // `Ø 18 × 30 см`: a round piece's diameter, then its height, as sellers write it.
  const round = /^(?:ø|⌀|діам\.?|діаметр)\s*/iu.exec(text);
  const sizesText = round ? text.slice(round[0].length) : text;
  if (!new RegExp(String.raw`^${term}(?:${times}${term})*$`, 'i').test(sizesText)) return undefined;
  const terms = [...sizesText.matchAll(new RegExp(term, 'gi'))];
  if (round && terms.length !== 2) return undefined;
  const lastUnit = terms.at(-1)?.[2];
  const sizes = terms.map(([, number, unit]) => shown(centimetres(number!, unit ?? lastUnit)));
  return { label: `${round ? 'Ø ' : ''}${sizes.join(' × ')} см`, named: {} };
}

/** `висота 21 см`, `Ø 24`, `діаметр: 9,5 см`, `h 30 w 20`, several, with or without commas. */
function readNamed(text: string): Part | undefined {
  const term = String.raw`([\p{L}.⌀ø]+)\s*[:=]?\s*(${NUMBER})\s*(${UNIT})?`;
  if (!new RegExp(String.raw`^${term}(?:\s*,?\s*${term})*$`, 'iu').test(text)) return undefined;
  const named: Partial<Record<Axis, number>> = {};
  const labels: string[] = [];
  for (const [, word, number, unit] of text.matchAll(new RegExp(term, 'giu'))) {
    const axis = AXES.find(([pattern]) => pattern.test(word!))?.[1];
    if (!axis) return undefined;
    const cm = centimetres(number!, unit);
    named[axis] = cm;
    labels.push(`${AXIS_WORDS[axis]} ${shown(cm)} см`);
  }
  return { label: labels.join(', '), named };
}

/** Words before a colon that name the whole, not a part: `Розміри: 20 х 30`. */
const SIZE_WORDS = /^(?:розмір|розміри|габарити|size|dimensions)$/i;

/**
 * The sizes in one clean form; or as written, with a note, when they are in
 * words the build does not read; or what to write instead when there is no
 * number in them. Empty is none.
 */
export function parseDimensions(text: string): Parsed<string | undefined> {
  const written = text.trim().replace(/\s+/g, ' ');
  if (written !== '' && !/\d/.test(written)) {
    return problemOf(`у «${written}» немає жодного числа. ${EXAMPLE}`);
  }
  if (written === '') return { value: undefined };
  const read = readDimensions(written);
  if (!read) {
    return {
      value: written,
      note: `розміри «${written}» показано на сайті як написано: у такій формі пошукові системи не дізнаються з них висоти, ширини чи глибини. Якщо хочете, щоб дізналися, напишіть їх словами: висота 30 см, ширина 20 см, Ø 18 см.`,
    };
  }
  return { value: read.label };
}

/**
 * The height, width and depth a size names, for schema.org: only when the
 * piece is measured once (not `чашка: …; блюдце: …`).
 */
export function namedSizes(dimensions: string): NamedSizes {
  const read = readDimensions(dimensions.trim().replace(/\s+/g, ' '));
  if (!read || read.parts > 1) return {};
  const { height, width, depth } = read.named;
  return {
    ...(height === undefined ? {} : { height }),
    ...(width === undefined ? {} : { width }),
    ...(depth === undefined ? {} : { depth }),
  };
}

/** A size written on one line, read into its clean form, or undefined where it cannot be. */
function readDimensions(
  written: string,
): { label: string; parts: number; named: Partial<Record<Axis, number>> } | undefined {
  const parts: Part[] = [];
  for (const piece of written.split(/\s*;\s*/).filter(Boolean)) {
    // `чашка: висота 7 см`: what the part measures, then its size.
    const whose = /^([^:\d]+?)\s*:\s*(?=.*\d)(.*)$/u.exec(piece);
    const named = whose && !AXES.some(([word]) => word.test(whose[1]!));
    const what = named && !SIZE_WORDS.test(whose[1]!) ? whose[1]! : null;
    const size = named ? whose[2]! : piece;
    const part = readSizes(size) ?? readNamed(size);
    if (!part) return undefined;
    parts.push(what ? { ...part, label: `${what}: ${part.label}` } : part);
  }
  return parts.length === 0
    ? undefined
    : {
        label: parts.map(({ label }) => label).join('; '),
        parts: parts.length,
        named: parts[0]!.named,
      };
}
