/**
 * The link-preview pictures (og:image): the size every messenger and social
 * network crops to, and where the build writes them below the base. Read by
 * the tags (src/app/page-head.ts) and the drawer (builder/preview-image.ts);
 * imports nothing, so the build's config can load it.
 */
export const PREVIEW_SIZE = { width: 1200, height: 630 } as const;
export const PREVIEW_DIR = 'previews';

/**
 * One picture: what it shows and the file, below the base, it is written to.
 * The tags list them (src/app/page-head.ts); the drawer draws them.
 */
export interface PreviewPicture {
  /** Its file below the base: 'previews/12.jpg'. */
  file: string;
  /** The product's title, or the shop's line on its own picture. */
  title: string;
  /** A product's price as the shop prints it ('1 250 ₴'); none on the shop's picture. */
  price?: string;
  /** The picture drawn on the left, below the base: an SVG illustration of public/, or a 3:4 JPEG (an owner's photo as the build wrote it). */
  illustration: string;
  /** The shop's line at the foot ('Антикваріат і вінтаж · Одеса'): its city only if the shop names one. */
  footer: string;
  /** The shop's name, its wordmark at the head ('BON VINTAGE'). */
  shop: string;
}
