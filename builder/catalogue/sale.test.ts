// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { saleNotes, saleOf } from './sale.ts';
import type { CatalogueEntry } from './types.ts';

const entry = (price: number, oldPrice: number | undefined) =>
  ({
    price,
    oldPrice,
    place: { file: 'products.csv', line: 3, id: '12' },
  }) as unknown as CatalogueEntry;

describe('a sale', () => {
  it('puts a good on sale when its old price is above its price, and says nothing', () => {
    expect(saleOf(entry(900, 1200))).toEqual({ oldPrice: '1 200' });
    expect(saleNotes([entry(900, 1200)])).toEqual([]);
  });

  it('publishes a good with no old price as it is', () => {
    expect(saleOf(entry(900, undefined))).toEqual({});
    expect(saleNotes([entry(900, undefined)])).toEqual([]);
  });

  it('publishes a good whose old price is not above its price without the sale, and names it and `Стара ціна`', () => {
    for (const old of [900, 800]) {
      expect(saleOf(entry(900, old))).toEqual({});
      expect(saleNotes([entry(900, old)])).toEqual([
        {
          file: 'products.csv',
          line: 3,
          id: '12',
          column: 'Стара ціна',
          message: expect.stringMatching(
            new RegExp(`^стара ціна ${old} грн не більша за ціну 900 грн, тож товар опубліковано без знижки`),
          ),
        },
      ]);
    }
  });
});
