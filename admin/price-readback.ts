import { parsePrice } from '../src/shared/catalogue/parse-price.ts';
import { formatPrice } from '../src/shared/lib/format-price.ts';
import type { Readback } from './field-checks.ts';

/**
 * Under the good's price, a line saying what the shop will show for what is
 * typed (`На сайті: 3 500 ₴`), or why it cannot (`«3.500» — незрозуміло,
 * тисячі це чи копійки…`), as the owner types, before the save: the price is
 * text saved as typed, and the form and the build read it by one rule
 * (src/shared/catalogue/parse-price.ts). admin/field-checks.ts draws the
 * line under the field.
 */

/** What the shop will show for `typed`, or why it will not: '' for an empty field. */
export function priceReadback(typed: string): Readback {
  if (typed.trim() === '') return { text: '', refused: false };
  const parsed = parsePrice(typed);
  if ('problem' in parsed)
    return {
      text: parsed.problem.charAt(0).toUpperCase() + parsed.problem.slice(1),
      refused: true,
    };
  return {
    text: `На сайті: ${formatPrice(parsed.value)}${parsed.note ? ' (копійки округлено)' : ''}`,
    refused: false,
  };
}
