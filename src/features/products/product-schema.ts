import * as v from 'valibot';
import { CATEGORIES, MATERIALS } from '../../shared/config/catalog';
import type { Product } from './types';

/**
 * What a product list from a JSON file must look like (the fields of
 * docs/product.md and docs/decisions/sample-data.md). A shop owner writes
 * this file by hand, so everything is checked and nothing is trusted: one bad
 * product rejects the whole file, and the page shows its error with a retry
 * rather than half a grid. Loaded only with the JSON source, never in the first load.
 */

/** "100".."999" or "1 000".."5 000": grouped by thousands with one plain space. */
const PRICE_FORMAT = /^(?:[1-9]\d{2}|[1-5] \d{3})$/;
const priceValue = (price: string) => Number(price.replace(' ', ''));

/** An http(s) address, or a path on the site without a scheme (no javascript:, data: ...). */
const IMAGE_ADDRESS = /^(?:https?:\/\/[^\s"'<>]+|(?![a-z][a-z\d+.-]*:)[^\s"'<>]+)$/i;

const text = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max));
const address = v.pipe(
  v.string(),
  v.maxLength(2000),
  v.regex(IMAGE_ADDRESS, 'not an image address'),
);

const GalleryEntrySchema = v.variant('type', [
  v.strictObject({ type: v.literal('image'), url: address }),
  v.strictObject({ type: v.literal('video'), url: address, poster: address }),
]);

export const ProductSchema = v.object({
  id: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  price: v.pipe(
    v.string(),
    v.regex(PRICE_FORMAT, 'price must look like "850" or "1 250"'),
    v.check((price) => priceValue(price) >= 100 && priceValue(price) <= 5000, 'price 100..5000'),
  ),
  title: text(200),
  description: text(5000),
  country: text(100),
  category: v.picklist(CATEGORIES),
  material: v.picklist(MATERIALS),
  mainImage: address,
  gallery: v.pipe(v.array(GalleryEntrySchema), v.maxLength(20)),
  createdAt: v.pipe(
    v.string(),
    v.isoTimestamp(),
    v.check((value) => !Number.isNaN(Date.parse(value)), 'not a real date'),
  ),
});

/** The file: an array of products with distinct ids. */
export const ProductListSchema = v.pipe(
  v.array(ProductSchema),
  v.maxLength(10_000),
  v.check(
    (products) => new Set(products.map((product) => product.id)).size === products.length,
    'product ids must be unique',
  ),
);

/** Why a product file was refused; the message names the first few problems and where they are. */
export class InvalidProductsError extends Error {
  constructor(readonly problems: string[]) {
    super(`products.json is not valid: ${problems.slice(0, 5).join('; ')}`);
    this.name = 'InvalidProductsError';
  }
}

/** The products of a parsed JSON value, or InvalidProductsError. */
export function parseProducts(data: unknown): Product[] {
  const result = v.safeParse(ProductListSchema, data);
  if (result.success) return result.output as Product[];
  throw new InvalidProductsError(
    result.issues.map((issue) => {
      const path = v.getDotPath(issue);
      return path ? `${path}: ${issue.message}` : issue.message;
    }),
  );
}
