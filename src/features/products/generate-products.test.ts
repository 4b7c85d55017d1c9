import {
  MATERIALS_BY_CATEGORY,
  SPEC_CATEGORIES as CATEGORIES,
  SPEC_MATERIALS as MATERIALS,
  type SpecCategory,
} from '../../shared/config/default-vocabulary';
import { generateProductRecords, generateProducts } from './generate-products';
import { CONDITIONS } from '../../shared/catalogue/parse-condition';
import { eraGroup, parseEra } from '../../shared/catalogue/parse-era';
import { parsePrice } from '../../shared/lib/format-price';

const NOW = new Date('2026-11-21T12:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const products = generateProducts(250, NOW);

describe('generateProducts', () => {
  it('makes 12 products by default', () => {
    expect(generateProducts(undefined, NOW)).toHaveLength(12);
  });

  it('numbers 250 products 1..250 in order', () => {
    expect(products.map((p) => p.id)).toEqual(Array.from({ length: 250 }, (_, i) => i + 1));
  });

  it('fills every field with a value of the right type', () => {
    const SPEC_FIELDS = [
      'category',
      'country',
      'createdAt',
      'description',
      'gallery',
      'id',
      'mainImage',
      'material',
      'price',
      'title',
    ];
    for (const p of products) {
      const details = Object.keys(p).filter((key) => !SPEC_FIELDS.includes(key));
      expect(
        Object.keys(p)
          .filter((key) => SPEC_FIELDS.includes(key))
          .sort(),
      ).toEqual(SPEC_FIELDS.sort());
      // docs/catalogue-fields.md: the vintage details, an old price for some, and no status (every sample piece is available).
      expect(
        details.every((key) =>
          ['condition', 'flaws', 'dimensions', 'era', 'maker', 'oldPrice'].includes(key),
        ),
      ).toBe(true);
      expect(p.title).toMatch(/^King size \S/);
      expect(p.country.length).toBeGreaterThan(0);
      expect(CATEGORIES).toContain(p.category);
      expect(MATERIALS).toContain(p.material);
      expect(MATERIALS_BY_CATEGORY[p.category as SpecCategory]).toContain(p.material);
      expect(p.mainImage).toMatch(/\.svg$|\/300\/400$/);
    }
  });

  it('writes two Ukrainian sentences as the description', () => {
    for (const p of products) {
      const sentences = p.description.split(/(?<=\.)\s+/);
      expect(sentences).toHaveLength(2);
      expect(p.description).toMatch(/[а-яіїєґ]/i);
      expect(p.description).not.toMatch(/[a-z]{3,}/);
    }
  });

  it('writes prices as integers 100..5000 grouped by thousands with a space', () => {
    for (const p of products) {
      expect(p.price).toMatch(/^\d{1,3}( \d{3})?$/);
      const value = parsePrice(p.price);
      expect(value).toBeGreaterThanOrEqual(100);
      expect(value).toBeLessThanOrEqual(5000);
      if (value >= 1000) expect(p.price).toContain(' ');
    }
    expect(products.some((p) => parsePrice(p.price) >= 1000)).toBe(true);
  });

  it('gives every product a gallery of six images and then one video with a poster', () => {
    for (const p of products) {
      expect(p.gallery.map((entry) => entry.type)).toEqual([
        'image',
        'image',
        'image',
        'image',
        'image',
        'image',
        'video',
      ]);
      const video = p.gallery[6];
      expect(video?.type === 'video' && video.poster).toBeTruthy();
      expect(new Set(p.gallery.map((entry) => entry.url)).size).toBe(7);
    }
  });

  it('dates every product within the last 30 days as ISO 8601', () => {
    for (const p of products) {
      expect(new Date(p.createdAt).toISOString()).toBe(p.createdAt);
      const age = NOW.getTime() - Date.parse(p.createdAt);
      expect(age).toBeGreaterThanOrEqual(0);
      expect(age).toBeLessThanOrEqual(30 * DAY_MS);
    }
  });

  it('gives each product the same age whatever the moment, so a list made at build is dated at the visit', () => {
    const weekLater = new Date(NOW.getTime() + 7 * DAY_MS);
    expect(generateProductRecords(250, weekLater)).toEqual(generateProductRecords(250, NOW));
    expect(generateProducts(250, weekLater)[0]?.createdAt).toBe(
      new Date(Date.parse(products[0]!.createdAt) + 7 * DAY_MS).toISOString(),
    );
  });

  it('uses every category and every material', () => {
    expect(new Set(products.map((p) => p.category))).toEqual(new Set(CATEGORIES));
    expect(new Set(products.map((p) => p.material))).toEqual(new Set(MATERIALS));
  });

  it('keeps the spec’s fields of the products as they were before the vintage details', () => {
    expect(
      products.slice(0, 3).map(({ id, title, price, category, material, country }) => ({
        id,
        title,
        price,
        category,
        material,
        country,
      })),
    ).toEqual([
      {
        id: 1,
        title: 'King size ПАТ ЗбутПромЗбут',
        price: '3 533',
        category: 'Скатертини та серветки',
        material: 'Тканина',
        country: 'Ліхтенштейн',
      },
      {
        id: 2,
        title: 'King size ТОВ Доброслав',
        price: '780',
        category: 'Скриньки',
        material: 'Порцеляна',
        country: 'Кірибаті',
      },
      {
        id: 3,
        title: 'King size ПАТ КраматорськТрейдТорг',
        price: '3 199',
        category: 'Різний посуд',
        material: 'Кришталь',
        country: 'Папуа-Нова Гвінея',
      },
    ]);
  });

  it('puts about one good in ten on sale, its old price 10 to 40 % above the price, in round tens', () => {
    const onSale = products.filter((p) => p.oldPrice !== undefined);
    expect(onSale.length).toBeGreaterThanOrEqual(15);
    expect(onSale.length).toBeLessThanOrEqual(35);
    for (const { price, oldPrice } of onSale) {
      const paid = parsePrice(price);
      const old = parsePrice(oldPrice!);
      expect(old % 10).toBe(0);
      expect(old).toBeGreaterThan(paid * 1.1);
      expect(old).toBeLessThan(paid / 0.6 + 10);
    }
  });

  it('gives every product a condition and a size, most an era and a maker, as the table reads them', () => {
    for (const p of products) {
      expect(CONDITIONS).toContain(p.condition);
      expect(p.dimensions).toMatch(/\d см$/);
      if (p.condition === 'Як новий') expect(p.flaws).toBeUndefined();
      if (p.era) expect('value' in parseEra(p.era, '2026-11-21') && p.era).toBe(p.era);
    }
    // The era follows the description: «… 1970-х.» is 1970-ті.
    expect(products[1]).toMatchObject({
      era: '1970-ті',
      condition: 'Добрий',
      flaws: 'делікатна патина',
    });
    const makers = new Set(products.flatMap((p) => (p.maker ? [p.maker] : [])));
    expect(makers.size).toBeGreaterThan(20);
    expect(products.filter((p) => p.maker).length).toBeGreaterThan(products.length * 0.7);
    expect(new Set(products.map((p) => p.era && eraGroup(p.era)?.name)).size).toBeGreaterThan(4);
  });

  it('gives the same output for the same seed', () => {
    expect(generateProducts(250, NOW)).toEqual(products);
  });

  it('keeps product n the same whatever the count', () => {
    expect(generateProducts(40, NOW)).toEqual(products.slice(0, 40));
  });

  it('lists no goods as coming from the aggressor state, and keeps every other field', () => {
    const products = generateProducts(10_000, new Date(Date.UTC(2026, 10, 21)));
    const countries = new Set(products.map((p) => p.country));
    expect([...countries].filter((country) => /рос[іи]|russ|рф/i.test(country))).toEqual([]);
    // A country is still drawn from faker's own Ukrainian list, with many of them in use.
    expect(countries.size).toBeGreaterThan(150);
    expect(countries.has('Україна')).toBe(true);
  });
});
