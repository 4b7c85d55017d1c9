import { problemOf, type Parsed } from './parsed.ts';

const MAX_PRICE = 1_000_000;
const PRICE_EXAMPLE = 'Напишіть ціну в гривнях цифрами, наприклад 1200 або 1 200 грн.';
const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, ' ');
const CURRENCY =
  /^(?:₴|грн\.?|гривень|гривні|гривня|uah|hrn)\s*|\s*(?:₴|грн\.?|гривень|гривні|гривня|uah|hrn)$/gi;

/**
 * Whole hryvnias, as people write them: `1200`, `1 200` (spaces, also the
 * no-break ones spreadsheets put in), `1200 грн`, `1 200,00 ₴`, `1200.00`.
 * A comma or point followed by three digits (`1,200`, `1.200`) is refused:
 * it is a thousands separator in English and a decimal one in Ukrainian, and
 * a price off by a factor of a thousand is worse than a question. Kopecks are
 * refused too (the shop shows whole hryvnias): the owner rounds.
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
  const match = /^(\d{1,3}(?: \d{3})+|\d+)(?:[.,](\d{1,2}))?$/.exec(plain);
  if (!match) return problemOf(`«${written}» — не ціна. ${PRICE_EXAMPLE}`);
  const hryvnias = Number(match[1]!.replace(/ /g, ''));
  const kopecks = match[2] ? Number(match[2].padEnd(2, '0')) : 0;
  if (kopecks > 0) {
    return problemOf(
      `ціна з копійками («${written}»), а на сайті — цілі гривні. Округліть: ${Math.round(hryvnias + kopecks / 100)}.`,
    );
  }
  if (hryvnias < 1 || hryvnias > MAX_PRICE) {
    return problemOf(
      `ціна ${hryvnias} не підходить: вона має бути від 1 до 1 000 000 гривень. ${PRICE_EXAMPLE}`,
    );
  }
  return { value: hryvnias };
}
