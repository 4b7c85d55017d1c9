import { describe, expect, it } from 'vitest';
import { priceReadback } from './price-readback.ts';

describe('the price’s read-back line in the admin', () => {
  it('says what the shop will show for a price, or why it cannot, as it is typed', () => {
    expect(priceReadback('2 650')).toEqual({ text: 'На сайті: 2\u00a0650 ₴', refused: false });
    expect(priceReadback('1 200 грн').text).toBe('На сайті: 1\u00a0200 ₴');
    expect(priceReadback('2651,40').text).toBe('На сайті: 2\u00a0651 ₴ (копійки округлено)');
    expect(priceReadback('3.500')).toEqual({
      text: '«3.500» — незрозуміло, тисячі це чи копійки. Напишіть ціну в гривнях без коми й крапки: 3500 або 3 500.',
      refused: true,
    });
    expect(priceReadback('  ')).toEqual({ text: '', refused: false });
  });
});
