import { FACET_SOURCES, facetKey, type Faceted, type FacetValue } from './facet-sources.ts';

/**
 * Collections (docs/decisions/044-collections.md): a named view of the
 * catalogue the owner defines in `catalogue/collections/<slug>/index.json`
 * (the admin's «Добірки»), and the one rule that picks its goods. The build
 * and the app both follow this module; it reads nothing but its arguments.
 */

/** The facets a collection may narrow by, one value each, spelled as the catalogue's filters spell them. */
export const COLLECTION_FACETS = ['category', 'material', 'era', 'maker'] as const;
export type CollectionFacet = (typeof COLLECTION_FACETS)[number];

/** What picks a collection's goods; every criterion given must match. */
export interface CollectionCriteria extends Partial<Record<CollectionFacet, string>> {
  /** The price paid at most, in UAH. */
  maxPrice?: number;
  /** Only goods on sale (an old price above the price paid). */
  onSale?: boolean;
  /** Goods by number, in the owner's order. */
  goods?: readonly number[];
}

export interface CollectionDefinition extends CollectionCriteria {
  /** Its address: /collections/<slug>. */
  slug: string;
  title: string;
  description?: string;
  /** Its photo's file, beside its index.json; absent: its first good's picture stands for it. */
  photo?: string;
}

/** A collection's own picture, as the build made it from its `photo`: as a product's main picture. */
export interface CollectionPicture {
  /** The JPEG at a middle width, with the base path, as a product's mainImage. */
  src: string;
  /** Its sizes and formats (src/features/products/types.ts, PhotoSources). */
  sources: { stem: string; widths: readonly number[]; placeholder?: string };
}

/**
 * A collection as the build publishes it: its definition, the goods its rule
 * picked, in order, and its picture made from its `photo`, if it has one.
 */
export interface PublishedCollection extends Omit<CollectionDefinition, 'photo'> {
  goods: number[];
  picture?: CollectionPicture;
}

/** What the rule reads of a good: a product of the app and a record of the build alike. */
export interface CollectedGood extends Faceted {
  id: number;
  /** The price paid, as a number of UAH. */
  price: number;
  /** Set only when on sale. */
  oldPrice?: number;
  /** ISO 8601: when it was added. */
  createdAt: string;
}

/** Whether a facet's value of a piece, or the broader value that counts it (a decade's century), is `wanted`. */
function facetMatches(value: FacetValue | undefined, wanted: string): boolean {
  for (let v = value; v; v = v.within) if (facetKey(v.name) === facetKey(wanted)) return true;
  return false;
}

/** Whether a good matches every criterion given besides `goods`. */
function matchesCriteria(good: CollectedGood, criteria: CollectionCriteria): boolean {
  return (
    COLLECTION_FACETS.every((key) => {
      const wanted = criteria[key];
      return wanted === undefined || facetMatches(FACET_SOURCES[key].valueOf(good), wanted);
    }) &&
    (criteria.maxPrice === undefined || good.price <= criteria.maxPrice) &&
    (!criteria.onSale || (good.oldPrice !== undefined && good.oldPrice > good.price))
  );
}

/** Whether a collection gives any criterion besides its list of goods. */
export const hasCriteria = (criteria: CollectionCriteria): boolean =>
  COLLECTION_FACETS.some((key) => criteria[key] !== undefined) ||
  criteria.maxPrice !== undefined ||
  criteria.onSale === true;

/**
 * A collection's goods, from the catalogue in its default order: the goods it
 * names first, in the owner's order (a number no good has is skipped), then
 * every other good that matches all its criteria, in the catalogue's order.
 * `goods` alone: exactly those. Nothing given: none (an empty collection is
 * not published).
 */
export function collectionGoods<G extends CollectedGood>(
  criteria: CollectionCriteria,
  catalogue: readonly G[],
): G[] {
  const byId = new Map(catalogue.map((good) => [good.id, good]));
  const named = [...new Set(criteria.goods ?? [])].flatMap((id) => byId.get(id) ?? []);
  if (!hasCriteria(criteria)) return named;
  const taken = new Set(named.map((good) => good.id));
  return [
    ...named,
    ...catalogue.filter((good) => !taken.has(good.id) && matchesCriteria(good, criteria)),
  ];
}

export { NEW_ARRIVALS_SLUG, NEW_ARRIVALS_TITLE } from './new-arrivals.ts';
/** Goods added this many days before the build are new. */
export const NEW_ARRIVALS_DAYS = 30;
/** A shop that added fewer lately still shows this many of its newest. */
export const NEW_ARRIVALS_AT_LEAST = 12;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * «Нові надходження»: the goods added in the last 30 days before `builtAt`,
 * newest first, and never fewer than the newest 12 the shop has (ties keep
 * the catalogue's order).
 */
export function newArrivals<G extends CollectedGood>(catalogue: readonly G[], builtAt: Date): G[] {
  const since = builtAt.getTime() - NEW_ARRIVALS_DAYS * DAY_MS;
  const newest = [...catalogue].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  const recent = newest.filter((good) => Date.parse(good.createdAt) >= since).length;
  return newest.slice(0, Math.max(recent, NEW_ARRIVALS_AT_LEAST));
}
