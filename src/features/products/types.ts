import type { Category, Material } from '../../shared/config/catalog';

/** docs/product.md: one entry of a product's gallery. */
export type GalleryEntry =
  { type: 'image'; url: string } | { type: 'video'; url: string; poster: string };

/** docs/product.md: a generated sample product. */
export interface Product {
  /** Starts at 1; the same id is the same product on every load (docs/decisions/sample-data.md). */
  id: number;
  /** The integer price grouped by thousands with a space, 100..5000, e.g. "1 250". */
  price: string;
  /** "King size " followed by a generated company name. */
  title: string;
  /** Two generated sentences. */
  description: string;
  country: string;
  category: Category;
  material: Material;
  /** 300x400 image. */
  mainImage: string;
  /** Six images, then one video. */
  gallery: GalleryEntry[];
  /** ISO 8601, within the last 30 days of generation. */
  createdAt: string;
}
