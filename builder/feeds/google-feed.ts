import type { GoogleAttribute } from '../../src/shared/catalogue/feed.ts';
import {
  elements,
  FEEDS_DIR,
  feedGoods,
  feedText,
  fieldsIn,
  tooLong,
  type Feed,
  type FeedGood,
  type FeedInput,
  type FeedNote,
  xmlOf,
  type XmlNode,
} from './feed-goods.ts';

/**
 * feeds/google.xml: RSS 2.0 with Google's `g:` attributes, which Google
 * Merchant Center and Meta's Commerce Manager fetch by its address
 * (docs/decisions/034-feeds-of-the-goods.md checks it against Google's
 * product data specification, attribute by attribute). Each field of the
 * table (src/shared/catalogue/fields.ts) names the attribute it fills;
 * GOOGLE_VALUES says how each is written and what Google takes of it.
 */

const G = 'http://base.google.com/ns/1.0';
const SERVICE = 'Google';

/** An attribute as written: its elements, or why the good is left out, and a note of what was dropped. */
interface Written {
  values: [name: string, value: string][];
  leaveOut?: string;
  note?: string;
}

/** An attribute of at most `most` characters, or the good left out. */
const limited = (name: string, what: string, value: string, most: number): Written =>
  value.length <= most
    ? { values: [[name, value]] }
    : { values: [], leaveOut: tooLong(what, value.length, most, SERVICE) };

/** Google's limits (its product data specification): characters of each attribute, links, pictures. */
export const GOOGLE_LIMITS = {
  id: 50,
  title: 150,
  description: 5000,
  link: 2000,
  brand: 70,
  product_type: 750,
  material: 200,
  /** additional_image_link, besides image_link. */
  morePictures: 10,
} as const;

const GOOGLE_VALUES = {
  id: ({ product }) => limited('id', 'Номер', String(product.id), GOOGLE_LIMITS.id),
  title: ({ product }) => limited('title', 'Назва', feedText(product.title), GOOGLE_LIMITS.title),
  description: ({ description }) =>
    limited('description', 'Опис', description, GOOGLE_LIMITS.description),
  // '950.00 UAH': the price as its page shows it, in the currency it is sold in.
  price: ({ price }) => ({ values: [['price', `${price.toFixed(2)} UAH`]] }),
  product_type: ({ product }) =>
    limited('product_type', 'Категорія', product.category, GOOGLE_LIMITS.product_type),
  material: ({ product }) =>
    limited('material', 'Матеріал', product.material, GOOGLE_LIMITS.material),
  brand: ({ product }) => {
    const maker = feedText(product.maker ?? '');
    if (maker === '') return { values: [] };
    // Optional for used goods: a longer maker is dropped, the good stays.
    return maker.length <= GOOGLE_LIMITS.brand
      ? { values: [['brand', maker]] }
      : {
          values: [],
          note: `без виробника: ${tooLong('Виробник', maker.length, GOOGLE_LIMITS.brand, SERVICE)}`,
        };
  },
  image_link: ({ pictures }) => ({
    values: [
      ['image_link', pictures[0]!],
      ...pictures
        .slice(1, 1 + GOOGLE_LIMITS.morePictures)
        .map((picture): [string, string] => ['additional_image_link', picture]),
    ],
  }),
  availability: ({ availability }) => ({ values: [['availability', availability.google]] }),
} satisfies Record<GoogleAttribute, (good: FeedGood) => Written>;

/** What Google asks of every good that no field of the table says. */
const everyGood = (good: FeedGood): Written => ({
  values: [
    ...limited('link', 'Адреса сторінки', good.link, GOOGLE_LIMITS.link).values,
    // A vintage piece is used, whatever its condition (DamagedCondition aside, Google has no grades).
    ['condition', 'used'],
    // One of a kind, with no GTIN or maker's part number.
    ['identifier_exists', 'no'],
  ],
});

/** feeds/google.xml for these goods, and the goods and values it left out. */
export function googleFeed(input: FeedInput): Feed {
  const notes: FeedNote[] = [];
  const fields = fieldsIn<GoogleAttribute>('google');
  const items: XmlNode[] = [];
  for (const good of feedGoods(input)) {
    const written: Written[] = [
      ...fields.map(({ place }): Written => GOOGLE_VALUES[place](good)),
      everyGood(good),
    ];
    const note = (message: string) =>
      notes.push({ id: good.product.id, title: good.product.title, message });
    const leftOut = written.find((each) => each.leaveOut);
    if (leftOut) {
      note(`не в ${SERVICE}: ${leftOut.leaveOut}`);
      continue;
    }
    for (const { note: dropped } of written) if (dropped) note(`${SERVICE}: ${dropped}`);
    items.push(
      elements(
        written.flatMap(({ values }) =>
          values.map(([name, value]) => [`g:${name}`, value] as const),
        ),
      ),
    );
  }
  const xml = xmlOf({
    rss: {
      '@version': '2.0',
      '@xmlns:g': G,
      channel: {
        title: input.shopName,
        link: input.site,
        description: `Товари магазину ${input.shopName}`,
        item: items,
      },
    },
  });
  return {
    file: `${FEEDS_DIR}/google.xml`,
    xml,
    listed: items.length,
    notes,
  };
}
