import {
  bandInRange,
  describePriceRange,
  priceBandBounds,
  priceBandOf,
  PRICE_BAND_COUNT,
} from './price-range';

describe('price range', () => {
  it('names a range in words with the shop’s grouping', () => {
    const nbsp = '\u00a0';
    expect(describePriceRange({ min: 500, max: 1500 })).toBe(`500–1${nbsp}500 ₴`);
    expect(describePriceRange({ min: 500, max: null })).toBe('від 500 ₴');
    expect(describePriceRange({ min: null, max: 2000 })).toBe(`до 2${nbsp}000 ₴`);
    expect(describePriceRange({ min: 700, max: 700 })).toBe('700 ₴');
  });

  it('puts every price from 100 to 5000 in exactly one of ten bands that cover them all', () => {
    expect(PRICE_BAND_COUNT).toBe(10);
    expect(priceBandBounds(0)).toEqual({ from: 100, to: 589 });
    expect(priceBandBounds(9)).toEqual({ from: 4510, to: 5000 });
    for (let price = 100; price <= 5000; price += 1) {
      const { from, to } = priceBandBounds(priceBandOf(price));
      expect(price >= from && price <= to, `price ${price}`).toBe(true);
    }
  });

  it('marks the bands any of whose prices lie in the range', () => {
    const marked = (min: number | null, max: number | null) =>
      Array.from({ length: PRICE_BAND_COUNT }, (_, band) => band).filter((band) =>
        bandInRange(band, { min, max }),
      );
    expect(marked(null, null)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(marked(500, 1500)).toEqual([0, 1, 2]);
    expect(marked(4600, null)).toEqual([9]);
    expect(marked(null, 589)).toEqual([0]);
  });
});
