import { problemOf, type Parsed } from './parsed.ts';

export const MAX_PRICE = 1_000_000;
const PRICE_EXAMPLE = 'Напишіть ціну в гривнях цифрами, наприклад 1200 або 1 200 грн.';
const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, ' ');
const CURRENCY =
  /^(?:₴|грн\.?|гривень|гривні|гривня|uah|hrn)\s*|\s*(?:₴|грн\.?|гривень|гривні|гривня|uah|hrn)$/gi;

/**
 * The ways Ukrainians write money: groups of thousands by spaces (also the
 * no-break ones spreadsheets put in) or, with kopecks after a comma, by
 * points (`1.200,00`, as a Ukrainian Excel shows it); kopecks after a comma
 * or a point. Each gives [hryvnias, kopecks].
 */
const FORMS: readonly RegExp[] = [
  /^(\d{1,3}(?: \d{3})+|\d+)(?:[.,](\d{1,2}))?$/, // 1200, 1 200, 1 200,50, 1200.5
  /^(\d{1,3}(?:\.\d{3})+),(\d{1,2})$/, // 1.200,00
  /^(\d{1,3}(?:,\d{3})+)\.(\d{1,2})$/, // 1,200.00 (an English spreadsheet)
];

/**
 * Whole hryvnias, as people write them: `1200`, `1 200`, `1200 грн`,
 * `1 200,00 ₴`, `1.200,00`, `2651,40 грн`. Kopecks are rounded to the
 * nearest hryvnia (the shop shows whole hryvnias), with a note the build
 * prints. A comma or point followed by three digits and nothing else
 * (`1,200`, `1.200`) is refused: it is a thousands separator in English and
 * a decimal one in Ukrainian, and a price off by a factor of a thousand is
 * worse than a question.
 */
export function parsePrice(text: string): Parsed<number> {
  const written = text.trim().replace(/\s+/g, ' ');
  if (written === '') return problemOf(`ціну не вказано. ${PRICE_EXAMPLE}`);
  const plain = written.replace(CURRENCY, '').trim();
  if (/^[-−–]\s*\d/.test(plain)) return problemOf(`ціна не може бути від’ємною. ${PRICE_EXAMPLE}`);
  if (/^\d{1,3}(?:[.,]\d{3})+$/.test(plain)) {
    const digits = plain.replace(/[.,]/g, '');
    return problemOf(
      `«${written}» — незрозуміло, тисячі це чи копійки. Напишіть ціну в гривнях без коми й крапки: ${digits} або ${groupThousands(digits)}.`,
    );
  }
  const match = FORMS.map((form) => form.exec(plain)).find(Boolean);
  if (!match) return problemOf(`«${written}» — не ціна. ${PRICE_EXAMPLE}`);
  const whole = Number(match[1]!.replace(/[ .,]/g, ''));
  const kopecks = match[2] ? Number(match[2].padEnd(2, '0')) : 0;
  const hryvnias = whole + (kopecks >= 50 ? 1 : 0);
  if (hryvnias < 1 || hryvnias > MAX_PRICE) {
    return problemOf(
      `ціна ${hryvnias} не підходить: вона має бути від 1 до 1 000 000 гривень. ${PRICE_EXAMPLE}`,
    );
  }
  return kopecks > 0
    ? {
        value: hryvnias,
        note: `ціну «${written}» округлено до ${groupThousands(String(hryvnias))} грн: на сайті ціни в цілих гривнях.`,
      }
    : { value: hryvnias };
}
