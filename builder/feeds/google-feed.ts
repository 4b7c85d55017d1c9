import type { GoogleAttribute } from '../../src/shared/catalogue/feed.ts';
import {
  campaignLink,
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
 * feeds/google.xml and feeds/meta.xml: RSS 2.0 with Google's `g:`
 * attributes, which Google Merchant Center and Meta's Commerce Manager fetch
 * by their addresses (docs/decisions/034-feeds-of-the-goods.md checks Google's
 * against its product data specification, attribute by attribute, and
 * docs/decisions/041-ways-to-pay-and-metas-feed.md Meta's). Each field of the
 * table (src/shared/catalogue/fields.ts) names the attribute it fills;
 * RSS_VALUES says how each is written, and RSS_SERVICES what each service
 * takes of it: Meta reads the same attributes with its own words and needs.
 */

const G = 'http://base.google.com/ns/1.0';

/** An attribute as written: its elements, or why the good is left out, and a note of what was dropped. */
interface Written {
  values: [name: string, value: string][];
  leaveOut?: string;
  note?: string;
}

interface RssService {
  /** As the owner's notes name it. */
  name: string;
  /** Its `utm_source` on each good's link. */
  campaign: 'google' | 'meta';
  file: string;
  /** Characters of each attribute, and how many pictures besides the first. */
  limits: Record<
    'id' | 'title' | 'description' | 'link' | 'brand' | 'product_type' | 'material',
    number
  > & {
    morePictures: number;
  };
  /** The brands it may get, the first that fits taken; none fits: none. */
  brands: (good: FeedGood) => string[];
  availability: (good: FeedGood) => string;
  description: (good: FeedGood) => string;
  /** What it asks of every good that no field of the table says, besides the link. */
  everyGood: [name: string, value: string][];
}

/**
 * Meta's words for Google's availability: the same states, spaced. Kept
 * here, not in src/shared/catalogue/availability.ts, which the first load carries.
 */
const META_AVAILABILITY = {
  in_stock: 'in stock',
  out_of_stock: 'out of stock',
} as const satisfies Record<FeedGood['availability']['google'], string>;

/** Meta's shortest description: its catalogue refuses one under 30 characters. */
export const META_DESCRIPTION_MIN = 30;

/** HTML an owner typed into a description: Meta takes plain text only. */
const TAGS = /<\/?[a-z][^<>]*>/gi;

/**
 * Meta's description: the good's own words as plain text, then, while it is
 * shorter than Meta takes, its category, era and condition, and at last the
 * shop's words for it.
 */
function metaDescription({ product, description }: FeedGood, shopName: string): string {
  const own = product.description.replace(TAGS, '').trim();
  const more = [
    `Категорія: ${product.category}.`,
    product.era ? `Епоха: ${product.era}.` : '',
    product.condition ? `Стан: ${product.condition}.` : '',
    `Вінтажна річ від ${shopName}, одна така.`,
  ].filter(Boolean);
  let text = own || description.replace(TAGS, '').trim();
  for (const words of more) {
    if (text.length >= META_DESCRIPTION_MIN) break;
    text = `${text} ${words}`.trim();
  }
  return text;
}

/** Each service that reads the RSS feed, and what it takes. */
const RSS_SERVICES = (input: FeedInput) =>
  ({
    google: {
      name: 'Google',
      campaign: 'google',
      file: `${FEEDS_DIR}/google.xml`,
      // Google's product data specification.
      limits: {
        id: 50,
        title: 150,
        description: 5000,
        link: 2000,
        brand: 70,
        product_type: 750,
        material: 200,
        morePictures: 10,
      },
      // Optional for used goods, and only when sure: the maker, never a guess.
      brands: ({ maker }) => [maker],
      availability: ({ availability }) => availability.google,
      description: ({ description }) => description,
      everyGood: [
        // A vintage piece is used, whatever its condition (DamagedCondition aside, Google has no grades).
        ['condition', 'used'],
        // One of a kind, with no GTIN or maker's part number.
        ['identifier_exists', 'no'],
      ],
    },
    meta: {
      name: 'Meta',
      campaign: 'meta',
      file: `${FEEDS_DIR}/meta.xml`,
      // Meta's catalogue's data feed fields.
      limits: {
        id: 100,
        title: 200,
        description: 9999,
        link: 2000,
        brand: 100,
        product_type: 750,
        material: 200,
        morePictures: 20,
      },
      // Required, with no GTIN or MPN to stand for it: the maker, else the shop that sells it.
      brands: ({ maker }) => [maker, input.shopName],
      availability: ({ availability }) => META_AVAILABILITY[availability.google],
      description: (good) => metaDescription(good, input.shopName),
      everyGood: [['condition', 'used']],
    },
  }) satisfies Record<string, RssService>;

export type RssFeedName = keyof ReturnType<typeof RSS_SERVICES>;

/** An attribute of at most `most` characters, or the good left out. */
const limited = (
  service: RssService,
  name: string,
  what: string,
  value: string,
  most: number,
): Written =>
  value.length <= most
    ? { values: [[name, value]] }
    : { values: [], leaveOut: tooLong(what, value.length, most, service.name) };

const RSS_VALUES = {
  id: ({ product }, service) =>
    limited(service, 'id', 'Номер', String(product.id), service.limits.id),
  title: ({ product }, service) =>
    limited(service, 'title', 'Назва', feedText(product.title), service.limits.title),
  description: (good, service) =>
    limited(service, 'description', 'Опис', service.description(good), service.limits.description),
  // '950.00 UAH': the price as its page shows it, in the currency it is sold in.
  // On sale, `price` is the price before it and `sale_price` the one paid (Google's product data).
  price: ({ price, oldPrice }) => ({
    values: [['price', `${(oldPrice ?? price).toFixed(2)} UAH`]],
  }),
  sale_price: ({ price, oldPrice }) => ({
    values: oldPrice === undefined ? [] : [['sale_price', `${price.toFixed(2)} UAH`]],
  }),
  product_type: ({ product }, service) =>
    limited(service, 'product_type', 'Категорія', product.category, service.limits.product_type),
  material: ({ product }, service) =>
    limited(service, 'material', 'Матеріал', product.material, service.limits.material),
  brand: (good, service) => {
    const most = service.limits.brand;
    const brand = service.brands(good).find((each) => each !== '' && each.length <= most);
    // A longer maker is dropped, the good stays (Meta's then has the shop's name).
    const note =
      good.maker.length > most
        ? `без виробника: ${tooLong('Виробник', good.maker.length, most, service.name)}`
        : undefined;
    return { values: brand ? [['brand', brand]] : [], ...(note ? { note } : {}) };
  },
  image_link: ({ pictures }, service) => ({
    values: [
      ['image_link', pictures[0]!],
      ...pictures
        .slice(1, 1 + service.limits.morePictures)
        .map((picture): [string, string] => ['additional_image_link', picture]),
    ],
  }),
  availability: (good, service) => ({
    values: [['availability', service.availability(good)]],
  }),
} satisfies Record<GoogleAttribute, (good: FeedGood, service: RssService) => Written>;

/** What a service asks of every good that no field of the table says. */
const everyGood = (good: FeedGood, service: RssService): Written => ({
  values: [
    ...limited(
      service,
      'link',
      'Адреса сторінки',
      campaignLink(good.link, service.campaign),
      service.limits.link,
    ).values,
    ...service.everyGood,
    // Its first five collections, for the owner's campaigns to pick goods by.
    ...good.collections
      .slice(0, CUSTOM_LABELS)
      .map((title, at): [string, string] => [
        `custom_label_${at}`,
        title.slice(0, CUSTOM_LABEL_LENGTH),
      ]),
  ],
});

/** Google's custom_label_0…4, each at most 100 characters. */
const CUSTOM_LABELS = 5;
const CUSTOM_LABEL_LENGTH = 100;

/** An RSS feed of these goods for one service, and the goods and values it left out. */
function rssFeed(input: FeedInput, which: RssFeedName): Feed {
  const service: RssService = RSS_SERVICES(input)[which];
  const notes: FeedNote[] = [];
  const fields = fieldsIn<GoogleAttribute>('google');
  const items: XmlNode[] = [];
  for (const good of feedGoods(input)) {
    const written: Written[] = [
      ...fields.map(({ place }): Written => RSS_VALUES[place](good, service)),
      everyGood(good, service),
    ];
    const note = (message: string) =>
      notes.push({ id: good.product.id, title: good.product.title, message });
    const leftOut = written.find((each) => each.leaveOut);
    if (leftOut) {
      note(`не в ${service.name}: ${leftOut.leaveOut}`);
      continue;
    }
    for (const { note: dropped } of written) if (dropped) note(`${service.name}: ${dropped}`);
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
  return { file: service.file, xml, listed: items.length, notes };
}

/** feeds/google.xml for these goods. */
export const googleFeed = (input: FeedInput): Feed => rssFeed(input, 'google');

/** feeds/meta.xml for these goods: Meta's catalogue wants a brand and its own availability words. */
export const metaFeed = (input: FeedInput): Feed => rssFeed(input, 'meta');
