import GUIDE from '../../docs/catalogue-and-favourites.md?raw';
import { SEARCH_FIELDS } from '../features/search/product-search';
import { FACET_KEYS, serializeCatalogSearch } from '../shared/lib/catalog-address';

/**
 * The guide to the catalogue's addresses against the code that writes them
 * (src/shared/lib/catalog-address.ts) and the search, as
 * builder/catalogue/owner-guide.test.ts holds the owner's guide.
 */
describe('the guide to catalogue links (docs/catalogue-and-favourites.md)', () => {
  /** The table's rows: parameter → meaning. */
  const rows = new Map(
    [...GUIDE.matchAll(/^\| `([a-z]+)`\s*\| `[^`]*`\s*\| (.*?)\s*\|$/gm)].map((match) => [
      match[1]!,
      match[2]!,
    ]),
  );

  it('has a row for each parameter an address can carry, every facet’s among them', () => {
    const one = { name: 'Одне', slug: 'odne' };
    const everything = serializeCatalogSearch(
      {
        query: 'ваза',
        ...(Object.fromEntries(FACET_KEYS.map((key) => [key, one.name])) as Record<
          (typeof FACET_KEYS)[number],
          string
        >),
        sort: 'lowPrice',
        page: 2,
        price: { min: 500, max: 1500 },
      },
      Object.fromEntries(FACET_KEYS.map((key) => [key, [one]])),
    );
    const written = [...new URLSearchParams(everything).keys()];
    expect(written).toEqual(expect.arrayContaining([...FACET_KEYS]));
    expect([...rows.keys()].sort()).toEqual(written.sort());
  });

  it('names in the q row every field the search reads', () => {
    const fields = /\(([^)]*)\)/.exec(rows.get('q')!)![1]!.split(', ');
    expect(fields.sort()).toEqual([...SEARCH_FIELDS].sort());
  });
});
