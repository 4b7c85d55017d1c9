import { fakerUK } from '@faker-js/faker';
import { faker } from './faker-uk';
import { generateProducts, PRODUCT_SEED } from './generate-products';

describe('faker without its English definitions', () => {
  it('makes exactly the products that the full fakerUK makes', async () => {
    const now = new Date(Date.UTC(2026, 10, 21));
    const ours = generateProducts(10_000, now);
    // The same generator, run on fakerUK (Ukrainian, English and base definitions).
    vi.resetModules();
    vi.doMock('./faker-uk', () => ({ faker: fakerUK }));
    const original = await import('./generate-products');
    vi.doUnmock('./faker-uk');
    const theirs = original.generateProducts(10_000, now);
    expect(original.generateProducts).not.toBe(generateProducts);
    expect(ours).toHaveLength(10_000);
    expect(ours).toEqual(theirs);
  });

  it('draws Ukrainian company names and countries', () => {
    faker.seed(PRODUCT_SEED);
    const names = Array.from({ length: 200 }, () => faker.company.name());
    const countries = Array.from({ length: 200 }, () => faker.location.country());
    expect(names.every((name) => /[А-ЯІЇЄҐа-яіїєґ]/.test(name))).toBe(true);
    expect(countries.every((country) => /^[А-ЯІЇЄҐа-яіїєґ’'() -]+$/.test(country))).toBe(true);
  });
});
