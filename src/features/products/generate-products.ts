import { fakerUK as faker, SimpleFaker } from '@faker-js/faker';
import {
  MATERIALS_BY_CATEGORY,
  SPEC_CATEGORIES,
  type SpecCategory,
} from '../../shared/config/default-vocabulary';
import { SAMPLE_PRICES } from '../../shared/config/shop-config';
import { parsePrice, priceString } from '../../shared/lib/format-price';
import {
  CREATED_WITHIN_DAYS,
  DEFAULT_PRODUCT_COUNT,
  PRODUCTS_REQUESTED,
} from '../../shared/config/spec';
import { productsOfRecords, type SampleRecord } from './product-records';
import { sampleDetails } from './sample-details';
import type { Product } from './types';

/**
 * The seeded sample-data generator (docs/product.md; docs/decisions/002-sample-data.md).
 * It runs when the site is built (builder/product-data-plugin.ts) and in the
 * tests, never in the browser: faker is a build-time tool.
 */

/** The year the shop's collection was started; any fixed number would do. */
export const PRODUCT_SEED = 2011;

// faker's Ukrainian locale has no Ukrainian lorem, so descriptions are put
// together from phrases written for this shop: two sentences each (docs/product.md).
const OPENINGS = [
  'Знахідка з європейського блошиного ринку',
  'Річ із приватної колекції',
  'Предмет, що пережив кілька поколінь',
  'Справжній вінтаж у чудовому стані',
  'Рідкісний екземпляр для поціновувачів старовини',
  'Класика, яка прикрасить будь-який інтер’єр',
  'Річ із історією та характером',
  'Антикварний предмет ручної роботи',
] as const;

const DETAILS = [
  'Зберігся без сколів і тріщин, із легкими слідами часу.',
  'Має делікатну патину, що додає йому шарму.',
  'Ідеально пасуватиме до святкового столу чи полиці з колекцією.',
  'Стане гарним подарунком для тих, хто цінує старовину.',
  'Ретельно очищений і готовий до нового дому.',
  'Оригінальне клеймо виробника добре читається.',
  'Тонка робота майстра помітна в кожній деталі.',
  'Чудово виглядає як окремий акцент чи частина колекції.',
] as const;

const ERAS = [
  '1950-х',
  '1960-х',
  '1970-х',
  '1980-х',
  'початку XX століття',
  'середини XX століття',
] as const;

function makeDescription(category: SpecCategory, material: string): string {
  const opening = faker.helpers.arrayElement(OPENINGS);
  const era = faker.helpers.arrayElement(ERAS);
  const detail = faker.helpers.arrayElement(DETAILS);
  return `${opening}: ${category.toLowerCase()}, ${material.toLowerCase()}, ${era}. ${detail}`;
}

/**
 * faker's Ukrainian countries less the aggressor state, in any spelling: a
 * Ukrainian shop lists no goods as coming from there. Drawn with one random
 * number, as faker.location.country() draws, so every other field of every
 * product stays as it was.
 */
const AGGRESSOR_STATE = /рос[іи]|russ|московія|^рф$/i;
let ukrainianShopCountries: readonly string[] | undefined;
function countries(): readonly string[] {
  ukrainianShopCountries ??= faker.definitions.location.country.filter(
    (country) => !AGGRESSOR_STATE.test(country),
  );
  return ukrainianShopCountries;
}

/**
 * Generates `count` products as the data chunk holds them: each with its
 * age at `now` instead of a date. The same seed gives the same products in
 * the same order, and product `n` is the same whatever the count, so a
 * favourite id always points at the same product. The ages are the same
 * whatever `now`.
 */
export function generateProductRecords(
  count = DEFAULT_PRODUCT_COUNT,
  now = new Date(),
): SampleRecord[] {
  faker.seed(PRODUCT_SEED);
  // The first 17 products take the 17 categories in a seeded order, so every
  // category (and through them every material) occurs in any list of 17 or more.
  const firstCategories = faker.helpers.shuffle([...SPEC_CATEGORIES]);
  const records: SampleRecord[] = [];
  for (let id = 1; id <= count; id += 1) {
    const category = firstCategories[id - 1] ?? faker.helpers.arrayElement(SPEC_CATEGORIES);
    const materials = MATERIALS_BY_CATEGORY[category];
    const material = faker.helpers.arrayElement(materials);
    records.push({
      id,
      price: priceString(faker.number.int({ min: SAMPLE_PRICES.min, max: SAMPLE_PRICES.max })),
      title: `King size ${faker.company.name()}`,
      description: makeDescription(category, material),
      country: faker.helpers.arrayElement(countries()),
      category,
      material,
      ageMs:
        now.getTime() - faker.date.recent({ days: CREATED_WITHIN_DAYS, refDate: now }).getTime(),
    });
  }
  // The details come after, from a seed of their own: the spec's fields stay as they were.
  const details = sampleDetails(records, PRODUCT_SEED + 1);
  const sales = sampleSales(records, PRODUCT_SEED + 2);
  return records.map((record, index) => ({ ...record, ...details[index], ...sales[index] }));
}

/** The sample's share of goods on sale (docs/catalogue-fields.md, `Стара ціна`). */
const ON_SALE = 0.1;

/**
 * About one good in ten on sale, from a seed of its own, in id order: each
 * draws the same two numbers whether on sale or not, so product n's sale is
 * the same whatever the count. Its old price is 10 to 40 % above the price,
 * rounded up to tens.
 */
function sampleSales(records: readonly Pick<Product, 'price'>[], seed: number) {
  const draw = new SimpleFaker({ seed });
  return records.map(({ price }): Pick<Product, 'oldPrice'> => {
    const onSale = draw.number.float({ min: 0, max: 1 }) < ON_SALE;
    const off = draw.number.int({ min: 10, max: 40 });
    if (!onSale) return {};
    return { oldPrice: priceString(Math.ceil(parsePrice(price) / (1 - off / 100) / 10) * 10) };
  });
}

/** Generates `count` whole products, dated relative to `now`. */
export function generateProducts(count = DEFAULT_PRODUCT_COUNT, now = new Date()): Product[] {
  return productsOfRecords(generateProductRecords(count, now), now.getTime());
}

/** The records the site ships: as many as the app asks for (builder/product-data-plugin.ts). */
export function generateShippedRecords(now = new Date()): SampleRecord[] {
  return generateProductRecords(PRODUCTS_REQUESTED, now);
}
