import {
  catalogAddress,
  correctedCatalogSearch,
  DEFAULT_CATALOG_URL_STATE,
  parseCatalogSearch,
  parsePriceBound,
  parsePriceRange,
  serializeCatalogSearch,
} from './catalog-address';

describe('catalog URL', () => {
  it('reads every parameter, with Latin slugs for the facets', () => {
    expect(
      parseCatalogSearch(
        '?q=ваза+синя&category=vazy&material=portseliana&sort=lowPrice&min=300&max=900&page=3',
      ),
    ).toEqual({
      query: 'ваза синя',
      category: 'Вази',
      material: 'Порцеляна',
      era: null,
      maker: null,
      sort: 'lowPrice',
      page: 3,
      price: { min: 300, max: 900 },
    });
  });

  it('ignores unknown values and bad page numbers', () => {
    expect(parseCatalogSearch('?category=nope&material=Скло&sort=cheap&page=abc&x=1')).toEqual(
      DEFAULT_CATALOG_URL_STATE,
    );
    expect(parseCatalogSearch('?page=0').page).toBe(1);
    expect(parseCatalogSearch('?page=-4').page).toBe(1);
    expect(parseCatalogSearch('?page=2.5').page).toBe(1);
    expect(parseCatalogSearch('?page=99999999999').page).toBe(1);
  });

  it('leaves the defaults out', () => {
    expect(serializeCatalogSearch(DEFAULT_CATALOG_URL_STATE)).toBe('');
    expect(serializeCatalogSearch({ ...DEFAULT_CATALOG_URL_STATE, query: '   ', page: 1 })).toBe(
      '',
    );
  });

  it('writes what it reads back', () => {
    const state = {
      query: 'ґанок ',
      category: 'Предмети інтер’єру',
      material: 'Дерево',
      era: null,
      maker: null,
      sort: 'newest',
      page: 2,
      price: { min: 500, max: 1500 },
    } as const;
    const search = serializeCatalogSearch(state);
    expect(search).toBe(
      'q=%D2%91%D0%B0%D0%BD%D0%BE%D0%BA+&category=predmety-interieru&material=derevo&sort=newest&min=500&max=1500&page=2',
    );
    expect(parseCatalogSearch(search)).toEqual(state);
  });

  it.each([
    ['min=abc&max=-5', { min: null, max: null }],
    ['min=50&max=99999', { min: 100, max: 5000 }],
    ['min=2000&max=700', { min: 700, max: 2000 }],
    ['min=1.5&max=1e3', { min: null, max: null }],
    ['min=%201%20500%20', { min: 1500, max: null }],
    ['max=&min=', { min: null, max: null }],
  ])('reads a hand-edited price range %s as %o', (search, price) => {
    expect(parseCatalogSearch(search).price).toEqual(price);
  });

  it('links a category tile to its filtered catalogue', () => {
    expect(catalogAddress({ category: 'Вази' })).toBe('/catalog?category=vazy');
    expect(catalogAddress({ query: 'ваза синя', sort: 'newest' })).toBe(
      '/catalog?q=%D0%B2%D0%B0%D0%B7%D0%B0+%D1%81%D0%B8%D0%BD%D1%8F&sort=newest',
    );
    expect(catalogAddress()).toBe('/catalog');
  });
});

describe('the price range in fields and addresses', () => {
  it.each([
    ['500', 500],
    [' 1 500 ', 1500],
    ['1\u00a0500', 1500],
    ['2 000 ₴', 2000],
    ['50', 100],
    ['0', 100],
    ['99999', 5000],
    ['99999999999999999999', 5000],
    ['', null],
    ['   ', null],
    ['abc', null],
    ['-5', null],
    ['12.5', null],
    ['1e3', null],
    ['5 0 0 x', null],
  ])('reads the field %j as %j', (text, bound) => {
    expect(parsePriceBound(text)).toBe(bound);
  });

  it('swaps from and to when from is above to', () => {
    expect(parsePriceRange('3000', '800')).toEqual({ min: 800, max: 3000 });
    expect(parsePriceRange('800', null)).toEqual({ min: 800, max: null });
  });
});

describe('the address corrected to say what it shows', () => {
  it.each([
    ['page=-1', 1, ''],
    ['min=-5&max=1e9', 1, ''],
    ['category=__proto__', 1, ''],
    ['category=vazy&utm_source=x', 1, 'category=vazy'],
    ['max=99999999999999999999', 1, 'max=5000'],
    ['min=50', 1, 'min=100'],
    ['page=999', 21, 'page=21'],
    ['q=', 1, ''],
    ['q=%20%20&page=-1', 1, 'q=++'],
  ])('corrects ?%s (last page %i) to ?%s', (search, page, corrected) => {
    expect(correctedCatalogSearch(search, page)).toBe(corrected);
  });

  it('leaves an address that says it already, in any order', () => {
    expect(correctedCatalogSearch('page=2&category=vazy&q=ваза', 2)).toBeNull();
    expect(correctedCatalogSearch('', 1)).toBeNull();
  });
});
