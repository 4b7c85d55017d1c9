import type { SortType } from '../../shared/config/catalog';
import { PRODUCTS_PER_PAGE } from '../../shared/config/spec';
import { parsePrice } from '../../shared/lib/format-price';
import { perList } from '../products/per-list';
import type { Product } from '../products/types';
import { NO_PRICE_RANGE, type FacetKey, type PriceRange } from '../../shared/lib/catalog-address';
import { FACETS, type Facet } from './facets';
import { AVAILABILITY, availabilityOf } from '../../shared/catalogue/availability';
import { facetKey } from '../../shared/catalogue/facet-sources';
import { inPriceRange, PRICE_BAND_COUNT, priceBandOf } from './price-range';

/**
 * What the visitor asked the catalogue for (docs/decisions/005-catalogue.md).
 * `searchIds` are the ids a search matched, best first, or null when there is
 * no query (the catalogue does not search by itself: the route hands it the
 * result of the search feature). Each facet's chosen value is given by name
 * under its key (`category: 'Вази'`); left out or null is none.
 */
export type CatalogViewInput = Partial<Record<FacetKey, string | null>> & {
  searchIds: readonly number[] | null;
  sort: SortType | '';
  /** 1-based; out-of-range pages are clamped, never an error. */
  page: number;
  /** Whole hryvnias, both ends included; no bounds by default. */
  price?: PriceRange;
};

/** What each value of a facet would give. */
export interface FacetCounts {
  /** Per value, in the order of the facet's values (facets.ts). */
  byValue: readonly number[];
  /** What its `Усі …` option would give. */
  all: number;
  /** Per value: whether any product of the whole list has it, whatever is chosen (1) or none does (0). */
  held: readonly number[];
}

export interface CatalogViewResult {
  /** The products of the current page. */
  items: Product[];
  /** How many products match the query and every filter. */
  total: number;
  /** The page actually shown (clamped into 1..pageCount). */
  page: number;
  /** At least 1, so an empty result still has a page. */
  pageCount: number;
  /**
   * Per facet: how many products each of its values would give with the
   * query, the price range and the other facets' choices.
   */
  facets: Record<FacetKey, FacetCounts>;
  /**
   * The price chart: per band (price-range.ts), how many products the query
   * and the facets give, whatever the price range; their lowest and highest
   * price and their number, for the range's description.
   */
  priceBands: number[];
  priceSpan: { lowest: number; highest: number; count: number } | null;
}

/** How many products `name` of facet `key` would give; 0 for a name the facet does not know. */
export function countOf(
  result: Pick<CatalogViewResult, 'facets'>,
  key: FacetKey,
  name: string,
  facets: readonly Facet[] = FACETS,
): number {
  const place = facets.find((facet) => facet.key === key)?.values.findIndex((v) => v.name === name);
  return place === undefined || place < 0 ? 0 : (result.facets[key].byValue[place] ?? 0);
}

/**
 * What the pipeline reads of each product of a list, by its position in the
 * list: for each facet, its value's place among the facet's values (-1 for
 * none), and its price as a number. Worked out once per list and registry
 * (per-list.ts): with 10 000 products the pipeline runs on every key press.
 */
interface ListFacts {
  /** One array a facet, in the registry's order. */
  places: Int32Array[];
  /** Per facet, per value: the place of the broader value that counts it too (a decade's century), or -1. */
  broader: Int32Array[];
  /** Per facet, per value: 1 when a product of the list has it (itself or within it). */
  held: number[][];
  prices: Float64Array;
  /** Each product's availability rank: 0 on sale, then reserved, then sold. */
  ranks: Uint8Array;
  /** Whether any product is not on sale (else the ranks change no order). */
  ranked: boolean;
  positionOfId: Map<number, number>;
}

function computeFacts(products: readonly Product[], facets: readonly Facet[]): ListFacts {
  const places = facets.map((facet) => {
    // `KAHLA` and `«Kahla»` are the facet's `Kahla` (facet-sources.ts).
    const placeOf = new Map(facet.values.map(({ name }, place) => [facetKey(name), place]));
    return Int32Array.from(products, (product) => {
      const value = facet.valueOf(product);
      return value === undefined ? -1 : (placeOf.get(facetKey(value)) ?? -1);
    });
  });
  const broader = facets.map(({ values }) => {
    const placeOf = new Map(values.map(({ name }, place) => [name, place]));
    return Int32Array.from(values, ({ within }) =>
      within === undefined ? -1 : (placeOf.get(within) ?? -1),
    );
  });
  const held = facets.map(({ values }, facet) => {
    const has = new Array<number>(values.length).fill(0);
    for (const place of places[facet]!) {
      if (place < 0) continue;
      has[place] = 1;
      const wider = broader[facet]![place]!;
      if (wider >= 0) has[wider] = 1;
    }
    return has;
  });
  return {
    places,
    broader,
    held,
    prices: Float64Array.from(products, (product) => parsePrice(product.price)),
    ...ranksOf(products),
    positionOfId: new Map(products.map((product, position) => [product.id, position])),
  };
}

function ranksOf(products: readonly Product[]): Pick<ListFacts, 'ranks' | 'ranked'> {
  const ranks = Uint8Array.from(products, (product) => AVAILABILITY[availabilityOf(product)].rank);
  return { ranks, ranked: ranks.some((rank) => rank > 0) };
}

const factsOfRegistry = new WeakMap<
  readonly Facet[],
  (products: readonly Product[]) => ListFacts
>();

function factsOf(products: readonly Product[], facets: readonly Facet[]): ListFacts {
  let ofList = factsOfRegistry.get(facets);
  if (!ofList) {
    ofList = perList((list) => computeFacts(list, facets));
    factsOfRegistry.set(facets, ofList);
  }
  return ofList(products);
}

/** The number a sort orders a product by, larger first for the descending sorts. */
function sortKey(sort: SortType, products: readonly Product[], facts: ListFacts) {
  switch (sort) {
    case 'newest':
      // ISO 8601 strings compare like the dates they hold, but parse to be safe with offsets.
      return (at: number) => -Date.parse(products[at]!.createdAt);
    case 'highPrice':
      // docs/decisions/002-sample-data.md: by the numeric value ("1 250" > "950"), never string order.
      return (at: number) => -facts.prices[at]!;
    case 'lowPrice':
      return (at: number) => facts.prices[at]!;
  }
}

/**
 * Orders positions: the available pieces first, then the reserved, then the
 * sold (src/shared/catalogue/availability.ts), and the sort within each
 * group; with no sort, the incoming order (the list's, or the search's
 * rank). Array#sort is stable, so ties keep the incoming order. Each key is
 * worked out once (with 10 000 products a comparator that parses would
 * parse ~260 000 times).
 */
function sortPositions(
  positions: number[],
  sort: SortType | '',
  products: readonly Product[],
  facts: ListFacts,
): number[] {
  if (sort === '' && !facts.ranked) return positions;
  const key = sort === '' ? () => 0 : sortKey(sort, products, facts);
  return positions
    .map((at) => ({ at, rank: facts.ranks[at]!, key: key(at) }))
    .sort((a, b) => a.rank - b.rank || a.key - b.key)
    .map(({ at }) => at);
}

/**
 * The catalogue pipeline: search result → facet counts → filter → sort →
 * page. Pure, so it is derived on render (docs/architecture.md) and tested alone.
 */
export function catalogView(
  products: readonly Product[],
  { searchIds, sort, page, price = NO_PRICE_RANGE, ...chosen }: CatalogViewInput,
  perPage = PRODUCTS_PER_PAGE,
  facets: readonly Facet[] = FACETS,
): CatalogViewResult {
  const facts = factsOf(products, facets);
  // With a query the search decides both membership and the default order (its rank).
  let positions: number[] | null = null;
  if (searchIds) {
    positions = [];
    for (const id of searchIds) {
      const position = facts.positionOfId.get(id);
      if (position !== undefined) positions.push(position);
    }
  }
  const count = positions === null ? products.length : positions.length;
  // Per facet, the chosen value's place, or -1 for none (a name the facet does not know is none).
  const wanted = facets.map(({ key, values }) => {
    const name = chosen[key] ?? null;
    return name === null ? -1 : values.findIndex((value) => value.name === name);
  });
  const tallies = facets.map(({ values }) => new Uint32Array(values.length));
  const allCounts = new Array<number>(facets.length).fill(0);
  const priceBands: number[] = Array.from({ length: PRICE_BAND_COUNT }, () => 0);
  let lowest = Infinity;
  let highest = -Infinity;
  let spanCount = 0;
  const filtered: number[] = [];
  const tally = (facet: number, at: number) => {
    const place = facts.places[facet]![at]!;
    if (place >= 0) {
      tallies[facet]![place]! += 1;
      const broader = facts.broader[facet]![place]!;
      if (broader >= 0) tallies[facet]![broader]! += 1;
    }
    allCounts[facet]! += 1;
  };
  /** Whether the product at `at` has the value at `want` of the facet, itself or within it. */
  const has = (facet: number, at: number, want: number) => {
    const place = facts.places[facet]![at]!;
    return place === want || (place >= 0 && facts.broader[facet]![place] === want);
  };
  // Each facet's counts take every other filter into account, the price
  // range too: a product that misses one facet's choice counts for that
  // facet alone. The chart and the range's figures take every filter but
  // the range.
  for (let i = 0; i < count; i += 1) {
    const at = positions === null ? i : positions[i]!;
    let misses = 0;
    let missed = -1;
    for (let facet = 0; facet < facets.length && misses < 2; facet += 1) {
      const want = wanted[facet]!;
      if (want >= 0 && !has(facet, at, want)) {
        misses += 1;
        missed = facet;
      }
    }
    if (misses > 1) continue;
    const value = facts.prices[at]!;
    const priceFits = inPriceRange(value, price);
    if (misses === 1) {
      if (priceFits) tally(missed, at);
      continue;
    }
    const band = priceBandOf(value);
    priceBands[band] = (priceBands[band] ?? 0) + 1;
    lowest = Math.min(lowest, value);
    highest = Math.max(highest, value);
    spanCount += 1;
    if (!priceFits) continue;
    for (let facet = 0; facet < facets.length; facet += 1) tally(facet, at);
    filtered.push(at);
  }
  const facetCounts = {} as Record<FacetKey, FacetCounts>;
  facets.forEach(({ key }, facet) => {
    facetCounts[key] = {
      byValue: Array.from(tallies[facet]!),
      all: allCounts[facet]!,
      held: facts.held[facet]!,
    };
  });

  const sorted = sortPositions(filtered, sort, products, facts);
  const total = sorted.length;
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  const safePage = Number.isFinite(page) ? Math.min(Math.max(1, Math.trunc(page)), pageCount) : 1;
  const start = (safePage - 1) * perPage;
  return {
    items: sorted.slice(start, start + perPage).map((at) => products[at]!),
    total,
    page: safePage,
    pageCount,
    facets: facetCounts,
    priceBands,
    priceSpan: spanCount > 0 ? { lowest, highest, count: spanCount } : null,
  };
}

/**
 * The values of facet `key` that have products with the other choices
 * (docs/product.md: selectedCategoryByFilter holds the categories that have
 * products of the chosen material); empty while `when` is null, no choice.
 */
export function valuesWithProducts(
  result: Pick<CatalogViewResult, 'facets'>,
  key: FacetKey,
  when: string | null,
  facets: readonly Facet[] = FACETS,
): string[] {
  const facet = facets.find((each) => each.key === key);
  if (when === null || !facet) return [];
  const { byValue } = result.facets[key];
  return facet.values.flatMap(({ name }, place) => ((byValue[place] ?? 0) > 0 ? [name] : []));
}
