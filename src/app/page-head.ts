import type {
  BreadcrumbList,
  MerchantReturnPolicy,
  OfferShippingDetails,
  Product as ProductLd,
  WithContext,
} from 'schema-dts';
import { productArtFile } from '../features/products/product-media';
import type { Product } from '../features/products/types';
import { AVAILABILITY, availabilityOf } from '../shared/catalogue/availability';
import { namedSizes } from '../shared/catalogue/parse-dimensions';
import { eraYear } from '../shared/catalogue/parse-era';
import { formatPrice, parsePrice } from '../shared/lib/format-price';
import { PREVIEW_DIR, PREVIEW_SIZE, type PreviewPicture } from '../shared/config/link-preview';
import { SHOP as THIS_SHOP } from '../shared/config/shop';
import { BASE_PATH } from '../shared/config/spec';
import { uk } from '../shared/i18n/uk';
import { catalogAddress } from '../shared/lib/catalog-address';
import { escapeAttribute } from '../shared/lib/escape-attribute';
import { jsonForScript } from './drawn-page';
import type { PageMeta } from './pages';
import type { PublishedCollection } from '../shared/catalogue/collections';

/**
 * What a crawler or a messenger reads of each page built at build time
 * (builder/prerender-plugin.ts writes it into <head>): a description, the
 * canonical address, Open Graph and Twitter tags with a preview picture, and,
 * on a product's page, schema.org JSON-LD. Nothing of it ships to the browser:
 * only src/app/prerender.tsx imports this file.
 */

/** 'Антикваріат і вінтаж · Одеса': what every picture says of the shop, and its alternative text. */
const SHOP_LINE = `Антикваріат і вінтаж${THIS_SHOP.city ? ` · ${THIS_SHOP.city}` : ''}`;

const SHOP = {
  name: uk.brand,
  previewAlt: `${uk.brand} — антикваріат і вінтаж${THIS_SHOP.city ? ` · ${THIS_SHOP.city}` : ''}`,
  previewLine: 'Антикварні та вінтажні речі з історією',
  /** A vase: the shop's picture. */
  illustration: 'images/products/vase-1.svg',
} as const;

/** A description stays whole up to this length; a longer one is cut at a word. */
const DESCRIPTION_MAX = 200;

function shorten(written: string): string {
  // An owner's description of several lines reads as one in a preview.
  const text = written.replace(/\s*\n\s*/g, ' ').trim();
  if (text.length <= DESCRIPTION_MAX) return text;
  const cut = text.slice(0, DESCRIPTION_MAX - 1);
  const word = cut.lastIndexOf(' ');
  return `${(word > DESCRIPTION_MAX / 2 ? cut.slice(0, word) : cut).replace(/[\s,.;:–—-]+$/, '')}…`;
}

/** The shop's public address with the base path: 'https://example.github.io/BON-VINTAGE/'. */
type Site = string;

const address = (site: Site, path: string) => new URL(path.replace(/^\//, ''), site).href;

export function previewFileOf(product: Product | undefined): string {
  return `${PREVIEW_DIR}/${product ? product.id : 'shop'}.jpg`;
}

/** The preview of a collection with a picture of its own. */
const collectionPreviewFile = (collection: Pick<PublishedCollection, 'slug'>): string =>
  `${PREVIEW_DIR}/collection-${collection.slug}.jpg`;

/** The file of a picture's sizes nearest the preview's height (builder/preview-image.ts crops it). */
function previewSizeOf(sources: { stem: string; widths: readonly number[] }): string {
  const width =
    sources.widths.find((w) => w >= PREVIEW_SIZE.height * 0.75) ?? sources.widths.at(-1);
  return `${sources.stem}-${width}.jpg`;
}

/**
 * What a product's preview shows: its own photo, in the size nearest the
 * preview's 473 px wide picture (builder/preview-image.ts), or the sample's
 * illustration.
 */
function previewPictureOf(product: Product): string {
  const sources = product.mainImageSources;
  return sources ? previewSizeOf(sources) : productArtFile(product.id, 0, product.category);
}

/** The pictures a build draws: the shop's, one a product, then one a collection with a picture of its own. */
export function previewPictures(
  products: readonly Product[],
  collections: readonly PublishedCollection[] = [],
): PreviewPicture[] {
  return [
    {
      file: previewFileOf(undefined),
      title: SHOP.previewLine,
      illustration: SHOP.illustration,
      footer: SHOP_LINE,
      shop: SHOP.name,
    },
    ...products.map((product) => ({
      file: previewFileOf(product),
      title: product.title,
      price: formatPrice(product.price),
      illustration: previewPictureOf(product),
      footer: SHOP_LINE,
      shop: SHOP.name,
    })),
    ...collections.flatMap(({ slug, title, picture }) =>
      picture
        ? [
            {
              file: collectionPreviewFile({ slug }),
              title,
              illustration: previewSizeOf(picture.sources),
              footer: SHOP_LINE,
              shop: SHOP.name,
            },
          ]
        : [],
    ),
  ];
}

/** docs/catalogue-fields.md: a vintage piece is used; one to restore is damaged. */
const itemCondition = (product: Product) =>
  product.condition === 'Потребує реставрації'
    ? 'https://schema.org/DamagedCondition'
    : 'https://schema.org/UsedCondition';

/**
 * The details schema.org has a property for: the maker, the country, the
 * year, the size (height, width and depth where the owner named them); the
 * era and the flaws as additional properties.
 */
function detailsLd(product: Product): Partial<ProductLd> {
  const centimetres = (value: number) => ({
    '@type': 'QuantitativeValue' as const,
    value,
    unitCode: 'CMT',
  });
  const sizes = product.dimensions ? namedSizes(product.dimensions) : {};
  const year = product.era ? eraYear(product.era) : undefined;
  const more = [
    ...(product.era ? [{ name: 'Епоха', value: product.era }] : []),
    ...(product.flaws ? [{ name: 'Дефекти', value: product.flaws }] : []),
  ];
  return {
    ...(product.maker
      ? {
          brand: { '@type': 'Brand', name: product.maker },
          manufacturer: { '@type': 'Organization', name: product.maker },
        }
      : {}),
    ...(product.country ? { countryOfOrigin: { '@type': 'Country', name: product.country } } : {}),
    ...(year === undefined ? {} : { productionDate: String(year) }),
    ...(product.dimensions ? { size: product.dimensions } : {}),
    ...(sizes.height === undefined ? {} : { height: centimetres(sizes.height) }),
    ...(sizes.width === undefined ? {} : { width: centimetres(sizes.width) }),
    ...(sizes.depth === undefined ? {} : { depth: centimetres(sizes.depth) }),
    ...(more.length > 0
      ? {
          additionalProperty: more.map((property) => ({
            '@type': 'PropertyValue' as const,
            ...property,
          })),
        }
      : {}),
  };
}

/**
 * What every offer says of returns (docs/decisions/034-feeds-of-the-goods.md):
 * back within 14 days in Ukraine, the right of a buyer at a distance that the
 * footer states; sent back by post, as the shop sends; the buyer pays the
 * carrier, as for delivery (`за тарифами перевізника`, the about page). The
 * about page's `Повернення та обмін` says the rest in the shop's own words.
 */
const returnPolicy = (site: Site): MerchantReturnPolicy => ({
  '@type': 'MerchantReturnPolicy',
  applicableCountry: 'UA',
  returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
  merchantReturnDays: 14,
  returnMethod: 'https://schema.org/ReturnByMail',
  returnFees: 'https://schema.org/ReturnFeesCustomerResponsibility',
  merchantReturnLink: address(site, 'aboutUs#returns'),
});

/**
 * Where and at what price a piece is sent: anywhere in Ukraine, at the
 * carrier's rates, which depend on the parcel, so the amount names its
 * currency and no figure (docs/decisions/034-feeds-of-the-goods.md says
 * what Google does with that).
 */
const SHIPPING: OfferShippingDetails = {
  '@type': 'OfferShippingDetails',
  shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'UA' },
  shippingRate: {
    '@type': 'MonetaryAmount',
    currency: 'UAH',
    description: 'За тарифами перевізника («Нова пошта», «Укрпошта»), оплачує покупець.',
  },
};

/** schema.org Product and BreadcrumbList of a product's page. */
export function productJsonLd(
  product: Product,
  site: Site,
): [WithContext<ProductLd>, WithContext<BreadcrumbList>] {
  const url = address(site, `catalog/${product.id}`);
  const main = product.mainImage.startsWith('http')
    ? product.mainImage
    : address(site, product.mainImage.slice(BASE_PATH.length));
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.title,
      description: product.description,
      image: [address(site, previewFileOf(product)), main],
      sku: String(product.id),
      category: product.category,
      material: product.material,
      itemCondition: itemCondition(product),
      ...detailsLd(product),
      url,
      offers: {
        '@type': 'Offer',
        price: parsePrice(product.price),
        priceCurrency: 'UAH',
        // On sale: the price before it, struck through (Google's merchant listing rules).
        ...(product.oldPrice && {
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            priceType: 'https://schema.org/StrikethroughPrice',
            price: parsePrice(product.oldPrice),
            priceCurrency: 'UAH',
          },
        }),
        itemCondition: itemCondition(product),
        availability: AVAILABILITY[availabilityOf(product)].schema,
        url,
        hasMerchantReturnPolicy: returnPolicy(site),
        shippingDetails: SHIPPING,
      },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          name: uk.pages.catalog,
          item: address(site, 'catalog'),
        },
        {
          '@type': 'ListItem',
          position: 2,
          name: product.category,
          item: address(site, catalogAddress({ category: product.category })),
        },
        { '@type': 'ListItem', position: 3, name: product.title, item: url },
      ],
    },
  ];
}

/** A page as its <head> describes it (src/app/prerender.tsx gathers it from the page table). */
export interface PageHead {
  /** Below the base ('', 'catalog/12'); null for the shell, which answers for many addresses. */
  path: string | null;
  /** What the page's module says of itself. */
  meta: PageMeta;
  /** False for the visitor's own pages (favourites, basket): noindex. */
  indexed: boolean;
  /** The product of a product's page: its price and JSON-LD. */
  product?: Product;
  /** The collection of a collection's page: its own picture is its preview. */
  collection?: PublishedCollection;
  /** A collection's first good: its preview is the page's picture when the collection has none. */
  cover?: Product;
}

/**
 * The tags of one page's <head> (its <title> aside, which React draws), as
 * HTML. `path` null is the shell, the page of every address without a file.
 */
export function pageHeadHtml(page: PageHead, site: Site): string {
  const { product } = page;
  const url = page.path === null ? undefined : address(site, page.path);
  const description = shorten(page.meta.description);
  const pictured = product ?? page.cover;
  const image = page.collection?.picture
    ? { url: address(site, collectionPreviewFile(page.collection)), alt: page.collection.title }
    : pictured
      ? { url: address(site, previewFileOf(pictured)), alt: pictured.title }
      : { url: address(site, previewFileOf(undefined)), alt: SHOP.previewAlt };
  const meta = (key: 'name' | 'property', name: string, content: string) =>
    `<meta ${key}="${name}" content="${escapeAttribute(content)}" />`;
  const tags = [
    meta('name', 'description', description),
    ...(url ? [`<link rel="canonical" href="${escapeAttribute(url)}" />`] : []),
    meta('property', 'og:type', product ? 'product' : 'website'),
    meta('property', 'og:site_name', SHOP.name),
    meta('property', 'og:locale', 'uk_UA'),
    meta('property', 'og:title', page.meta.title),
    meta('property', 'og:description', description),
    ...(url ? [meta('property', 'og:url', url)] : []),
    meta('property', 'og:image', image.url),
    meta('property', 'og:image:type', 'image/jpeg'),
    meta('property', 'og:image:width', String(PREVIEW_SIZE.width)),
    meta('property', 'og:image:height', String(PREVIEW_SIZE.height)),
    meta('property', 'og:image:alt', image.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    ...(page.indexed ? [] : [meta('name', 'robots', 'noindex')]),
  ];
  if (product) {
    tags.push(
      meta('property', 'product:price:amount', String(parsePrice(product.price))),
      meta('property', 'product:price:currency', 'UAH'),
      ...productJsonLd(product, site).map(
        (data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`,
      ),
    );
  }
  return tags.join('\n    ');
}

/** sitemap.xml: the canonical address of each of these pages (the indexed ones, pages.ts). */
export function sitemapXml(paths: readonly string[], site: Site): string {
  const urls = paths.map(
    (path) => `  <url><loc>${escapeAttribute(address(site, path))}</loc></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything may be read; the sitemap is named. */
export function robotsTxt(site: Site): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${address(site, 'sitemap.xml')}\n`;
}
