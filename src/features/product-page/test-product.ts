import type { Product } from '../products/types';

/** A fixed product for the component tests of this feature. */
export const TEST_PRODUCT: Product = {
  id: 7,
  price: '1 250',
  title: 'King size Порцеляна Схід',
  description: 'Річ із приватної колекції: вази, порцеляна, 1960-х. Має делікатну патину.',
  country: 'Франція',
  category: 'Вази',
  material: 'Порцеляна',
  mainImage: '/img/main.svg',
  gallery: [
    ...[1, 2, 3, 4, 5, 6].map((n) => ({ type: 'image' as const, url: `/img/${n}.svg` })),
    { type: 'video', url: '/media/video.webm', poster: '/img/poster.svg' },
  ],
  createdAt: '2026-11-21T12:00:00.000Z',
};
