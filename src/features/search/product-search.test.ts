import type { Product } from '../products/types';
import { createProductSearch, isBlankQuery, normalizeText } from './product-search';

function product(id: number, fields: Partial<Product>): Product {
  return {
    id,
    price: '100',
    title: `King size ${id}`,
    description: 'Опис.',
    country: 'Франція',
    category: 'Вази',
    material: 'Скло',
    mainImage: '',
    gallery: [],
    createdAt: '2026-11-01T00:00:00.000Z',
    ...fields,
  };
}

const products = [
  product(1, { title: 'King size Ґражда', category: 'Предмети інтер’єру', material: 'Дерево' }),
  product(2, { description: 'Знахідка з Одеси, порцеляна.', material: 'Порцеляна' }),
  product(3, { country: 'Італія', category: 'Келихи для вина', material: 'Кришталь' }),
  product(4, { title: 'King size Café', category: 'Тарілки', material: 'Кераміка' }),
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
    expect(isBlankQuery(' \t')).toBe(true);
    expect(isBlankQuery(' a')).toBe(false);
  });
});
