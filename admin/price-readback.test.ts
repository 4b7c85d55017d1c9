import { describe, expect, it } from 'vitest';
import { priceReadback } from './price-readback.ts';

describe('the price’s read-back line in the admin', () => {
  it('says what the shop will show for a price, or why it cannot, as it is typed', () => {
    expect(priceReadback('2 650')).toBe('На сайті: 2\u00a0650 ₴');
    expect(priceReadback('1 200 грн')).toBe('На сайті: 1\u00a0200 ₴');
    expect(priceReadback('2651,40')).toBe('На сайті: 2\u00a0651 ₴ (копійки округлено)');
    expect(priceReadback('3.500')).toBe(
      '«3.500» — незрозуміло, тисячі це чи копійки. Напишіть ціну в гривнях без коми й крапки: 3500 або 3 500.',
    );
    expect(priceReadback('  ')).toBe('');
  });

  it('writes the line under the price field once it is drawn, and follows what is typed', async () => {
    const group = document.createElement('section');
    group.dataset.keyPath = 'price';
    const input = document.createElement('input');
    group.append(input);
    document.body.append(group);
    await new Promise((resolve) => setTimeout(resolve));
    const line = () => group.querySelector('[role="status"]')?.textContent;
    expect(line()).toBe('');
    for (const key of '2 65') {
      input.value += key;
      input.dispatchEvent(new Event('input'));
    }
    // Half typed, it is not a price yet, and the line says so.
    expect(line()).toContain('«2 65» — не ціна.');
    input.value += '0';
    input.dispatchEvent(new Event('input'));
    expect(line()).toBe('На сайті: 2\u00a0650 ₴');
    group.remove();
  });
});
