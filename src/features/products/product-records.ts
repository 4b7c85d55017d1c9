import type { Category } from '../../shared/config/catalog';
import { GALLERY_IMAGE_COUNT } from '../../shared/config/spec';
import { productImageUrl, VIDEO_POSTER, VIDEO_URL } from './product-media';
import type { GalleryEntry, Product } from './types';

/**
 * A product as the data chunk ships it (build/product-data-plugin.ts): what
 * the generator drew, without what follows from it. The pictures follow
 * from the id and category; the date is kept as an age, so that it is made
 * relative to the visit (docs/decisions/sample-data.md).
 */
export type ProductRecord = Omit<Product, 'mainImage' | 'gallery' | 'createdAt'> & {
  /** How long before the list is made the product came in, in milliseconds. */
  ageMs: number;
};

function gallery(id: number, category: Category): GalleryEntry[] {
  const images = Array.from({ length: GALLERY_IMAGE_COUNT }, (_, i): GalleryEntry => ({
    type: 'image',
    url: productImageUrl(id, i + 1, category),
  }));
  return [...images, { type: 'video', url: VIDEO_URL, poster: VIDEO_POSTER }];
}

/** The products of the records, dated relative to `now` (ms since the epoch). */
export function productsOfRecords(records: readonly ProductRecord[], now: number): Product[] {
  return records.map(({ ageMs, ...record }) => ({
    ...record,
    mainImage: productImageUrl(record.id, 0, record.category),
    gallery: gallery(record.id, record.category),
    createdAt: new Date(now - ageMs).toISOString(),
  }));
}
