import {
  CATEGORIES,
  MATERIALS,
  type Category,
  type Material,
  type SortType,
} from '../../shared/config/catalog';
import { PRODUCTS_PER_PAGE } from '../../shared/config/spec';
import { parsePrice } from '../../shared/lib/format-price';
import { perList } from '../products/per-list';
import type { Product } from '../products/types';
import { NO_PRICE_RANGE, type PriceRange } from '../../shared/lib/catalog-address';
import { inPriceRange, PRICE_BAND_COUNT, priceBandOf } from './price-range';

/**
 * What the visitor asked the catalogue for (docs/decisions/005-catalogue.md).
 * `searchIds` are the ids a search matched, best first, or null when there is
 * no query (the catalogue does not search by itself: the route hands it the
 * result of the search feature).
 */
export interface CatalogViewInput {
  searchIds: readonly number[] | null;
  category: Category | null;
  material: Material | null;
  sort: SortType | '';
  /** 1-based; out-of-range pages are clamped, never an error. */
  page: number;
  /** Whole hryvnias, both ends included; no bounds by default. */
  price?: PriceRange;
}

export interface CatalogViewResult {
  /** The products of the current page. */
  items: Product[];
  /** How many products match the query and both facets. */
  total: number;
  /** The page actually shown (clamped into 1..pageCount). */
  page: number;
  /** At least 1, so an empty result still has a page. */
  pageCount: number;
  /** Per category: how many products it would give with the query and the chosen material. */
  categoryCounts: Record<Category, number>;
  /** Per material: how many products it would give with the query and the chosen category. */
  materialCounts: Record<Material, number>;
  /** What `Усі категорії` would give (query and material only). */
  allCategoriesCount: number;
  /** What `Усі матеріали` would give (query and category only). */
  allMaterialsCount: number;
  /**
   * The price chart: per band (price-range.ts), how many products the query
   * and both facets give, whatever the price range; their lowest and highest
   * price and their number, for the range's description.
   */
  priceBands: number[];
  priceSpan: { lowest: number; highest: number; count: number } | null;
}

/**
 * What the pipeline reads of each product of a list, by its position in the
 * list: its category's and material's place in CATEGORIES and MATERIALS, and
 * its price as a number. Worked out once per list (per-list.ts): with 10 000
 * products the pipeline runs on every key press.
 */
interface ListFacts {
  categories: Uint8Array;
  materials: Uint8Array;
  prices: Float64Array;
  positionOfId: Map<number, number>;
}

const factsOf = perList((products): ListFacts => {
  const categoryPlace = new Map<string, number>(CATEGORIES.map((name, place) => [name, place]));
  const materialPlace = new Map<string, number>(MATERIALS.map((name, place) => [name, place]));
  return {
    categories: Uint8Array.from(products, (product) => categoryPlace.get(product.category)!),
    materials: Uint8Array.from(products, (product) => materialPlace.get(product.material)!),
    prices: Float64Array.from(products, (product) => parsePrice(product.price)),
    positionOfId: new Map(products.map((product, position) => [product.id, position])),
  };
});

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
 * Orders positions by the sort; Array#sort is stable, so ties keep the
 * incoming order. Each key is worked out once (with 10 000 products a
 * comparator that parses would parse ~260 000 times).
 */
function sortPositions(
  positions: number[],
  sort: SortType | '',
  products: readonly Product[],
  facts: ListFacts,
): number[] {
  if (sort === '') return positions;
  const key = sortKey(sort, products, facts);
  return positions
    .map((at) => ({ at, key: key(at) }))
    .sort((a, b) => a.key - b.key)
    .map(({ at }) => at);
}

/**
 * The catalogue pipeline: search result → facet counts → filter → sort →
 * page. Pure, so it is derived on render (docs/architecture.md) and tested alone.
 */
export function catalogView(
  products: readonly Product[],
  { searchIds, category, material, sort, page, price = NO_PRICE_RANGE }: CatalogViewInput,
  perPage = PRODUCTS_PER_PAGE,
): CatalogViewResult {
  const facts = factsOf(products);
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
  const wantedCategory = category === null ? -1 : CATEGORIES.indexOf(category);
  const wantedMaterial = material === null ? -1 : MATERIALS.indexOf(material);

  const categoryTally = new Array<number>(CATEGORIES.length).fill(0);
  const materialTally = new Array<number>(MATERIALS.length).fill(0);
  let allCategoriesCount = 0;
  let allMaterialsCount = 0;
  const priceBands: number[] = Array.from({ length: PRICE_BAND_COUNT }, () => 0);
  let lowest = Infinity;
  let highest = -Infinity;
  let spanCount = 0;
  const filtered: number[] = [];
  // Each facet's counts take every other filter into account, the price
  // range too; the chart and the range's figures take every filter but the range.
  for (let i = 0; i < count; i += 1) {
    const at = positions === null ? i : positions[i]!;
    const productCategory = facts.categories[at]!;
    const productMaterial = facts.materials[at]!;
    const value = facts.prices[at]!;
    const categoryFits = wantedCategory < 0 || productCategory === wantedCategory;
    const materialFits = wantedMaterial < 0 || productMaterial === wantedMaterial;
    const priceFits = inPriceRange(value, price);
    if (materialFits && priceFits) {
      categoryTally[productCategory]! += 1;
      allCategoriesCount += 1;
    }
    if (categoryFits && priceFits) {
      materialTally[productMaterial]! += 1;
      allMaterialsCount += 1;
    }
    if (categoryFits && materialFits) {
      const band = priceBandOf(value);
      priceBands[band] = (priceBands[band] ?? 0) + 1;
      lowest = Math.min(lowest, value);
      highest = Math.max(highest, value);
      spanCount += 1;
      if (priceFits) filtered.push(at);
    }
  }
  const categoryCounts = Object.fromEntries(
    CATEGORIES.map((name, place) => [name, categoryTally[place]!]),
  ) as Record<Category, number>;
  const materialCounts = Object.fromEntries(
    MATERIALS.map((name, place) => [name, materialTally[place]!]),
  ) as Record<Material, number>;

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
    categoryCounts,
    materialCounts,
    allCategoriesCount,
    allMaterialsCount,
    priceBands,
    priceSpan: spanCount > 0 ? { lowest, highest, count: spanCount } : null,
  };
}

/**
 * The categories that have products of the chosen material (docs/product.md:
 * selectedCategoryByFilter), within the current query; empty with no material.
 */
export function categoriesForMaterial(
  result: Pick<CatalogViewResult, 'categoryCounts'>,
  material: Material | null,
): Category[] {
  if (material === null) return [];
  return CATEGORIES.filter((category) => (result.categoryCounts[category] ?? 0) > 0);
}

/** The materials that occur in the chosen category (docs/product.md: selectedFilterByCategory). */
export function materialsForCategory(
  result: Pick<CatalogViewResult, 'materialCounts'>,
  category: Category | null,
): Material[] {
  if (category === null) return [];
  return MATERIALS.filter((material) => (result.materialCounts[material] ?? 0) > 0);
}
