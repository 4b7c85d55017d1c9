import { crc32 } from 'node:zlib';
import type { PromPlace } from '../../src/shared/catalogue/feed.ts';
import {
  campaignLink,
  elements,
  FEEDS_DIR,
  feedGoods,
  feedText,
  fieldsIn,
  shownText,
  tooLong,
  type Feed,
  type FeedGood,
  type FeedInput,
  type FeedNote,
  xmlOf,
} from './feed-goods.ts';

/**
 * feeds/prom.xml: a YML price list (`yml_catalog`), which Prom.ua imports by
 * its address, and Rozetka's marketplace reads in the same form
 * (docs/decisions/034-feeds-of-the-goods.md checks it against their
 * requirements). Each field of the table (src/shared/catalogue/fields.ts)
 * names the offer's element, attribute or `<param>` it fills; PROM_VALUES
 * says how each is written.
 */

const SERVICE = 'Prom';

/** Prom's limits (its import's columns): characters of a name and a description, pictures a good. */
export const PROM_LIMITS = { name: 100, description: 12_160, pictures: 10 } as const;

/**
 * A category's number in the price list: from its slug, so it stays the same
 * when the owner adds or reorders categories (Rozetka forbids changing a
 * category's id once its goods are listed).
 */
export const categoryId = (slug: string) => String(crc32(slug));

type PromElement = Exclude<PromPlace, { param: string } | 'id' | 'available'>;

interface Written {
  values: [name: string, value: string][];
  leaveOut?: string;
}

const PROM_VALUES = {
  name: ({ product }) => {
    const name = feedText(product.title);
    return name.length <= PROM_LIMITS.name
      ? { values: [['name', name]] }
      : { values: [], leaveOut: tooLong('Назва', name.length, PROM_LIMITS.name, SERVICE) };
  },
  // Whole hryvnias, in the currency the list declares.
  price: ({ price }) => ({
    values: [
      ['price', String(price)],
      ['currencyId', 'UAH'],
    ],
  }),
  // On sale: the price before it, beside the one paid.
  oldprice: ({ oldPrice }) => ({
    values: oldPrice === undefined ? [] : [['oldprice', String(oldPrice)]],
  }),
  description: ({ description }) =>
    description.length <= PROM_LIMITS.description
      ? { values: [['description', description]] }
      : {
          values: [],
          leaveOut: tooLong('Опис', description.length, PROM_LIMITS.description, SERVICE),
        },
  // A good's category is one of the shop's (the build checks it), so it has a number.
  categoryId: ({ product }, ids) => {
    const id = ids.get(product.category);
    return id
      ? { values: [['categoryId', id]] }
      : { values: [], leaveOut: `категорії «${product.category}» немає у списку магазину` };
  },
  vendor: ({ maker }) => ({
    values: maker ? [['vendor', maker]] : [],
  }),
  picture: ({ pictures }) => ({
    values: pictures
      .slice(0, PROM_LIMITS.pictures)
      .map((picture): [string, string] => ['picture', picture]),
  }),
} satisfies Record<
  PromElement,
  (good: FeedGood, categoryIds: ReadonlyMap<string, string>) => Written
>;

/** The 'YYYY-MM-DD hh:mm' YML dates its list with, in Kyiv's time. */
export function ymlDate(now: Date): string {
  const part = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Kyiv',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map(({ type, value }) => [type, value]),
  );
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}

/** The param naming a collection a good is in. */
const COLLECTION_PARAM = 'Добірка';

/** feeds/prom.xml for these goods, and the goods it left out. */
export function promFeed(input: FeedInput): Feed {
  const notes: FeedNote[] = [];
  const fields = fieldsIn<PromPlace>('prom');
  const ids = new Map(input.categories.map(({ name, slug }) => [name, categoryId(slug)]));
  const goods = feedGoods(input).flatMap((good) => {
    const written = fields.flatMap(({ place }): Written[] =>
      typeof place === 'string' && place in PROM_VALUES
        ? [PROM_VALUES[place as PromElement](good, ids)]
        : [],
    );
    const leftOut = written.find((each) => each.leaveOut);
    if (!leftOut) return [{ good, written }];
    notes.push({
      id: good.product.id,
      title: good.product.title,
      message: `не в ${SERVICE}: ${leftOut.leaveOut}`,
    });
    return [];
  });
  const used = new Set(goods.map(({ good }) => good.product.category));
  const categories = input.categories.filter(({ name }) => used.has(name));

  const offers = goods.map(({ good, written }) => ({
    '@id': String(good.product.id),
    '@available': String(good.availability.available),
    ...elements([
      ['url', campaignLink(good.link, 'prom')],
      ...written.flatMap(({ values }) => values),
      ...fields.flatMap(({ key, place }): [string, { '@name': string; '#text': string }][] => {
        const text = typeof place === 'object' ? feedText(shownText(good.product, key)) : '';
        return text && typeof place === 'object'
          ? [['param', { '@name': place.param, '#text': text }]]
          : [];
      }),
      // One param a collection it is in.
      ...good.collections.map(
        (title) =>
          ['param', { '@name': COLLECTION_PARAM, '#text': title }] as [
            string,
            { '@name': string; '#text': string },
          ],
      ),
    ]),
  }));
  const xml = xmlOf({
    yml_catalog: {
      '@date': ymlDate(input.now),
      shop: {
        name: input.shopName,
        // YML's company is the business behind the shop: the seller, when shop.yaml names one.
        company: input.legalName || input.shopName,
        url: input.site,
        currencies: { currency: { '@id': 'UAH', '@rate': '1' } },
        categories: {
          category: categories.map(({ name, slug }) => ({
            '@id': categoryId(slug),
            '#text': name,
          })),
        },
        offers: { offer: offers },
      },
    },
  });
  return {
    file: `${FEEDS_DIR}/prom.xml`,
    xml,
    listed: goods.length,
    notes,
  };
}
