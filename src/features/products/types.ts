import type { ProductStatus } from '../../shared/catalogue/availability';
import type { DetailKey, FieldValue } from '../../shared/catalogue/fields';
import type { Category, Material } from '../../shared/config/shop-config';

/**
 * The other sizes and formats of an owner's photo, made when the site is
 * built (builder/catalogue/photos.ts): files `<stem>-<width>.<format>` below
 * the base path, 3:4, for `srcset`. The sample's illustrations have none.
 */
export interface PhotoSources {
  /** 'photos/12-3fa9c01b': below the base path, without width and format. */
  stem: string;
  /** Ascending; each exists as .avif, .webp and .jpg. */
  widths: readonly number[];
  /** A few hundred bytes of blurred picture (a data: URL), shown while the photo loads; main pictures only. */
  placeholder?: string;
  /**
   * The photo uncropped, when the 3:4 box cuts some of it off (a landscape
   * photo): the product page's gallery and fullscreen view show this one.
   */
  whole?: WholePhotoSources;
}

/** An owner's photo at its own proportions: files `<stem>-<width>.<format>`, as PhotoSources'. */
export interface WholePhotoSources {
  /** 'photos/12-3fa9c01b-whole'. */
  stem: string;
  widths: readonly number[];
  /** The largest width and its height: the photo's aspect ratio, so its box is kept before it loads. */
  width: number;
  height: number;
}

/** docs/product.md: one entry of a product's gallery. */
export type GalleryEntry =
  | { type: 'image'; url: string; sources?: PhotoSources }
  | { type: 'video'; url: string; poster: string };

/**
 * What collectors decide on (docs/catalogue-fields.md): condition and flaws,
 * size, era, maker, as the table of fields reads them
 * (src/shared/catalogue/fields.ts); each left out when not known.
 */
export type ProductDetails = { [K in DetailKey]?: NonNullable<FieldValue<K>> };

/** docs/product.md: a product, generated sample or from the owner's catalogue. */
export interface Product extends ProductDetails {
  /** Starts at 1; the same id is the same product on every load (docs/decisions/002-sample-data.md). */
  id: number;
  /** The integer price grouped by thousands with a space, e.g. "1 250" (the sample's lie in 100..5000). */
  price: string;
  /**
   * On sale: the price before it, as `price` is written, always above it
   * (builder/catalogue/sale.ts); absent otherwise. Everything that counts uses `price`.
   */
  oldPrice?: string;
  /** The sample's: "King size " followed by a generated company name. */
  title: string;
  /** May be empty in an owner's catalogue. */
  description: string;
  /** May be empty in an owner's catalogue. */
  country: string;
  category: Category;
  material: Material;
  /** A 3:4 picture: the sample's 300x400 illustration, or the fallback JPEG of an owner's photo. */
  mainImage: string;
  /** The main picture's other sizes and formats (an owner's photo). */
  mainImageSources?: PhotoSources;
  /** The sample's: six images, then one video. An owner's: the other photos, then the video if any. */
  gallery: GalleryEntry[];
  /** ISO 8601; the sample's within the last 30 days of generation. */
  createdAt: string;
  /** Reserved or sold, yet still shown, marked (src/shared/catalogue/availability.ts); absent = on sale. */
  status?: ProductStatus;
}
