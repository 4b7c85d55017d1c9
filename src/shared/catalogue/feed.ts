/**
 * Where a field of the catalogue goes in the two feeds of the goods the build
 * publishes (builder/feeds/, docs/decisions/034-feeds-of-the-goods.md): each
 * field of the table (fields.ts) says it for each feed beside its parser, or
 * why that feed leaves it out, so a new field cannot miss a feed unnoticed.
 */

/**
 * Google's product data attributes (`g:` elements of the RSS feed, which
 * Merchant Center and Meta's catalogue read) that a field of the table fills.
 * The feed's other elements (link, condition, identifier_exists) come from
 * no field: builder/feeds/google-feed.ts writes them for every good.
 */
export type GoogleAttribute =
  | 'id'
  | 'title'
  | 'description'
  | 'price'
  | 'sale_price'
  | 'product_type'
  | 'material'
  | 'brand'
  | 'image_link'
  | 'availability';

/**
 * An element or attribute of a YML `<offer>` (Prom's and Rozetka's price
 * list) that a field fills, or a `<param name="…">` by its Ukrainian name.
 */
export type PromPlace =
  | 'id'
  | 'available'
  | 'name'
  | 'price'
  | 'oldprice'
  | 'description'
  | 'categoryId'
  | 'vendor'
  | 'picture'
  | { param: string };

/** A feed that leaves the field out, and why. */
export interface NotInFeed {
  notInFeed: string;
}

/** A field's place in each feed: every field says, for each. */
export interface FieldFeeds {
  google: GoogleAttribute | NotInFeed;
  prom: PromPlace | NotInFeed;
}
