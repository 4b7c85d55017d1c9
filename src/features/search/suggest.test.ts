import { createProductSearch } from './product-search';
import { suggest } from './suggest';
import { makeProduct } from '../../test/product-fixture';

const products = [
  makeProduct(1, { category: 'Келихи для вина', material: 'Кришталь' }),
  makeProduct(2, { category: 'Келихи пивні', material: 'Скло' }),
  makeProduct(3, { category: 'Келихи пивні', material: 'Скло' }),
  makeProduct(4, { title: 'King size Келих', category: 'Вази', material: 'Кришталь' }),
  ...Array.from({ length: 8 }, (_, i) => makeProduct(10 + i, { category: 'Вази' })),
];
const search = createProductSearch(products);

describe('suggest', () => {
  it('gives the best products and the categories whose name matches, most results first', () => {
    const result = suggest(search, products, 'кел');
    expect(result.products.map((p) => p.id)).toEqual(search.search('кел').ids.slice(0, 5));
    expect(result.products[0]?.id).toBe(4);
    expect(result.categories).toEqual([
      { category: 'Келихи пивні', count: 2 },
      { category: 'Келихи для вина', count: 1 },
    ]);
  });

  it('gives at most `limit` products', () => {
    const result = suggest(search, products, 'вази');
    expect(result.products).toHaveLength(5);
    expect(result.categories).toEqual([{ category: 'Вази', count: 9 }]);
    expect(suggest(search, products, 'вази', 2).products).toHaveLength(2);
  });

  it('gives nothing under two characters', () => {
    expect(suggest(search, products, 'к')).toEqual({ products: [], categories: [] });
    expect(suggest(search, products, '  в ')).toEqual({ products: [], categories: [] });
    expect(suggest(search, products, '🏺')).toEqual({ products: [], categories: [] });
  });

  it('follows the layout correction of the search', () => {
    const result = suggest(search, products, 'rtk');
    expect(result.correctedQuery).toBe('кел');
    expect(result.categories.map((c) => c.category)).toEqual(['Келихи пивні', 'Келихи для вина']);
  });

  it('suggests no category for words of the query that only match products', () => {
    expect(suggest(search, products, 'кришталь').categories).toEqual([]);
  });
});
