import { CATALOGUE_FIELDS } from '../../src/shared/catalogue/fields.ts';
import { priceString } from '../../src/shared/lib/format-price.ts';
import type { CatalogueEntry, CatalogueProblem } from './types.ts';

/**
 * A sale (docs/owner-catalogue.md, «Знижка»): a good whose `Стара ціна` is
 * above its `Ціна` is on sale, its old price struck through beside the price
 * it is sold at. An old price not above the price is no sale: the good is
 * published without one, and the build's notes say so.
 */

type Prices = Pick<CatalogueEntry, 'price' | 'oldPrice'>;

/** A good's old price, as a product carries it, when it is on sale. */
export function saleOf({ price, oldPrice }: Prices): { oldPrice?: string } {
  return oldPrice !== undefined && oldPrice > price ? { oldPrice: priceString(oldPrice) } : {};
}

/** A note for each good whose old price is no sale, placed as its other notes are. */
export function saleNotes(entries: readonly CatalogueEntry[]): CatalogueProblem[] {
  const column = CATALOGUE_FIELDS.oldPrice.columns[0];
  const price = CATALOGUE_FIELDS.price.columns[0];
  return entries.flatMap((entry) =>
    entry.oldPrice === undefined || saleOf(entry).oldPrice
      ? []
      : [
          {
            ...entry.place,
            column,
            message: `стара ціна ${priceString(entry.oldPrice)} грн не більша за ціну ${priceString(entry.price)} грн, тож товар опубліковано без знижки. Для знижки напишіть у «${column}» ціну до знижки, більшу за «${price}», або залиште її порожньою.`,
          },
        ],
  );
}
