import type { Named } from '../config/shop-config.ts';
import { eraGroup } from './parse-era.ts';

/**
 * Where each facet of the catalogue gets its values, how a piece's value is
 * read, and how many of them its group lists (docs/catalogue-fields.md, "The
 * facets"): the one table the build (builder/facet-values.ts, which makes
 * the values with their slugs) and the app (src/features/catalog/facets.ts,
 * which adds the words the visitor reads) both follow.
 */

/** What a piece says of its facets: a product of the app and a record of the build alike. */
export interface Faceted {
  category?: string;
  material?: string;
  era?: string;
  maker?: string;
}

/** A piece's value of a facet, as the facet lists it. */
export interface FacetValue {
  name: string;
  /** Its place in time, for a facet listed in time (eras); else the values go alphabetically. */
  order?: number;
  /** A broader value of the same facet that counts it too: a decade's century. */
  within?: FacetValue;
}

/** A value as a facet lists it: its name, its slug, and the broader value that counts it too. */
export interface ListedValue extends Named {
  within?: string;
}

export interface FacetSource {
  /**
   * `shop`: the shop's own list (shop.yaml's, else the spec's), first load;
   * `goods`: whatever the goods hold, made at build time.
   */
  from: 'shop' | 'goods';
  /** A piece's value, or undefined for a piece without one. */
  valueOf: (piece: Faceted) => FacetValue | undefined;
  /**
   * How many values its group lists before the rest are folded away behind
   * `Показати всі (N)`; Infinity: all. The categories and materials are
   * never folded: the shop's own few, and the spec's tests choose any of them.
   */
  shown: number;
}

/** A name wrapped whole in quotes, as owners type a brand: `«Kahla»`, `"Kahla"`, `„Kahla“`. */
const QUOTED = /^[«"„“”'‘’‚]\s*(.+?)\s*[»"“”'’‘]$/u;

/** A value as the catalogue shows it: spaces tidied, and without the quotes around it. */
export function tidyName(text: string): string {
  const spaced = text.normalize('NFC').replace(/\s+/g, ' ').trim();
  return QUOTED.exec(spaced)?.[1] ?? spaced;
}

/**
 * A value as the catalogue compares it (docs/catalogue-fields.md, "Vintage
 * details": the same maker in other case, spacing or quotes counts once).
 */
export const facetKey = (name: string): string => tidyName(name).toLocaleLowerCase('uk');

const named = (name: string | undefined): FacetValue | undefined => {
  const tidy = name === undefined ? '' : tidyName(name);
  return tidy === '' ? undefined : { name: tidy };
};

export const FACET_SOURCES = {
  category: { from: 'shop', valueOf: (piece) => named(piece.category), shown: Infinity },
  material: { from: 'shop', valueOf: (piece) => named(piece.material), shown: Infinity },
  era: {
    from: 'goods',
    valueOf: (piece) => (piece.era ? eraGroup(piece.era) : undefined),
    // A few centuries and the decades of one or two: the sample's 11 fit.
    shown: 12,
  },
  // The sample's 35, an owner's hundreds: 8 are a screen of a phone.
  maker: { from: 'goods', valueOf: (piece) => named(piece.maker), shown: 8 },
} satisfies Record<string, FacetSource>;
// Keyed by src/shared/lib/catalog-address.ts's FACET_KEYS (the registry,
// src/features/catalog/facets.ts, reads one entry a key: tsc asks for a new
// one there); not imported, as that module reads the shop the build makes.

type SourceKey = keyof typeof FACET_SOURCES;

/** The facets whose values the build makes from the goods. */
export type GoodsFacetKey = {
  [K in SourceKey]: (typeof FACET_SOURCES)[K]['from'] extends 'goods' ? K : never;
}[SourceKey];

/** Those facets' keys. */
export const GOODS_FACET_KEYS = (Object.keys(FACET_SOURCES) as SourceKey[]).filter(
  (key): key is GoodsFacetKey => FACET_SOURCES[key].from === 'goods',
);
