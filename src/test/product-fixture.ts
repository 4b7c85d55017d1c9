import type { Product } from '../features/products/types';

/** A plain product for fixtures: a glass vase from France at 100 ₴, with what the test sets. */
export function makeProduct(id: number, fields: Partial<Product> = {}): Product {
  return {
    id,
    price: '100',
    title: `King size ${id}`,
    description: 'Опис.',
    country: 'Франція',
    category: 'Вази',
    material: 'Скло',
    mainImage: '/img.svg',
    gallery: [],
    createdAt: '2026-11-01T00:00:00.000Z',
    ...fields,
  };
}
