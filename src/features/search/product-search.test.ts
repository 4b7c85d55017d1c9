import MiniSearch from 'minisearch';
import { generateProducts } from '../products/generate-products';
import { isBlank } from '../../shared/lib/is-blank';
import { createProductSearch, normalizeText } from './product-search';
import { makeProduct } from '../../test/product-fixture';

const products = [
  makeProduct(1, { title: 'King size Ґражда', category: 'Предмети інтер’єру', material: 'Дерево' }),
  makeProduct(2, { description: 'Знахідка з Одеси, порцеляна.', material: 'Порцеляна' }),
  makeProduct(3, { country: 'Італія', category: 'Келихи для вина', material: 'Кришталь' }),
  makeProduct(4, { title: 'King size Café', category: 'Тарілки', material: 'Кераміка' }),
];
const search = createProductSearch(products);

describe('normalizeText', () => {
  it('folds case, accents, apostrophes, ґ and Latin i', () => {
    expect(normalizeText('ҐАНОК')).toBe('ганок');
    expect(normalizeText('Café')).toBe('cafe');
    expect(normalizeText("інтер'єр")).toBe(normalizeText('інтер’єр'));
    expect(normalizeText('інтерʼєр')).toBe(normalizeText('інтер`єр'));
    expect(normalizeText('iталiя')).toBe('італія');
  });
});

describe('createProductSearch', () => {
  it('matches each of the five fields', () => {
    expect(search.search('ґражда').ids).toEqual([1]);
    expect(search.search('одеси').ids).toEqual([2]);
    expect(search.search('італія').ids).toEqual([3]);
    expect(search.search('келихи').ids).toEqual([3]);
    expect(search.search('кераміка').ids).toEqual([4]);
  });

  it('ignores case, accents, apostrophe variants, ґ/г and Latin i', () => {
    expect(search.search('  ГРАЖДА ').ids).toEqual([1]);
    expect(search.search('cafe').ids).toEqual([4]);
    expect(search.search("інтер'єру").ids).toEqual([1]);
    expect(search.search('iталiя').ids).toEqual([3]);
  });

  it('needs every word to match', () => {
    expect(search.search('італія кришталь').ids).toEqual([3]);
    expect(search.search('італія порцеляна').ids).toEqual([]);
  });

  it('matches nothing for a blank query, which callers treat as no search', () => {
    expect(search.search('   ').ids).toEqual([]);
    expect(isBlank(' \t')).toBe(true);
    expect(isBlank(' a')).toBe(false);
  });
});

// Fixed fixtures for the search rules (docs/search.md); ids are not in ranking order on purpose.
const shop = [
  makeProduct(11, {
    title: 'King size Сонце',
    description: 'Глазур кобальт, ручний розпис.',
    category: 'Тарілки',
    material: 'Кераміка',
  }),
  makeProduct(12, { title: 'King size Кобальт', category: 'Тарілки', material: 'Кераміка' }),
  makeProduct(13, { title: 'King size Мейсен', category: 'Сервізи', material: 'Порцеляна' }),
  makeProduct(14, { title: 'King size Ваза', category: 'Вази', material: 'Кришталь' }),
  makeProduct(15, {
    title: 'King size Дзвін',
    category: 'Статуетки та фігурки',
    material: 'Олово',
  }),
  makeProduct(16, { title: 'King size Ґанок', category: 'Предмети інтер’єру', material: 'Дерево' }),
];
const shopSearch = createProductSearch(shop);

describe('createProductSearch over fixed fixtures', () => {
  it('matches a query word as the prefix of a word', () => {
    expect(shopSearch.search('порц').ids).toEqual([13]);
    expect(shopSearch.search('ПОРЦЕЛ').ids).toEqual([13]);
    expect(shopSearch.search('інтер’є').ids).toEqual([16]);
  });

  it('forgives typos in words of five letters or more', () => {
    expect(shopSearch.search('порцилана').ids).toEqual([13]);
    expect(shopSearch.search('кабальт').ids).toEqual([12, 11]);
    expect(shopSearch.search('дзвен').ids).toEqual([15]);
  });

  it('wants shorter words exact or as a prefix: ваха is not ваза', () => {
    expect(shopSearch.search('ваха').ids).toEqual([]);
    expect(shopSearch.search('вага').ids).toEqual([]);
    expect(shopSearch.search('ваза').ids).toEqual([14]);
  });

  it('finds another form of a word through its stem (ваза finds the category Вази)', () => {
    const search = createProductSearch([makeProduct(21, { category: 'Вази', material: 'Скло' })]);
    expect(search.search('ваза').ids).toEqual([21]);
    expect(search.search('ваха').ids).toEqual([]);
  });

  it('needs every word of the query to match', () => {
    expect(shopSearch.search('кобальт сонце').ids).toEqual([11]);
    expect(shopSearch.search('кобальт мейсен').ids).toEqual([]);
    expect(shopSearch.search('тарілки кераміка кобальт').ids).toEqual([12, 11]);
  });

  it('ranks a product with the word in its title above one with it only in the description', () => {
    expect(shopSearch.search('кобальт').ids).toEqual([12, 11]);
  });

  it('finds makers, and eras by their own words or their group’s', () => {
    const search = createProductSearch([
      makeProduct(41, { maker: '«Kahla»', era: '1968' }),
      makeProduct(42, { maker: 'Коростенський фарфоровий завод', era: 'кінець XIX століття' }),
      makeProduct(43, { era: '1960-ті' }),
    ]);
    expect(search.search('kahla').ids).toEqual([41]);
    expect(search.search('коростенський').ids).toEqual([42]);
    expect(search.search('1960').ids).toEqual(expect.arrayContaining([41, 43]));
    expect(search.search('1968').ids).toEqual([41]);
    expect(search.search('XIX').ids).toEqual([42]);
    expect(search.search('XX століття').ids).toEqual(expect.arrayContaining([41, 43]));
  });

  it('ranks the category above the description', () => {
    const search = createProductSearch([
      makeProduct(31, { description: 'Пасує до сервізу.', category: 'Тарілки' }),
      makeProduct(32, { category: 'Сервізи' }),
    ]);
    expect(search.search('сервіз').ids).toEqual([32, 31]);
  });
});

describe('the wrong keyboard layout', () => {
  it('reads a query typed on the English layout as Ukrainian when it finds nothing as typed', () => {
    expect(shopSearch.search('dfpb')).toEqual({ ids: [14], correctedQuery: 'вази' });
    expect(shopSearch.search('gjhwtkzyf')).toEqual({ ids: [13], correctedQuery: 'порцеляна' });
    expect(shopSearch.search('rhbinfkm')).toEqual({ ids: [14], correctedQuery: 'кришталь' });
  });

  it('finds кришталь for rhbcnfkm, which reads кристаль, through the typo rule', () => {
    expect(shopSearch.search('rhbcnfkm')).toEqual({ ids: [14], correctedQuery: 'кристаль' });
  });

  it('converts only the words that find nothing in a mixed query', () => {
    expect(shopSearch.search('кобальт NFHSKRB')).toEqual({
      ids: [12, 11],
      correctedQuery: 'кобальт ТАРІЛКИ',
    });
    expect(shopSearch.search('king dfpb')).toEqual({ ids: [14], correctedQuery: 'king вази' });
  });

  it('keeps a query that finds something as typed', () => {
    expect(shopSearch.search('king').correctedQuery).toBeUndefined();
    expect(shopSearch.search('king').ids).toHaveLength(shop.length);
  });

  it('reads a Latin brand word typed on the Ukrainian layout', () => {
    const search = createProductSearch([makeProduct(41, { title: 'Rosenthal Classic' })]);
    expect(search.search('кщыутерфд')).toEqual({ ids: [41], correctedQuery: 'rosenthal' });
    expect(shopSearch.search('лштп ьуш').correctedQuery).toBeUndefined();
  });

  it('says nothing when neither layout finds anything', () => {
    expect(shopSearch.search('qqqqzzz')).toEqual({ ids: [] });
    expect(shopSearch.search('щщщщ')).toEqual({ ids: [] });
  });
});

describe('indexing in slices', () => {
  const catalogue = generateProducts(250, new Date('2026-11-01T00:00:00.000Z'));
  const eager = createProductSearch(catalogue);

  it('indexes a slice at a time and then finds what an index built at once finds', () => {
    const search = createProductSearch(catalogue, { deferIndexing: true });
    let slices = 1;
    while (!search.indexFor(0.2)) slices += 1;
    expect(slices).toBeGreaterThan(1);
    for (const query of ['ваза', 'порцеляна', 'king']) {
      expect(search.search(query)).toEqual(eager.search(query));
    }
  });

  it('lets a query that comes first index the rest at once', () => {
    const search = createProductSearch(catalogue, { deferIndexing: true });
    expect(search.indexFor(0)).toBe(false);
    expect(search.search('ваза')).toEqual(eager.search('ваза'));
    expect(search.indexFor(0)).toBe(true);
  });
});

describe('hostile queries', () => {
  const catalogue = generateProducts(250, new Date('2026-11-01T00:00:00.000Z'));
  const catalogueSearch = createProductSearch(catalogue);
  const mixed = 'ваза Vase 花瓶 مزهرية वास 🏺 \u202E ';
  const queries: Record<string, string> = {
    markup: '<img src=x onerror=alert(1)>',
    'RTL override': '\u202Eвази\u202C',
    'RTL mark': '\u200Fвази\u200E',
    emoji: '🏺🏺 вази 👍🏽',
    'emoji only': '🏺',
    'null bytes': '\u0000вази\u0000',
    'lone surrogates': '\uD800вази\uDFFF\uDBFF',
    'regex metacharacters': '.*+?^${}()|[]\\ (((((((((a ([a-z]+)+$',
    '10 000 characters of mixed scripts': mixed
      .repeat(Math.ceil(10_000 / mixed.length))
      .slice(0, 10_000),
    '10 000 letters of one word': 'ф'.repeat(10_000),
    'combining marks only': '\u0301\u0308'.repeat(500),
    'names of object properties': 'constructor toString hasOwnProperty __proto__',
    'numbers that are no page': '-1 0 1e9 NaN 2.5 999999 Infinity',
  };

  it.each(Object.entries(queries))('answers %s without error, quickly', (_, query) => {
    const started = performance.now();
    const result = catalogueSearch.search(query);
    expect(performance.now() - started).toBeLessThan(500);
    expect(Array.isArray(result.ids)).toBe(true);
    expect(result.ids.every((id) => Number.isInteger(id))).toBe(true);
  });

  it('reads the words between control and bidi characters as words', () => {
    const vases = catalogueSearch.search('вази').ids;
    expect(vases.length).toBeGreaterThan(0);
    expect(catalogueSearch.search(queries['RTL override']!).ids).toEqual(vases);
    expect(catalogueSearch.search(queries['null bytes']!).ids).toEqual(vases);
    expect(catalogueSearch.search(queries['lone surrogates']!).ids).toEqual(vases);
    expect(catalogueSearch.search('🏺').ids).toEqual([]);
  });
});

describe('createProductSearch: no search is repeated', () => {
  function countingSearch() {
    const spy = vi.spyOn(MiniSearch.prototype, 'search');
    return { search: createProductSearch(generateProducts(200, new Date('2026-11-21'))), spy };
  }

  it('runs one MiniSearch query when a one-word query finds nothing on either layout', () => {
    const { search, spy } = countingSearch();
    spy.mockClear();
    expect(search.search('zzzzqq').ids).toEqual([]);
    // The word as typed once (its layout check reuses that), then read on the other layout once.
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it('answers a query asked again (the suggestions, then the catalogue) without searching', () => {
    const { search, spy } = countingSearch();
    spy.mockClear();
    const first = search.search('dfpf');
    const calls = spy.mock.calls.length;
    expect(search.search('dfpf')).toBe(first);
    expect(spy).toHaveBeenCalledTimes(calls);
  });
});
