// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { namedSizes, parseDimensions } from './parse-dimensions.ts';

const read = (text: string) => {
  const parsed = parseDimensions(text);
  return 'value' in parsed ? parsed.value : parsed.problem;
};

describe('parseDimensions', () => {
  it.each([
    ['25 х 12 см', '25 × 12 см'],
    ['25 Х 12', '25 × 12 см'],
    ['85x110x45', '85 × 110 × 45 см'],
    ['40*30 см', '40 × 30 см'],
    ['25 × 12', '25 × 12 см'],
    ['12,5 x 8', '12,5 × 8 см'],
    ['1,2 м х 60 см', '120 × 60 см'],
    ['240 мм', '24 см'],
    ['діаметр 24 см', 'Ø 24 см'],
    ['Ø 24', 'Ø 24 см'],
    ['Ø24', 'Ø 24 см'],
    ['висота 21 см', 'висота 21 см'],
    ['в 30 см', 'висота 30 см'],
    ['висота 21, діаметр 9,5 см', 'висота 21 см, Ø 9,5 см'],
    ['чашка: висота 7 см', 'чашка: висота 7 см'],
    ['чашка: висота 7 см; блюдце: Ø 14 см', 'чашка: висота 7 см; блюдце: Ø 14 см'],
    ['Розміри: 20 х 30', '20 × 30 см'],
    ['24 на 18 см', '24 × 18 см'],
    ['висота 18 см, діаметр 9 см', 'висота 18 см, Ø 9 см'],
    ['Ø 18  × 30 см', 'Ø 18 × 30 см'],
    ['⌀18x30', 'Ø 18 × 30 см'],
    ['діам. 180 × 300 мм', 'Ø 18 × 30 см'],
    ['', undefined],
  ])('reads %j as %j', (text, label) => {
    expect(read(text)).toBe(label);
  });

  it('refuses a value with no number', () => {
    expect(read('великий')).toBe(
      'у «великий» немає жодного числа. Напишіть розміри в сантиметрах, наприклад 25 × 12 см, 85x110x45, Ø 24 см або висота 21 см.',
    );
  });

  it('keeps a size it cannot read as the owner wrote it, with a note that asks for words, not centimetres', () => {
    expect(parseDimensions('25  х')).toEqual({
      value: '25 х',
      note: 'розміри «25 х» показано на сайті як написано: у такій формі пошукові системи не дізнаються з них висоти, ширини чи глибини. Якщо хочете, щоб дізналися, напишіть їх словами: висота 30 см, ширина 20 см, Ø 18 см.',
    });
    expect(parseDimensions('Ø 18 × 30 × 40 см')).toMatchObject({ value: 'Ø 18 × 30 × 40 см' });
    expect(namedSizes('Ø 18 × 30 см')).toEqual({});
  });

  it('names height, width and depth for schema.org only where the owner did', () => {
    expect(namedSizes('висота 21 см, ширина 30 см')).toEqual({ height: 21, width: 30 });
    expect(namedSizes('висота 18 см, Ø 9 см')).toEqual({ height: 18 });
    expect(namedSizes('85 × 110 × 45 см')).toEqual({});
    expect(namedSizes('чашка: висота 7 см; блюдце: Ø 14 см')).toEqual({});
  });
});
