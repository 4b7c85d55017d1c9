import { formatAmount, formatPrice, parsePrice, priceString } from './format-price';

const group = new Intl.NumberFormat('uk-UA').format(1250);

describe('parsePrice', () => {
  it('reads the grouped price string as a number', () => {
    expect(parsePrice('1 250')).toBe(1250);
    expect(parsePrice('100')).toBe(100);
    expect(parsePrice('5 000')).toBe(5000);
  });
});

describe('formatPrice', () => {
  it('groups thousands the uk-UA way and adds the hryvnia sign', () => {
    expect(formatPrice('1 250')).toBe(`${group} ₴`);
    expect(formatPrice(350)).toBe('350 ₴');
  });
});

describe('formatAmount', () => {
  it('writes every whole amount as Intl.NumberFormat uk-UA does', () => {
    const intl = new Intl.NumberFormat('uk-UA', { maximumFractionDigits: 0 });
    for (const value of [0, 7, 100, 999, 1000, 1250, 5000, 12_345, 999_999, 1_234_567, 1249.6]) {
      expect(formatAmount(value)).toBe(intl.format(value));
    }
  });
});

describe('priceString', () => {
  it('writes a price as product records hold it, and parsePrice reads it back', () => {
    for (const [value, text] of [
      [850, '850'],
      [1250, '1 250'],
      [12500, '12 500'],
      [1000000, '1 000 000'],
    ] as const) {
      expect(priceString(value)).toBe(text);
      expect(parsePrice(text)).toBe(value);
    }
  });
});
