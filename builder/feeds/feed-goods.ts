import { XMLBuilder } from 'fast-xml-parser';
import type { Product } from '../../src/features/products/types.ts';
import { AVAILABILITY, availabilityOf } from '../../src/shared/catalogue/availability.ts';
import type { NotInFeed } from '../../src/shared/catalogue/feed.ts';
import {
  CATALOGUE_FIELDS,
  FIELD_KEYS,
  shownRows,
  type FieldKey,
} from '../../src/shared/catalogue/fields.ts';
import { parsePrice } from '../../src/shared/lib/format-price.ts';

/**
 * What the two feeds of the goods (google-feed.ts, prom-feed.ts) are made
 * from: each good not sold, as its product page shows it, with the absolute
 * addresses of its page and its pictures. The services' rules on what each
 * may hold are in docs/decisions/034-feeds-of-the-goods.md.
 */

/** A good as the feeds write it. */
export interface FeedGood {
  product: Product;
  /** Its page's canonical address. */
  link: string;
  /** Absolute addresses of its JPEG pictures, the main one first. */
  pictures: string[];
  /** Whole hryvnias, as its page shows them. */
  price: number;
  /** On sale: whole hryvnias before it, as its page strikes them through. */
  oldPrice?: number;
  /** Google's availability and the YML offer's `available`. */
  availability: NonNullable<(typeof AVAILABILITY)[keyof typeof AVAILABILITY]['feed']>;
  /** The owner's description, or, when there is none, its page's details (both feeds want one). */
  description: string;
  /** The maker as a brand is written: without the quotes an owner may put round it, or ''. */
  maker: string;
  /** The titles of the published collections it is in, in the collections' order. */
  collections: string[];
}

/** A published collection, as a feed names its goods' (builder/catalogue/read-collections.ts). */
export interface FeedCollection {
  title: string;
  goods: readonly number[];
}

/** Where the feeds are written, below the base. */
export const FEEDS_DIR = 'feeds';

/** What a feed is made for: the shop's public address with its base path, and the goods. */
export interface FeedInput {
  /** 'https://owner.github.io/BON-VINTAGE/'. */
  site: string;
  products: readonly Product[];
  /** The shop's categories with their slugs, in the shop's order (for YML's category ids). */
  categories: readonly { name: string; slug: string }[];
  /** When the feed is made (YML's date). */
  now: Date;
  /** The shop's name (shop.yaml's `назва`, or the sample's). */
  shopName: string;
  /** Who sells, as the law names them (shop.yaml's `продавець`), or '' when the shop names none. */
  legalName: string;
  /** The published collections; none: no good names one. */
  collections?: readonly FeedCollection[];
}

/** A good a feed leaves out, or a value it leaves out of a good, and why, for the build's report. */
export interface FeedNote {
  id: number;
  title: string;
  /** Ukrainian: what the owner reads in the build's log, with what to do. */
  message: string;
}

/** A feed: its XML, how many goods it lists, and what it left out. */
export interface Feed {
  file: string;
  xml: string;
  listed: number;
  notes: FeedNote[];
}

/** An absolute address below the shop's. */
export const addressOf = (site: string, path: string) =>
  new URL(path.replace(/^\//, ''), site).href;

/**
 * The pictures a feed may show: JPEG (Google takes JPEG, PNG, GIF, BMP,
 * TIFF and WebP, never AVIF; Prom and Rozetka JPEG and PNG). An owner's
 * photos in the largest JPEG the build made of each (builder/catalogue/photos.ts);
 * the sample's SVG art as its link-preview picture, which the build draws as
 * JPEG (builder/preview-image.ts).
 */
function picturesOf(product: Product, site: string): string[] {
  const largest = (sources: { stem: string; widths: readonly number[] }) =>
    `${sources.stem}-${sources.widths.at(-1)}.jpg`;
  if (!product.mainImageSources) return [addressOf(site, `previews/${product.id}.jpg`)];
  return [
    largest(product.mainImageSources),
    ...product.gallery.flatMap((entry) =>
      entry.type === 'image' && entry.sources ? [largest(entry.sources)] : [],
    ),
  ].map((path) => addressOf(site, path));
}

/** A field's value as its page shows it, or '' (the text fields of a product). */
export function shownText(product: Product, key: FieldKey): string {
  const value = (product as unknown as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : '';
}

/** 'Стан: Добрий — потертості. Розміри: 85 × 110 × 45 см.': the page's details in a line. */
function detailsLine(product: Product): string {
  return shownRows()
    .flatMap(({ key, label, with: inside }) => {
      const text = [key, ...inside]
        .map((each) => shownText(product, each))
        .filter(Boolean)
        .join(' — ');
      return text ? [`${label}: ${text}.`] : [];
    })
    .join(' ');
}

/**
 * Characters XML 1.0 forbids, which a spreadsheet may still carry (a
 * vertical tab from a cell's line break): Rozetka's rules name them too.
 */
// eslint-disable-next-line no-control-regex
const NOT_IN_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

/** Text as a feed may carry it. */
export const feedText = (text: string) => text.replace(NOT_IN_XML, '');

/** Quotes an owner puts round a name: «Kahla», "Kahla", „Kahla“, “Kahla”. */
const QUOTED = /^\s*[«"„“”'‘’]+\s*(.*?)\s*[»"“”'‘’]+\s*$/su;

/** A maker as every feed sends it: «Kahla» is the brand Kahla. */
export const unquoted = (name: string) => name.replace(QUOTED, '$1').trim();

/**
 * A good's address as a feed sends it: its page, tagged with the service that
 * brings the visit (`utm_source`), so the owner's visit figures name it as the
 * campaign (src/shared/figures/goatcounter.ts). The page's canonical stays the
 * bare address.
 */
export const campaignLink = (link: string, source: 'google' | 'meta' | 'prom') =>
  `${link}?utm_source=${source}&utm_medium=feed`;

/** The goods the feeds list: every one not sold, as its page shows it. */
export function feedGoods({
  site,
  products,
  collections = [],
}: Pick<FeedInput, 'site' | 'products' | 'collections'>): FeedGood[] {
  const collectionsOf = new Map<number, string[]>();
  for (const { title, goods } of collections)
    for (const id of goods) collectionsOf.set(id, [...(collectionsOf.get(id) ?? []), title]);
  return products.flatMap((product) => {
    const availability = AVAILABILITY[availabilityOf(product)].feed;
    if (!availability) return [];
    return [
      {
        product,
        link: addressOf(site, `catalog/${product.id}`),
        pictures: picturesOf(product, site),
        price: parsePrice(product.price),
        ...(product.oldPrice ? { oldPrice: parsePrice(product.oldPrice) } : {}),
        availability,
        description: feedText(product.description.trim() || detailsLine(product) || product.title),
        maker: feedText(unquoted(product.maker ?? '')),
        collections: (collectionsOf.get(product.id) ?? []).map(feedText),
      },
    ];
  });
}

/** The fields that go into a feed, with their place in it, in the table's order. */
export function fieldsIn<Place>(
  // Meta's catalogue reads Google's attributes: its feed follows the fields' `google` places.
  feed: 'google' | 'prom',
): { key: FieldKey; place: Exclude<Place, NotInFeed> }[] {
  return FIELD_KEYS.flatMap((key) => {
    const place = CATALOGUE_FIELDS[key].feed[feed] as Place | NotInFeed;
    return typeof place === 'object' && place !== null && 'notInFeed' in place
      ? []
      : [{ key, place: place as Exclude<Place, NotInFeed> }];
  });
}

/** An element: its text, or its attributes (`@name`) and text (`#text`), or its children. */
export type XmlNode = string | { [name: string]: XmlNode | XmlNode[] };

/**
 * Elements named and valued in this order, a name given twice or more
 * becoming a list (pictures, params).
 */
export function elements(
  pairs: readonly (readonly [string, XmlNode])[],
): Record<string, XmlNode | XmlNode[]> {
  const out: Record<string, XmlNode | XmlNode[]> = {};
  for (const [name, value] of pairs) {
    const before = out[name];
    out[name] =
      before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
  }
  return out;
}

/**
 * The XML of a document, declared UTF-8. fast-xml-parser's builder writes
 * every `&`, `<`, `>`, `"` and `'` of a text or an attribute as an entity,
 * as Rozetka's price-list rules ask even where XML itself would not.
 */
export function xmlOf(root: Record<string, XmlNode>): string {
  const builder = new XMLBuilder({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    textNodeName: '#text',
    format: true,
    processEntities: true,
    suppressEmptyNode: true,
    // available="true" stays an attribute with its value: XML has no bare attributes.
    suppressBooleanAttributes: false,
  });
  return builder.build({ '?xml': { '@version': '1.0', '@encoding': 'UTF-8' }, ...root }) as string;
}

/** A value longer than a service takes: the note the owner reads. */
export const tooLong = (what: string, length: number, most: number, service: string) =>
  `${what} має ${length} знаків, а ${service} бере до ${most}`;
