import { generateProducts } from '../features/products/generate-products';
import type { Product } from '../features/products/types';
import { pageHeadHtml, previewPictures, sitemapXml } from './page-head';
import { meta as productMeta } from './routes/product';
import type { PageMeta } from './pages';

const SITE = 'https://owner.github.io/BON-VINTAGE/';
const products = generateProducts(12, new Date('2026-01-15T12:00:00Z'));

const ABOUT: PageMeta = { title: 'Про нас — BON VINTAGE', description: 'Про BON VINTAGE.' };

/** The head of a product's page, as the build gathers it (prerender.tsx). */
const productHead = (product: Product) =>
  pageHeadHtml(
    { path: `catalog/${product.id}`, meta: productMeta({ product }), indexed: true, product },
    SITE,
  );

/** The tags as a browser (or a crawler) parses them. */
function parseHead(html: string) {
  const head = new DOMParser().parseFromString(`<head>${html}</head>`, 'text/html').head;
  const content = (selector: string) => head.querySelector(selector)?.getAttribute('content');
  const jsonLd = [...head.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  );
  return { head, content, jsonLd };
}

describe('pageHeadHtml', () => {
  it('gives a product page its own description, address, picture and data', () => {
    const product = products[6]!;
    const { head, content, jsonLd } = parseHead(productHead(product));
    const url = `${SITE}catalog/${product.id}`;
    expect(head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(url);
    expect(content('meta[property="og:url"]')).toBe(url);
    expect(content('meta[property="og:type"]')).toBe('product');
    expect(content('meta[property="og:title"]')).toBe(`${product.title} — BON VINTAGE`);
    expect(content('meta[name="description"]')).toMatch(/^[\d\u00a0]+ ₴\. /);
    expect(content('meta[property="og:image"]')).toBe(`${SITE}previews/${product.id}.jpg`);
    expect(content('meta[property="og:image:alt"]')).toBe(product.title);

    const [data, breadcrumb] = jsonLd;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.title,
      description: product.description,
      sku: String(product.id),
      category: product.category,
      material: product.material,
      url,
      offers: {
        '@type': 'Offer',
        price: Number(product.price.replace(/\D/g, '')),
        priceCurrency: 'UAH',
        availability: 'https://schema.org/InStock',
        url,
      },
    });
    expect(data!.image).toContain(`${SITE}previews/${product.id}.jpg`);
    expect(breadcrumb).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Каталог', item: `${SITE}catalog` },
        { position: 2, name: product.category, item: expect.stringMatching(/catalog\?category=/) },
        { position: 3, name: product.title, item: url },
      ],
    });
  });

  it('gives every offer the shop’s return policy and shipping, as schema.org and Google name them', () => {
    const [data] = parseHead(productHead(products[2]!)).jsonLd;
    const { hasMerchantReturnPolicy, shippingDetails } = data!.offers as Record<string, unknown>;
    // schema.org/MerchantReturnPolicy: the country it applies in, a finite window of
    // 14 days, returned by post at the buyer's cost, and where the shop says more.
    expect(hasMerchantReturnPolicy).toEqual({
      '@type': 'MerchantReturnPolicy',
      applicableCountry: 'UA',
      returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
      merchantReturnDays: 14,
      returnMethod: 'https://schema.org/ReturnByMail',
      returnFees: 'https://schema.org/ReturnFeesCustomerResponsibility',
      merchantReturnLink: `${SITE}aboutUs#returns`,
    });
    // schema.org/OfferShippingDetails: to Ukraine, in hryvnias, at the carrier's rates.
    expect(shippingDetails).toEqual({
      '@type': 'OfferShippingDetails',
      shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'UA' },
      shippingRate: {
        '@type': 'MonetaryAmount',
        currency: 'UAH',
        description: expect.stringMatching(/^За тарифами перевізника/),
      },
    });
  });

  it('describes a reserved piece to restore, its maker, size, year and flaws in the JSON-LD', () => {
    const product: Product = {
      ...products[0]!,
      status: 'reserved',
      condition: 'Потребує реставрації',
      flaws: 'тріщина на ніжці',
      dimensions: 'висота 21 см, ширина 30 см',
      era: '1968',
      maker: 'Rosenthal',
      country: 'Німеччина',
    };
    const [data] = parseHead(productHead(product)).jsonLd;
    expect(data).toMatchObject({
      itemCondition: 'https://schema.org/DamagedCondition',
      brand: { '@type': 'Brand', name: 'Rosenthal' },
      manufacturer: { '@type': 'Organization', name: 'Rosenthal' },
      countryOfOrigin: { '@type': 'Country', name: 'Німеччина' },
      productionDate: '1968',
      size: 'висота 21 см, ширина 30 см',
      height: { '@type': 'QuantitativeValue', value: 21, unitCode: 'CMT' },
      width: { '@type': 'QuantitativeValue', value: 30, unitCode: 'CMT' },
      additionalProperty: [
        { '@type': 'PropertyValue', name: 'Епоха', value: '1968' },
        { '@type': 'PropertyValue', name: 'Дефекти', value: 'тріщина на ніжці' },
      ],
      offers: {
        itemCondition: 'https://schema.org/DamagedCondition',
        availability: 'https://schema.org/Reserved',
      },
    });
    expect((data!.offers as Record<string, unknown>).priceSpecification).toBeUndefined();
    const [onSale] = parseHead(productHead({ ...product, price: '900', oldPrice: '1 200' })).jsonLd;
    expect(onSale!.offers).toMatchObject({
      price: 900,
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        priceType: 'https://schema.org/StrikethroughPrice',
        price: 1200,
        priceCurrency: 'UAH',
      },
    });
    const [used] = parseHead(productHead({ ...product, condition: 'Добрий' })).jsonLd;
    expect(used).toMatchObject({ itemCondition: 'https://schema.org/UsedCondition' });
  });

  it('carries a size and an era kept as written as text alone, with no measure or year made up', () => {
    const product: Product = {
      ...products[0]!,
      dimensions: 'Ø 18 × 30 см',
      era: 'СРСР, 60-ті',
      flaws: undefined,
    };
    const [data] = parseHead(productHead(product)).jsonLd;
    expect(data).toMatchObject({
      size: 'Ø 18 × 30 см',
      additionalProperty: [{ '@type': 'PropertyValue', name: 'Епоха', value: 'СРСР, 60-ті' }],
    });
    for (const key of ['height', 'width', 'depth', 'productionDate'])
      expect(data, key).not.toHaveProperty(key);
  });

  it('gives the shell no address of its own, and a page no product data', () => {
    const shell = parseHead(pageHeadHtml({ path: null, meta: ABOUT, indexed: true }, SITE));
    expect(shell.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(shell.content('meta[property="og:url"]')).toBeUndefined();
    expect(shell.content('meta[property="og:image"]')).toBe(`${SITE}previews/shop.jpg`);

    const about = parseHead(pageHeadHtml({ path: 'aboutUs', meta: ABOUT, indexed: true }, SITE));
    expect(about.content('meta[property="og:title"]')).toBe('Про нас — BON VINTAGE');
    expect(about.content('meta[property="og:type"]')).toBe('website');
    expect(about.jsonLd).toEqual([]);
  });

  it('escapes a hostile title and description in every tag and in the JSON-LD', () => {
    const hostile = `"><img src=x onerror=alert(1)> </script><script>alert('x')</script> <!-- & \u2028`;
    const product: Product = { ...products[0]!, title: hostile, description: hostile };
    const html = productHead(product);
    const { head, content, jsonLd } = parseHead(html);
    // Nothing but the tags it writes: no element came out of the text.
    expect(head.querySelectorAll('img, script:not([type="application/ld+json"])')).toHaveLength(0);
    expect(content('meta[property="og:image:alt"]')).toBe(hostile);
    expect(content('meta[property="og:title"]')).toBe(`${hostile} — BON VINTAGE`);
    expect(content('meta[name="description"]')).toContain('"><img src=x');
    expect(jsonLd).toHaveLength(2);
    expect(jsonLd[0]).toMatchObject({ name: hostile, description: hostile });
    expect(html).not.toContain('</script><script>');
  });

  it('shortens a long description at a word', () => {
    const product = { ...products[0]!, description: 'слово '.repeat(60).trim() };
    const { content } = parseHead(productHead(product));
    const description = content('meta[name="description"]')!;
    expect(description.length).toBeLessThanOrEqual(200);
    expect(description).toMatch(/ слово…$/);
  });
});

it('lists the shop’s picture and one a product', () => {
  const pictures = previewPictures(products.slice(0, 2));
  expect(pictures.map((picture) => picture.file)).toEqual([
    'previews/shop.jpg',
    'previews/1.jpg',
    'previews/2.jpg',
  ]);
  expect(pictures[1]).toMatchObject({
    title: products[0]!.title,
    price: expect.stringMatching(/ ₴$/),
  });
  expect(pictures[1]!.illustration).toMatch(/^images\/products\/[a-z]+-\d\.svg$/);
});

it('writes every page’s canonical address into the sitemap', () => {
  const xml = sitemapXml(['', 'catalog', 'catalog/3'], SITE);
  const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
  expect(locs).toEqual([SITE, `${SITE}catalog`, `${SITE}catalog/3`]);
});

it('keeps a page that is not indexed out of search engines', () => {
  const head = (indexed: boolean) => pageHeadHtml({ path: 'favorite', meta: ABOUT, indexed }, SITE);
  expect(head(false)).toContain('<meta name="robots" content="noindex" />');
  expect(head(true)).not.toContain('name="robots"');
});
