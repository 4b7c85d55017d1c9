import { describe, expect, it } from 'vitest';
import {
  collectionGoods,
  newArrivals,
  type CollectedGood,
  type CollectionCriteria,
} from './collections';

const good = (id: number, more: Partial<CollectedGood> = {}): CollectedGood => ({
  id,
  price: 100 * id,
  createdAt: '2026-11-01T00:00:00.000Z',
  ...more,
});

// The catalogue in its default order.
const CATALOGUE: CollectedGood[] = [
  good(1, { category: 'Тарілки', material: 'Порцеляна', era: '1970-ті', maker: 'Kahla' }),
  good(2, { category: 'Вази', material: 'Кришталь', era: '1985', oldPrice: 200 }),
  good(3, { category: 'Тарілки', material: 'Фаянс', era: '1972', maker: '«KAHLA»' }),
  good(4, { category: 'Тарілки', material: 'Порцеляна', era: 'кінець XIX ст.', oldPrice: 500 }),
  good(5, { category: 'Статуетки', material: 'Порцеляна', maker: 'ЛФЗ', oldPrice: 900 }),
  good(6, { category: 'Вази', material: 'Скло', era: '1978' }),
];

const ids = (criteria: CollectionCriteria) => collectionGoods(criteria, CATALOGUE).map((g) => g.id);

// One list: what is given, and the goods picked, in order.
const EXAMPLES: [string, CollectionCriteria, number[]][] = [
  ['nothing given picks nothing', {}, []],
  ['a category', { category: 'Тарілки' }, [1, 3, 4]],
  ['a category written in other case and spacing', { category: ' тарілки ' }, [1, 3, 4]],
  ['a category and a material: both', { category: 'Тарілки', material: 'Порцеляна' }, [1, 4]],
  ['a decade', { era: '1970-ті' }, [1, 3, 6]],
  ['a century counts its decades and years', { era: 'XX століття' }, [1, 2, 3, 6]],
  ['a maker, however quoted', { maker: 'Kahla' }, [1, 3]],
  ['the price paid at most', { maxPrice: 300 }, [1, 2, 3]],
  ['on sale: an old price above the price paid', { onSale: true }, [4, 5]],
  ['on sale and at most a price', { onSale: true, maxPrice: 450 }, [4]],
  ['goods alone: exactly those, in that order', { goods: [5, 2, 9, 5] }, [5, 2]],
  ['goods with criteria: those first, then the matches', { goods: [6, 1], maxPrice: 200 }, [6, 1, 2]],
  ['a value no good has', { maker: 'Rosenthal' }, []],
];

describe('collectionGoods', () => {
  it.each(EXAMPLES)('%s', (_, criteria, expected) => {
    expect(ids(criteria)).toEqual(expected);
  });
});

describe('newArrivals', () => {
  const builtAt = new Date('2026-11-28T12:00:00.000Z');
  const daysAgo = (days: number) =>
    new Date(builtAt.getTime() - days * 24 * 60 * 60 * 1000).toISOString();

  it('gives the goods of the last 30 days, newest first, when there are more than twelve', () => {
    const goods = Array.from({ length: 20 }, (_, i) => good(i + 1, { createdAt: daysAgo(i * 2) }));
    // Days 0, 2, …, 30: sixteen within 30 days.
    expect(newArrivals(goods, builtAt).map((g) => g.id)).toEqual(
      Array.from({ length: 16 }, (_, i) => i + 1),
    );
  });

  it('gives the newest twelve of a shop that added fewer lately', () => {
    const goods = Array.from({ length: 15 }, (_, i) => good(i + 1, { createdAt: daysAgo(100 + i) }));
    expect(newArrivals(goods.toReversed(), builtAt).map((g) => g.id)).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 1),
    );
  });
});
