/**
 * Whether a piece can still be bought (docs/catalogue-fields.md): every
 * decision the shop makes about it is in AVAILABILITY below, so a fourth
 * state is one entry there, and tsc points to every other place that must
 * decide (each is a Record over Availability or a switch that ends in
 * `never`).
 */

export const AVAILABILITIES = ['available', 'reserved', 'sold'] as const;

export type Availability = (typeof AVAILABILITIES)[number];

/** What a product record says: nothing for a piece on sale. */
export type ProductStatus = Exclude<Availability, 'available'>;

interface AvailabilityFacts {
  /** As the owner writes it in the status column, and as the admin lists it. */
  written: string;
  /** The word on its card and page, or null for none. */
  badge: string | null;
  /** Whether it may go into the basket and the order. */
  orderable: boolean;
  /** schema.org's ItemAvailability, for the JSON-LD Offer. */
  schema: `https://schema.org/${string}`;
  /** Its group in every order of goods: available, then reserved, then sold. */
  rank: number;
  /**
   * In the feeds of the goods (builder/feeds/): Google's availability and
   * the YML offer's `available`, or null for a piece no feed lists.
   */
  feed: { google: 'in_stock' | 'out_of_stock'; available: boolean } | null;
}

export const AVAILABILITY = {
  available: {
    written: 'в наявності',
    badge: null,
    orderable: true,
    schema: 'https://schema.org/InStock',
    rank: 0,
    feed: { google: 'in_stock', available: true },
  },
  reserved: {
    written: 'заброньовано',
    badge: 'Заброньовано',
    orderable: false,
    schema: 'https://schema.org/Reserved',
    rank: 1,
    // Listed, so a buyer who finds it sees it is spoken for; Google has no 'reserved'.
    feed: { google: 'out_of_stock', available: false },
  },
  sold: {
    written: 'продано',
    badge: 'Продано',
    orderable: false,
    schema: 'https://schema.org/SoldOut',
    rank: 2,
    // docs/decisions/034-feeds-of-the-goods.md: what each service does with a piece gone from its feed.
    feed: null,
  },
} as const satisfies Record<Availability, AvailabilityFacts>;

/** A product's availability: its status, or on sale. */
export const availabilityOf = (product: { status?: ProductStatus }): Availability =>
  product.status ?? 'available';

export const isOrderable = (product: { status?: ProductStatus }): boolean =>
  AVAILABILITY[availabilityOf(product)].orderable;
