// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parsePrice } from './parse-price.ts';

const value = (text: string) => {
  const parsed = parsePrice(text);
  return 'value' in parsed ? parsed.value : parsed.problem;
};

describe('parsePrice', () => {
  it('reads the ways Ukrainians write a price', () => {
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
        '1.200,00',
        '1.200,00 грн',
        '1,200.00',
      ].map(value),
    ).toEqual(Array(12).fill(1200));
    expect(value('12 500')).toBe(12500);
    expect(['2 650', '2650 грн', '2\u202f650 ₴'].map(value)).toEqual([2650, 2650, 2650]);
    expect(value('1.250.000,00')).toContain('ціна 1250000 не підходить');
    expect(value('1000000')).toBe(1_000_000);
  });

  it('rounds kopecks to the nearest hryvnia, with a note for the build’s report', () => {
    expect(parsePrice('2651,40 грн')).toEqual({
      value: 2651,
      note: 'ціну «2651,40 грн» округлено до 2 651 грн: на сайті ціни в цілих гривнях.',
    });
    expect(value('1 200,50')).toBe(1201);
    expect(value('1.200,49')).toBe(1200);
    expect(value('99,9')).toBe(100);
    expect(parsePrice('1 200,00')).toEqual({ value: 1200 });
  });

  it('refuses the doubtful and the impossible, saying what to write', () => {
    expect(value('1,200')).toBe(
      '«1,200» — незрозуміло, тисячі це чи копійки. Напишіть ціну в гривнях без коми й крапки: 1200 або 1 200.',
    );
    expect(value('3.500')).toBe(
      '«3.500» — незрозуміло, тисячі це чи копійки. Напишіть ціну в гривнях без коми й крапки: 3500 або 3 500.',
    );
    expect(value('')).toContain('ціну не вказано');
    expect(value('договірна')).toBe(
      '«договірна» — не ціна. Напишіть ціну в гривнях цифрами, наприклад 1200 або 1 200 грн.',
    );
    expect(value('-100')).toContain('ціна не може бути від’ємною');
    expect(value('0')).toContain('ціна 0 не підходить: вона має бути від 1 до 1 000 000 гривень');
    expect(value('0,40')).toContain('ціна 0 не підходить');
    expect(value('1 000 001')).toContain('ціна 1000001 не підходить');
    expect(value('1 20')).toContain('не ціна');
    expect(value('грн')).toContain('не ціна');
    // A zero in front, or less than a hryvnia, is no price the form takes either.
    expect(value('0012')).toContain('«0012» — не ціна');
    expect(value('0,50')).toContain('ціна 0 не підходить');
  });
});
