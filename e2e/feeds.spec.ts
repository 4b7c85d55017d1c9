import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
// Playwright's own test, not ./fixtures': these tests read built files and open no page.
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { parseFeed } from '../builder/feeds/parse-feed';

/**
 * The feeds of the goods (builder/feeds/, docs/decisions/034-feeds-of-the-goods.md)
 * as Google, Meta and Prom fetch them: the owner's example shop
 * (`npm run build:example-shop`, built for https://kyiv-vintage.example/, with a
 * reserved, a sold and a quoted good: scripts/make-catalogue.mjs) read back
 * with an XML parser and held to its own product pages; and the sample's
 * plain build, which does not know its address.
 */

const OWNER = 'dist-owner';
const OWNER_SITE = 'https://kyiv-vintage.example/';

const read = (dist: string, file: string) => readFileSync(join(dist, file), 'utf8');

/** A feed well-formed, declared UTF-8, and parsed. */
const feed = <Document>(file: string) => parseFeed<Document>(read(OWNER, file));

type Item = Record<string, string | undefined>;

interface Offer {
  '@id': string;
  '@available': string;
  name: string;
  price: string;
  oldprice?: string;
  currencyId: string;
  categoryId: string;
  url: string;
  description?: string;
  picture: string[];
  param?: { '@name': string; '#text': string }[];
}

interface ProductLd {
  name: string;
  sku: string;
  url: string;
  offers: {
    price: number;
    /** On sale: the price before it, struck through. */
    priceSpecification?: { priceType: string; price: number };
    availability: string;
    hasMerchantReturnPolicy: Record<string, unknown>;
    shippingDetails: Record<string, unknown>;
  };
}

/** Each built product page's JSON-LD Product, by its id. */
function productPages(dist: string): Map<string, ProductLd> {
  return new Map(
    readdirSync(join(dist, 'catalog'))
      .filter((file) => /^\d+\.html$/.test(file))
      .map((file) => {
        const html = read(dist, `catalog/${file}`);
        const [product] = [
          ...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g),
        ].map((match) => JSON.parse(match[1]!) as ProductLd);
        return [product!.sku, product!];
      }),
  );
}

/** A picture a feed names: a JPEG file of the build, under the shop's address. */
async function pictureFormat(url: string): Promise<string | undefined> {
  if (!url.startsWith(OWNER_SITE)) return `not under ${OWNER_SITE}: ${url}`;
  const file = join(OWNER, url.slice(OWNER_SITE.length));
  if (!existsSync(file)) return `missing: ${file}`;
  return (await sharp(readFileSync(file)).metadata()).format;
}

const STATES = {
  'https://schema.org/InStock': { google: 'in_stock', available: 'true' },
  'https://schema.org/Reserved': { google: 'out_of_stock', available: 'false' },
};

test('the owner’s shop publishes a Google and a Meta feed of its goods not sold, as their pages show them', async () => {
  const pages = productPages(OWNER);
  const { rss } = feed<{
    rss: { '@xmlns:g': string; channel: { link: string; item: Item[] } };
  }>('feeds/google.xml');
  expect(rss['@xmlns:g']).toBe('http://base.google.com/ns/1.0');
  expect(rss.channel.link).toBe(OWNER_SITE);
  const items = rss.channel.item;
  const unsold = [...pages.values()].filter(
    ({ offers }) => offers.availability !== 'https://schema.org/SoldOut',
  );
  // The example shop has a sold good (3), a reserved one (2), and the rest on sale.
  expect(pages.size - unsold.length).toBe(1);
  expect(items.map((item) => item['g:id']).sort()).toEqual(unsold.map(({ sku }) => sku).sort());
  const found = items.map((item) => ({
    id: item['g:id'],
    title: item['g:title'],
    link: item['g:link'],
    price: item['g:price'],
    salePrice: item['g:sale_price'],
    availability: item['g:availability'],
    condition: item['g:condition'],
    identifierExists: item['g:identifier_exists'],
    description: Boolean(item['g:description']),
    productType: Boolean(item['g:product_type']),
  }));
  const wanted = items.map((item) => {
    const page = pages.get(item['g:id']!)!;
    return {
      id: page.sku,
      title: page.name,
      // Each link tags its service, so the visit figures name the campaign.
      link: `${page.url}?utm_source=google&utm_medium=feed`,
      // On sale: Google's price is the one struck through, its sale price the one paid.
      ...(page.offers.priceSpecification
        ? {
            price: `${page.offers.priceSpecification.price}.00 UAH`,
            salePrice: `${page.offers.price}.00 UAH`,
          }
        : { price: `${page.offers.price}.00 UAH`, salePrice: undefined }),
      availability: STATES[page.offers.availability as keyof typeof STATES].google,
      condition: 'used',
      identifierExists: 'no',
      description: true,
      productType: true,
    };
  });
  expect(found).toEqual(wanted);
  expect(found.map(({ availability }) => availability)).toContain('out_of_stock');
  // Its collections (scripts/make-catalogue.mjs writes two): «Нові надходження», then by folder.
  const labels = (id: string) =>
    Object.entries(items.find((item) => item['g:id'] === id)!)
      .filter(([name]) => name.startsWith('g:custom_label_'))
      .map(([, value]) => value);
  expect(labels('5')).toEqual(['Нові надходження', 'До 2 000 ₴', 'Порцеляна']);
  expect(labels('2')).toEqual(['Нові надходження']);
  // The vase is on sale, 1 500 → 1 200 (scripts/make-catalogue.mjs); the plate's old price is no sale.
  expect(found.find(({ id }) => id === '1')).toMatchObject({
    price: '1500.00 UAH',
    salePrice: '1200.00 UAH',
  });
  expect(found.find(({ id }) => id === '6')).toMatchObject({ salePrice: undefined });
  // Quotes, an ampersand and «» in a title come back as the page has them.
  expect(found.map(({ title }) => title)).toContain('Статуетки "Балерина" & «Кавалер»');
  const pictures = items.flatMap((item) => [item['g:image_link']!]);
  expect(await Promise.all(pictures.map(pictureFormat))).toEqual(pictures.map(() => 'jpeg'));
  // A maker written with its quotes goes to the feeds without them.
  expect(items.map((item) => item['g:brand'])).toContain('Kahla');
  expect(items.map((item) => item['g:brand'])).not.toContain('«Kahla»');

  await test.step('Meta’s feed lists the same goods, each with a brand, Meta’s availability and 30 characters of plain description', () => {
    const meta = feed<{ rss: { channel: { item: Item[] } } }>('feeds/meta.xml').rss.channel.item;
    expect(meta.map((item) => item['g:id'])).toEqual(items.map((item) => item['g:id']));
    expect(meta.map((item) => item['g:availability'])).toEqual(
      items.map((item) => item['g:availability']!.replaceAll('_', ' ')),
    );
    const brands = meta.map((item) => item['g:brand']);
    expect(brands.every(Boolean)).toBe(true);
    // Goods with no maker carry the shop's name; makers come as Google has them.
    expect(brands).toContain('Вінтаж на Подолі');
    expect(brands.filter((brand) => brand !== 'Вінтаж на Подолі')).toEqual(
      items.flatMap((item) => (item['g:brand'] ? [item['g:brand']] : [])),
    );
    for (const item of meta) {
      expect(item['g:description']!.length).toBeGreaterThanOrEqual(30);
      expect(item['g:description']).not.toMatch(/<[a-z/]/i);
    }
  });
});

test('the owner’s shop publishes a YML price list for Prom of its goods not sold, as their pages show them', async () => {
  const pages = productPages(OWNER);
  const { yml_catalog: catalog } = feed<{
    yml_catalog: {
      '@date': string;
      shop: {
        name: string;
        url: string;
        currencies: { currency: { '@id': string } };
        categories: { category: { '@id': string; '#text': string }[] };
        offers: { offer: Offer[] };
      };
    };
  }>('feeds/prom.xml');
  expect(catalog['@date']).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
  const { shop } = catalog;
  expect(shop.name).toBe('Вінтаж на Подолі');
  expect(shop.url).toBe(OWNER_SITE);
  expect(shop.currencies.currency['@id']).toBe('UAH');
  const categories = new Set(shop.categories.category.map((category) => category['@id']));
  const offers = shop.offers.offer;
  const found = offers.map((offer) => ({
    id: offer['@id'],
    available: offer['@available'],
    name: offer.name,
    price: offer.price,
    oldprice: offer.oldprice,
    currency: offer.currencyId,
    url: offer.url,
    category: categories.has(offer.categoryId),
  }));
  const wanted = offers.map((offer) => {
    const page = pages.get(offer['@id'])!;
    return {
      id: page.sku,
      available: STATES[page.offers.availability as keyof typeof STATES].available,
      name: page.name,
      price: String(page.offers.price),
      oldprice: page.offers.priceSpecification && String(page.offers.priceSpecification.price),
      currency: 'UAH',
      url: `${page.url}?utm_source=prom&utm_medium=feed`,
      category: true,
    };
  });
  expect(found).toEqual(wanted);
  expect(offers.map((offer) => offer['@id']).sort()).toEqual(['1', '2', '4', '5', '6']);
  expect(
    offers
      .find((offer) => offer['@id'] === '1')
      ?.param?.filter((param) => param['@name'] === 'Добірка')
      .map((param) => param['#text']),
  ).toEqual(['Нові надходження', 'До 2 000 ₴', 'Порцеляна']);
  expect(found.filter(({ oldprice }) => oldprice)).toMatchObject([
    { id: '1', price: '1200', oldprice: '1500' },
  ]);
  expect(offers.find((offer) => offer['@id'] === '5')?.description).toBe(
    'Пара статуеток: «Балерина» & "Кавалер".\nКлеймо на денці, 1968 рік.',
  );
  const pictures = offers.flatMap((offer) => offer.picture);
  expect(await Promise.all(pictures.map(pictureFormat))).toEqual(pictures.map(() => 'jpeg'));
});

test('a built product page’s offer carries the return policy and shipping Google reads', () => {
  const { offers } = productPages(OWNER).get('1')!;
  // Their values, property by property, are src/app/page-head.test.ts's.
  expect(offers.hasMerchantReturnPolicy).toMatchObject({
    '@type': 'MerchantReturnPolicy',
    applicableCountry: 'UA',
    merchantReturnDays: 14,
    merchantReturnLink: `${OWNER_SITE}aboutUs#returns`,
  });
  expect(Object.keys(offers.hasMerchantReturnPolicy)).toEqual(
    expect.arrayContaining(['returnPolicyCategory', 'returnMethod', 'returnFees']),
  );
  expect(offers.shippingDetails).toMatchObject({
    '@type': 'OfferShippingDetails',
    shippingDestination: { addressCountry: 'UA' },
    shippingRate: { currency: 'UAH' },
  });
});

test('the feeds are never in the offline copy, the sitemap or a first load, and a build that does not know its address writes none', () => {
  for (const dist of ['dist', OWNER]) {
    const worker = read(dist, 'sw.js');
    // Precached files are listed as {url:"…",revision:…}; the navigation fallback passes feeds/ by.
    expect(worker).not.toMatch(/url:"feeds\//);
    expect(worker).toContain('|feeds)');
    expect(read(dist, 'sitemap.xml')).not.toContain('feeds/');
    expect(read(dist, 'index.html')).not.toContain('feeds/');
  }
  // The sample's plain build (`npm run build`) is told no address unless VITE_SITE_URL is set.
  expect(existsSync('dist/feeds')).toBe(Boolean(process.env.VITE_SITE_URL?.trim()));
});
