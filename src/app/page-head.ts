import type { BreadcrumbList, Product as ProductLd, WithContext } from 'schema-dts';
import { basketText } from '../features/basket/basket-text';
import { productArtFile } from '../features/products/product-media';
import { productOfAddress } from '../features/products/products-by-id';
import type { Product } from '../features/products/types';
import { formatPrice, parsePrice } from '../shared/lib/format-price';
import { PREVIEW_DIR, PREVIEW_SIZE } from '../shared/config/link-preview';
import { BASE_PATH } from '../shared/config/spec';
import { uk } from '../shared/i18n/uk';
import { catalogAddress } from '../shared/lib/catalog-address';
import { escapeAttribute } from '../shared/lib/escape-attribute';

/**
 * What a crawler or a messenger reads of each page built at build time
 * (build/prerender-plugin.ts writes it into <head>): a description, the
 * canonical address, Open Graph and Twitter tags with a preview picture, and,
 * on a product's page, schema.org JSON-LD. Nothing of it ships to the browser:
 * only src/app/prerender.tsx imports this file.
 */

/** The pages of the shop that have a file and an address of their own, below the base. */
export type PagePath = '' | 'catalog' | 'favorite' | 'aboutUs' | 'basket' | `catalog/${number}`;

/** A preview picture to draw (build/preview-image.ts) and where to write it, below the base. */
export interface PreviewPicture {
  file: string;
  title: string;
  price?: string;
  /** The picture it shows, below the base: an illustration of public/, or an owner's photo as the build wrote it. */
  illustration: string;
}

const SHOP = {
  name: uk.brand,
  description:
    'BON VINTAGE — антикварні та вінтажні речі з історією: порцеляна, кришталь, тарілки, вази, статуетки, іграшки, меблі та колекційні карти. Одеса.',
  previewAlt: 'BON VINTAGE — антикваріат і вінтаж з Одеси',
  previewLine: 'Антикварні та вінтажні речі з історією',
  /** A vase: the shop's picture. */
  illustration: 'images/products/vase-1.svg',
} as const;

const DESCRIPTIONS: Record<'' | 'catalog' | 'favorite' | 'aboutUs' | 'basket', string> = {
  '': SHOP.description,
  catalog:
    'Каталог BON VINTAGE: порцеляна, кришталь, тарілки, вази, статуетки, іграшки, меблі та колекційні карти. Пошук, фільтри за категорією, матеріалом і ціною.',
  favorite:
    'Вподобані речі в BON VINTAGE: збережені у вашому браузері, ними можна поділитися посиланням.',
  aboutUs:
    'Про BON VINTAGE, крамницю антикварних і вінтажних речей з Одеси: наша історія, доставка по Україні й за кордон, способи оплати, повернення та контакти.',
  basket: basketText.description,
};

const TITLES: Record<'' | 'catalog' | 'favorite' | 'aboutUs' | 'basket', string> = {
  '': uk.titles.home,
  catalog: uk.titles.catalog(uk.pages.catalog),
  favorite: uk.titles.favorite,
  aboutUs: uk.titles.about,
  basket: basketText.title,
};

/** A description stays whole up to this length; a longer one is cut at a word. */
const DESCRIPTION_MAX = 200;

function shorten(text: string): string {
  if (text.length <= DESCRIPTION_MAX) return text;
  const cut = text.slice(0, DESCRIPTION_MAX - 1);
  const word = cut.lastIndexOf(' ');
  return `${(word > DESCRIPTION_MAX / 2 ? cut.slice(0, word) : cut).replace(/[\s,.;:–—-]+$/, '')}…`;
}

/**
 * JSON inside <script type="application/ld+json">: nothing in it can close the
 * element or start a comment (`</script>`, `<!--`), whatever a title holds.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/** The shop's public address with the base path: 'https://example.github.io/BON-VINTAGE/'. */
type Site = string;

const address = (site: Site, path: string) => new URL(path.replace(/^\//, ''), site).href;

export function previewFileOf(product: Product | undefined): string {
  return `${PREVIEW_DIR}/${product ? product.id : 'shop'}.jpg`;
}

/**
 * What a product's preview shows: its own photo, in the size nearest the
 * preview's 473 px wide picture (build/preview-image.ts), or the sample's
 * illustration.
 */
function previewPictureOf(product: Product): string {
  const sources = product.mainImageSources;
  if (!sources) return productArtFile(product.id, 0, product.category);
  const width =
    sources.widths.find((w) => w >= PREVIEW_SIZE.height * 0.75) ?? sources.widths.at(-1);
  return `${sources.stem}-${width}.jpg`;
}

/** The pictures a build draws: the shop's, then one a product. */
export function previewPictures(products: readonly Product[]): PreviewPicture[] {
  return [
    { file: previewFileOf(undefined), title: SHOP.previewLine, illustration: SHOP.illustration },
    ...products.map((product) => ({
      file: previewFileOf(product),
      title: product.title,
      price: formatPrice(product.price),
      illustration: previewPictureOf(product),
    })),
  ];
}

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
      url,
      offers: {
        '@type': 'Offer',
        price: parsePrice(product.price),
        priceCurrency: 'UAH',
        availability: product.sold ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
        url,
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

interface Head {
  title: string;
  description: string;
  /** Absent on the shell, which answers for many addresses. */
  url?: string;
  type: 'website' | 'product';
  image: { url: string; alt: string };
  product?: Product;
}

function headOf(path: PagePath | null, products: readonly Product[], site: Site): Head {
  const shopImage = { url: address(site, previewFileOf(undefined)), alt: SHOP.previewAlt };
  if (path === null) {
    return { title: TITLES[''], description: DESCRIPTIONS[''], type: 'website', image: shopImage };
  }
  const id = /^catalog\/(\d+)$/.exec(path)?.[1];
  if (id === undefined) {
    const page = path as keyof typeof DESCRIPTIONS;
    return {
      title: TITLES[page],
      description: DESCRIPTIONS[page],
      url: address(site, path),
      type: 'website',
      image: shopImage,
    };
  }
  const product = productOfAddress(products, id);
  if (!product) throw new Error(`no product ${id} for the page ${path}`);
  return {
    title: uk.titles.product(product.title),
    description: shorten(`${formatPrice(product.price)}. ${product.description}`),
    url: address(site, path),
    type: 'product',
    image: { url: address(site, previewFileOf(product)), alt: product.title },
    product,
  };
}

/**
 * The tags of one page's <head> (its <title> aside, which React draws), as
 * HTML. `path` null is the shell, the page of every address without a file.
 */
export function pageHeadHtml(path: PagePath | null, products: readonly Product[], site: Site) {
  const head = headOf(path, products, site);
  const meta = (key: 'name' | 'property', name: string, content: string) =>
    `<meta ${key}="${name}" content="${escapeAttribute(content)}" />`;
  const tags = [
    meta('name', 'description', head.description),
    ...(head.url ? [`<link rel="canonical" href="${escapeAttribute(head.url)}" />`] : []),
    meta('property', 'og:type', head.type),
    meta('property', 'og:site_name', SHOP.name),
    meta('property', 'og:locale', 'uk_UA'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    ...(head.url ? [meta('property', 'og:url', head.url)] : []),
    meta('property', 'og:image', head.image.url),
    meta('property', 'og:image:type', 'image/jpeg'),
    meta('property', 'og:image:width', String(PREVIEW_SIZE.width)),
    meta('property', 'og:image:height', String(PREVIEW_SIZE.height)),
    meta('property', 'og:image:alt', head.image.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    ...(path !== null && VISITORS_OWN.has(path) ? [meta('name', 'robots', 'noindex')] : []),
  ];
  if (head.product) {
    tags.push(
      meta('property', 'product:price:amount', String(parsePrice(head.product.price))),
      meta('property', 'product:price:currency', 'UAH'),
      ...productJsonLd(head.product, site).map(
        (data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`,
      ),
    );
  }
  return tags.join('\n    ');
}

/**
 * The pages that are each visitor's own (the favourites kept in their browser,
 * or a list shared with them; the basket and the order): nothing there for a
 * search engine, so they are left out of the sitemap and marked noindex.
 */
const VISITORS_OWN: ReadonlySet<PagePath> = new Set(['favorite', 'basket']);

/** sitemap.xml: the canonical address of every page but the visitor's own. */
export function sitemapXml(paths: readonly PagePath[], site: Site): string {
  const urls = paths
    .filter((path) => !VISITORS_OWN.has(path))
    .map((path) => `  <url><loc>${escapeAttribute(address(site, path))}</loc></url>`);
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
