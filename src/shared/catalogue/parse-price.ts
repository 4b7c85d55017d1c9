import { problemOf, type Parsed } from './parsed.ts';

export const MAX_PRICE = 1_000_000;
const PRICE_EXAMPLE = 'Напишіть ціну в гривнях цифрами, наприклад 1200 або 1 200 грн.';
const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, ' ');

const CURRENCY = String.raw`(?:₴|грн\.?|гривень|гривні|гривня|uah|hrn)`;
/** Kopecks: one or two digits; fewer than 50 where the hryvnias are already the most. */
const KOPECKS = String.raw`\d{1,2}`;
const FEW_KOPECKS = String.raw`[0-4]\d?`;
/** 1 to 999 999 hryvnias, with no zero in front, its thousands parted by `sep` (or not at all). */
const hryvnias = (sep: string) => String.raw`[1-9]\d{0,2}(?:${sep}\d{3})?`;
/** 1 000 000, its thousands parted by `sep`. */
const million = (sep: string) => String.raw`1${sep}000${sep}000`;

/**
 * The ways Ukrainians write money (docs/catalogue-fields.md): groups of
 * thousands by spaces (also the no-break ones spreadsheets put in) or not at
 * all, kopecks after a comma or a point (`1 200,50`, `1200.5`); or groups by
 * points with kopecks after a comma (`1.200,00`, as a Ukrainian Excel shows
 * it), or by commas with kopecks after a point (`1,200.00`, an English one);
 * the currency before or after. From 1 to 1 000 000 hryvnias once kopecks
 * are rounded. Nothing else: a comma or point followed by three digits and
 * nothing more (`1,200`, `3.500`) is a thousands separator in English and a
 * decimal one in Ukrainian, and a price off by a factor of a thousand is
 * worse than a question.
 *
 * One rule for the admin's form and the build: Sveltia tests this pattern
 * on the trimmed text before it saves (src/shared/catalogue/fields.ts), and
 * parsePrice reads nothing it refuses.
 */
export const PRICE_PATTERN = new RegExp(
  String.raw`^(?:${CURRENCY}\s*)?(?:` +
    [
      String.raw`(?:${hryvnias(String.raw`\s+`)}|[1-9]\d{0,5})(?:[.,]${KOPECKS})?`,
      String.raw`(?:${million(String.raw`\s+`)}|1000000)(?:[.,]${FEW_KOPECKS})?`,
      String.raw`[1-9]\d{0,2}\.\d{3},${KOPECKS}|${million(String.raw`\.`)},${FEW_KOPECKS}`,
      String.raw`[1-9]\d{0,2},\d{3}\.${KOPECKS}|${million(',')}\.${FEW_KOPECKS}`,
    ].join('|') +
    String.raw`)(?:\s*${CURRENCY})?$`,
  'i',
);

/** The text without its currency, on one line: `1 200,50`. */
const amountOf = (written: string) =>
  written.replace(new RegExp(String.raw`^${CURRENCY}\s*|\s*${CURRENCY}$`, 'gi'), '').trim();

/** Hryvnias and kopecks of an amount PRICE_PATTERN accepts (or of one it refuses for its size). */
function readAmount(amount: string): { whole: number; kopecks: number } | undefined {
  const match = /^([\d ]+|[\d.]+(?=,)|[\d,]+(?=\.))(?:[.,](\d{1,2}))?$/.exec(amount);
  if (!match) return undefined;
  return {
    whole: Number(match[1]!.replace(/[ .,]/g, '')),
    kopecks: match[2] ? Number(match[2].padEnd(2, '0')) : 0,
  };
}

/**
 * Whole hryvnias, as people write them: `1200`, `1 200`, `1200 грн`,
 * `1 200,00 ₴`, `1.200,00`, `2651,40 грн` (PRICE_PATTERN says which).
 * Kopecks are rounded to the nearest hryvnia (the shop shows whole
 * hryvnias), with a note the build prints. What it refuses it says why, in
 * the owner's words.
 */
export function parsePrice(text: string): Parsed<number> {
  const written = text.trim().replace(/\s+/g, ' ');
  if (written === '') return problemOf(`ціну не вказано. ${PRICE_EXAMPLE}`);
  const amount = amountOf(written);
  if (!PRICE_PATTERN.test(written)) return refusal(written, amount);
  const { whole, kopecks } = readAmount(amount)!;
  const value = whole + (kopecks >= 50 ? 1 : 0);
  return kopecks > 0
    ? {
        value,
        note: `ціну «${written}» округлено до ${groupThousands(String(value))} грн: на сайті ціни в цілих гривнях.`,
      }
    : { value };
}

/** Why PRICE_PATTERN refuses a price, and what to write instead. */
function refusal(written: string, amount: string): { problem: string } {
  if (/^[-−–]\s*\d/.test(amount)) return problemOf(`ціна не може бути від’ємною. ${PRICE_EXAMPLE}`);
  if (/^\d{1,3}(?:[.,]\d{3})+$/.test(amount)) {
    const digits = amount.replace(/[.,]/g, '');
    return problemOf(
      `«${written}» — незрозуміло, тисячі це чи копійки. Напишіть ціну в гривнях без коми й крапки: ${digits} або ${groupThousands(digits)}.`,
    );
  }
  const read = /^(?:\d{1,3}(?: \d{3})+|\d+|\d{1,3}(?:\.\d{3})+(?=,)|\d{1,3}(?:,\d{3})+(?=\.))(?:[.,]\d{1,2})?$/.test(
    amount,
  )
    ? readAmount(amount)
    : undefined;
  if (read) {
    const value = read.whole === 0 ? 0 : read.whole + (read.kopecks >= 50 ? 1 : 0);
    if (value < 1 || value > MAX_PRICE) {
      return problemOf(
        `ціна ${value} не підходить: вона має бути від 1 до 1 000 000 гривень. ${PRICE_EXAMPLE}`,
      );
    }
  }
  return problemOf(`«${written}» — не ціна. ${PRICE_EXAMPLE}`);
}
