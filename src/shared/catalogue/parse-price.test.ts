// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parsePrice } from './parse-price.ts';

describe('parsePrice', () => {
  it('parses prices leniently and refuses the doubtful ones', () => {
    const value = (text: string) => {
      const parsed = parsePrice(text);
      return 'value' in parsed ? parsed.value : parsed.problem;
    };
    expect(
      [
        '1200',
        '1 200',
        '1\u00a0200',
        '1200 грн',
        '1 200,00 ₴',
        '1200.00',
        '1 200 uah',
        '₴1200',
        '1200грн.',
      ].map(value),
    ).toEqual(Array(9).fill(1200));
    expect(value('12 500')).toBe(12500);
    expect(value('1000000')).toBe(1_000_000);
    expect(value('1 200,50')).toContain(
      'ціна з копійками («1 200,50»), а на сайті — цілі гривні. Округліть: 1201.',
    );
    expect(value('1,200')).toContain(
      '«1,200» — незрозуміло, тисячі це чи копійки. Напишіть ціну в гривнях без коми й крапки: 1200 або 1 200.',
    );
    expect(value('')).toContain('ціну не вказано');
    expect(value('договірна')).toContain(
      '«договірна» — не ціна. Напишіть ціну в гривнях цифрами, наприклад 1200 або 1 200 грн.',
    );
    expect(value('-100')).toContain('ціна не може бути від’ємною');
    expect(value('0')).toContain('ціна 0 не підходить: вона має бути від 1 до 1 000 000 гривень');
    expect(value('1 000 001')).toContain('ціна 1000001 не підходить');
    expect(value('1 20')).toContain('не ціна');
  });
});
