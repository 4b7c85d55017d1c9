import type { Product } from '../products/types';
import { catalogView, countOf, valuesWithProducts, type CatalogViewInput } from './catalog-view';
import { makeProduct } from '../../test/product-fixture';
import { FACETS, type Facet } from './facets';

const products: Product[] = [
  makeProduct(1, {
    price: '950',
    category: 'Вази',
    material: 'Порцеляна',
    createdAt: '2026-11-03T10:00:00.000Z',
  }),
  makeProduct(2, {
    price: '1 250',
    category: 'Вази',
    material: 'Скло',
    createdAt: '2026-11-10T10:00:00.000Z',
  }),
  makeProduct(3, {
    price: '4 999',
    category: 'Тарілки',
    material: 'Порцеляна',
    createdAt: '2026-10-25T10:00:00.000Z',
  }),
  makeProduct(4, {
    price: '100',
    category: 'Меблі',
    material: 'Дерево',
    createdAt: '2026-11-15T10:00:00.000Z',
  }),
  makeProduct(5, {
    price: '1 250',
    category: 'Тарілки',
    material: 'Кераміка',
    createdAt: '2026-11-01T10:00:00.000Z',
  }),
  makeProduct(6, {
    price: '320',
    category: 'Вази',
    material: 'Порцеляна',
    createdAt: '2026-11-12T10:00:00.000Z',
    title: 'King size Одеса',
    description: 'Ваза з Одеси.',
    country: 'Італія',
  }),
];

const ALL: CatalogViewInput = {
  searchIds: null,
  category: null,
  material: null,
  sort: '',
  page: 1,
};
const ids = (list: Product[]) => list.map((p) => p.id);

describe('catalogView', () => {
  it('keeps generator order with no sort and no query', () => {
    const result = catalogView(products, ALL);
    expect(ids(result.items)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(result.total).toBe(6);
    expect(result.pageCount).toBe(1);
  });

  it('sorts by the numeric price, above 999 too, and keeps ties stable', () => {
    expect(ids(catalogView(products, { ...ALL, sort: 'highPrice' }).items)).toEqual([
      3, 2, 5, 1, 6, 4,
    ]);
    expect(ids(catalogView(products, { ...ALL, sort: 'lowPrice' }).items)).toEqual([
      4, 6, 1, 2, 5, 3,
    ]);
  });

  it('sorts the newest first by createdAt', () => {
    expect(ids(catalogView(products, { ...ALL, sort: 'newest' }).items)).toEqual([
      4, 6, 2, 1, 5, 3,
    ]);
  });

  it('narrows by material and counts the categories that material leaves', () => {
    const result = catalogView(products, { ...ALL, material: 'Порцеляна' });
    expect(ids(result.items)).toEqual([1, 3, 6]);
    expect(countOf(result, 'category', 'Вази')).toBe(2);
    expect(countOf(result, 'category', 'Тарілки')).toBe(1);
    expect(countOf(result, 'category', 'Меблі')).toBe(0);
    expect(result.facets.category.all).toBe(3);
    expect(valuesWithProducts(result, 'category', 'Порцеляна')).toEqual(['Тарілки', 'Вази']);
    // The material counts ignore the material itself: each option says what it would give.
    expect(countOf(result, 'material', 'Скло')).toBe(1);
  });

  it('narrows by category and counts the materials that category leaves', () => {
    const result = catalogView(products, { ...ALL, category: 'Тарілки' });
    expect(ids(result.items)).toEqual([3, 5]);
    expect(countOf(result, 'material', 'Порцеляна')).toBe(1);
    expect(countOf(result, 'material', 'Кераміка')).toBe(1);
    expect(countOf(result, 'material', 'Дерево')).toBe(0);
    expect(valuesWithProducts(result, 'material', 'Тарілки')).toEqual(['Порцеляна', 'Кераміка']);
    expect(valuesWithProducts(result, 'material', null)).toEqual([]);
  });

  it('combines both facets, and resetting one widens again', () => {
    expect(
      ids(catalogView(products, { ...ALL, category: 'Вази', material: 'Порцеляна' }).items),
    ).toEqual([1, 6]);
    expect(
      ids(catalogView(products, { ...ALL, category: null, material: 'Порцеляна' }).items),
    ).toEqual([1, 3, 6]);
    expect(catalogView(products, { ...ALL, category: 'Меблі', material: 'Скло' }).total).toBe(0);
  });

  it('paginates and clamps pages out of range', () => {
    const many = Array.from({ length: 30 }, (_, i) => makeProduct(i + 1, {}));
    const page1 = catalogView(many, ALL);
    expect(page1.pageCount).toBe(3);
    expect(ids(page1.items)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(ids(catalogView(many, { ...ALL, page: 3 }).items)).toEqual([25, 26, 27, 28, 29, 30]);
    expect(catalogView(many, { ...ALL, page: 99 }).page).toBe(3);
    expect(catalogView(many, { ...ALL, page: -2 }).page).toBe(1);
    expect(catalogView(many, { ...ALL, page: Number.NaN }).page).toBe(1);
    expect(catalogView([], { ...ALL, page: 4 })).toMatchObject({ page: 1, pageCount: 1, total: 0 });
  });

  it('keeps the search rank with no sort, and counts within the query', () => {
    const result = catalogView(products, { ...ALL, searchIds: [6, 2, 999] });
    expect(ids(result.items)).toEqual([6, 2]);
    expect(countOf(result, 'category', 'Вази')).toBe(2);
    expect(countOf(result, 'category', 'Тарілки')).toBe(0);
    expect(countOf(result, 'material', 'Порцеляна')).toBe(1);
    expect(
      ids(catalogView(products, { ...ALL, searchIds: [6, 2], sort: 'highPrice' }).items),
    ).toEqual([2, 6]);
  });
});

describe('catalogView: work done once per product list', () => {
  it('maps ids to products once per list, not on every search', () => {
    const list = products.slice();
    const map = vi.spyOn(list, 'map');
    catalogView(list, { ...ALL, searchIds: [2, 6] });
    catalogView(list, { ...ALL, searchIds: [6] });
    catalogView(list, { ...ALL, searchIds: [1, 3], category: 'Вази' });
    expect(map).toHaveBeenCalledTimes(1);
  });
});

describe('catalogView with a price range', () => {
  const bands = (...counts: number[]) => [...counts, ...Array(10 - counts.length).fill(0)];

  it('charts every product by price band, with its lowest and highest price', () => {
    const view = catalogView(products, ALL);
    expect(view.priceBands).toEqual([2, 1, 2, 0, 0, 0, 0, 0, 0, 1]);
    expect(view.priceSpan).toEqual({ lowest: 100, highest: 4999, count: 6 });
  });

  it('keeps the products inside the range, both ends included, and counts the facets within it', () => {
    const view = catalogView(products, { ...ALL, price: { min: 950, max: 1250 } });
    expect(ids(view.items)).toEqual([1, 2, 5]);
    expect(countOf(view, 'category', 'Вази')).toBe(2);
    expect(countOf(view, 'category', 'Тарілки')).toBe(1);
    expect(countOf(view, 'category', 'Меблі')).toBe(0);
    expect(countOf(view, 'material', 'Порцеляна')).toBe(1);
    expect(view.facets.category.all).toBe(3);
    // The chart ignores the range itself: it shows where else the visitor could go.
    expect(view.priceBands).toEqual([2, 1, 2, 0, 0, 0, 0, 0, 0, 1]);
  });

  it('charts only what the category and material give', () => {
    const vases = catalogView(products, {
      ...ALL,
      category: 'Вази',
      price: { min: 500, max: null },
    });
    expect(ids(vases.items)).toEqual([1, 2]);
    expect(vases.priceBands).toEqual(bands(1, 1, 1));
    expect(vases.priceSpan).toEqual({ lowest: 320, highest: 1250, count: 3 });
    expect(countOf(vases, 'material', 'Порцеляна')).toBe(1);
    expect(countOf(vases, 'material', 'Скло')).toBe(1);

    const porcelain = catalogView(products, { ...ALL, material: 'Порцеляна' });
    expect(porcelain.priceBands).toEqual([1, 1, 0, 0, 0, 0, 0, 0, 0, 1]);
  });

  it('charts only what the search found, and says nothing when nothing is left', () => {
    const found = catalogView(products, {
      ...ALL,
      searchIds: [6, 3],
      price: { min: null, max: 1000 },
    });
    expect(ids(found.items)).toEqual([6]);
    expect(found.priceBands).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
    const none = catalogView(products, { ...ALL, searchIds: [] });
    expect(none.priceBands).toEqual(bands());
    expect(none.priceSpan).toBeNull();
  });
});

describe('catalogView over any registry of facets', () => {
  it('counts a facet of 300 values without wrapping, narrowing by the other facet', () => {
    const makers = Array.from({ length: 300 }, (_, i) => ({ name: `Майстер ${i}`, slug: `m${i}` }));
    const registry: Facet[] = [
      { ...FACETS.find(({ key }) => key === 'material')! },
      {
        key: 'category',
        legend: 'Виробник',
        all: 'Усі виробники',
        values: makers,
        // Product n is made by maker n mod 300; the 299th maker has three.
        valueOf: (product) => makers[product.id % 300]!.name,
        chip: (name) => name,
        shown: Infinity,
      },
    ];
    const many = Array.from({ length: 900 }, (_, i) =>
      makeProduct(i + 1, { material: i % 7 >= 3 ? 'Скло' : 'Дерево' }),
    );
    const all = catalogView(many, ALL, 12, registry);
    expect(all.facets.category.byValue).toHaveLength(300);
    expect(all.facets.category.byValue[299]).toBe(3);
    expect(all.facets.category.byValue.every((n) => n === 3)).toBe(true);
    expect(all.facets.category.all).toBe(900);

    const glass = catalogView(
      many,
      { ...ALL, material: 'Скло', category: 'Майстер 299' },
      12,
      registry,
    );
    // Maker 299 made ids 299, 599 and 899; the first two are glass.
    expect(ids(glass.items)).toEqual([299, 599]);
    expect(countOf(glass, 'category', 'Майстер 299', registry)).toBe(2);
    expect(countOf(glass, 'material', 'Дерево', registry)).toBe(1);
    expect(glass.facets.material.all).toBe(3);
  });
});

describe('catalogView and a facet’s values as owners write them', () => {
  it('counts and finds a maker written in other case or in quotes as the one the facet lists', () => {
    const registry: Facet[] = [
      { ...FACETS.find(({ key }) => key === 'maker')!, values: [{ name: 'Kahla', slug: 'kahla' }] },
    ];
    const written = ['«Kahla»', 'KAHLA', ' Kahla', 'Rosenthal'].map((maker, i) =>
      makeProduct(i + 1, { maker }),
    );
    const kahla = catalogView(written, { ...ALL, maker: 'Kahla' }, 12, registry);
    expect(kahla.facets.maker.byValue).toEqual([3]);
    expect(ids(kahla.items)).toEqual([1, 2, 3]);
  });
});

describe('catalogView and a value within another', () => {
  it('counts and shows a decade’s pieces under its century too, and the decade alone', () => {
    const registry: Facet[] = [
      {
        ...FACETS.find(({ key }) => key === 'era')!,
        values: [
          { name: 'XX століття', slug: 'xx-stolittia' },
          { name: '1960-ті', slug: '1960-ti', within: 'XX століття' },
          { name: '1970-ті', slug: '1970-ti', within: 'XX століття' },
        ],
      },
    ];
    const dated = ['1968', '1975', 'середина XX століття', '1961', undefined].map((era, i) =>
      makeProduct(i + 1, { era }),
    );
    const all = catalogView(dated, ALL, 12, registry);
    expect(all.facets.era.byValue).toEqual([4, 2, 1]);
    expect(ids(catalogView(dated, { ...ALL, era: 'XX століття' }, 12, registry).items)).toEqual([
      1, 2, 3, 4,
    ]);
    expect(ids(catalogView(dated, { ...ALL, era: '1960-ті' }, 12, registry).items)).toEqual([1, 4]);
  });
});

describe('catalogView and availability', () => {
  // 2 is sold and 5 reserved: whatever the sort, they come last, reserved before sold.
  const marked = products.map((product) =>
    product.id === 2
      ? { ...product, status: 'sold' as const }
      : product.id === 5
        ? { ...product, status: 'reserved' as const }
        : product,
  );

  it.each([
    ['', [1, 3, 4, 6, 5, 2]],
    ['highPrice', [3, 1, 6, 4, 5, 2]],
    ['lowPrice', [4, 6, 1, 3, 5, 2]],
    ['newest', [4, 6, 1, 3, 5, 2]],
  ] as const)(
    'puts the available first, then the reserved, then the sold, sorted %j within each',
    (sort, order) => {
      expect(ids(catalogView(marked, { ...ALL, sort }).items)).toEqual(order);
    },
  );

  it('keeps the search’s rank within each group', () => {
    expect(ids(catalogView(marked, { ...ALL, searchIds: [2, 6, 5, 1] }).items)).toEqual([
      6, 1, 5, 2,
    ]);
  });
});
