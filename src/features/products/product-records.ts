import { GALLERY_IMAGE_COUNT } from '../../shared/config/spec';
import { productImageUrl, VIDEO_POSTER, VIDEO_URL } from './product-media';
import type { GalleryEntry, Product } from './types';

/**
 * A product as the data chunk ships it (builder/product-data-plugin.ts).
 *
 * A sample record is what the generator drew, without what follows from it:
 * the pictures follow from the id and category, and the date is kept as an
 * age, so that it is made relative to the visit
 * (docs/decisions/002-sample-data.md). An owner's product is shipped whole, its
 * date the one the owner wrote (docs/owner-catalogue.md).
 */
export type SampleRecord = Omit<Product, 'mainImage' | 'gallery' | 'createdAt'> & {
  /** How long before the list is made the product came in, in milliseconds. */
  ageMs: number;
};

export type ProductRecord = SampleRecord | Product;

function gallery(id: number, category: string): GalleryEntry[] {
  const images = Array.from({ length: GALLERY_IMAGE_COUNT }, (_, i): GalleryEntry => ({
    type: 'image',
    url: productImageUrl(id, i + 1, category),
  }));
  return [...images, { type: 'video', url: VIDEO_URL, poster: VIDEO_POSTER }];
}

let drawnAt: number | undefined;

/**
 * Dates the sample from `at` (ms since the epoch) for the rest of this visit:
 * the moment the page it opened on was drawn (readFirstView in
 * src/app/first-view.ts), so the whole list, when it arrives, dates each
 * piece as the drawn page did. `undefined`: from the moment it is asked for.
 */
export function dateSampleFrom(at: number | undefined): void {
  drawnAt = at;
}

/** The moment the sample is dated from: the drawn page's, else now. */
export const sampleNow = (): number => drawnAt ?? Date.now();

/** The products of the records, the sample's dated relative to `now` (ms since the epoch). */
export function productsOfRecords(records: readonly ProductRecord[], now: number): Product[] {
  return records.map((record) => {
    if (!('ageMs' in record)) return record;
    const { ageMs, ...sample } = record;
    return {
      ...sample,
      mainImage: productImageUrl(sample.id, 0, sample.category),
      gallery: gallery(sample.id, sample.category),
      createdAt: new Date(now - ageMs).toISOString(),
    };
  });
}
