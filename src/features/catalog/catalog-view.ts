import {
  CATEGORIES,
  MATERIALS,
  type Category,
  type Material,
  type SortType,
} from '../../shared/config/catalog';
import { PRODUCTS_PER_PAGE } from '../../shared/config/spec';
import { parsePrice } from '../../shared/lib/format-price';
import { productsById } from '../products/products-by-id';
import type { Product } from '../products/types';
import { NO_PRICE_RANGE, type PriceRange } from '../../shared/lib/catalog-address';
import { inPriceRange, PRICE_BAND_COUNT, priceBandOf } from './price-range';

/**
 * What the visitor asked the catalogue for (docs/decisions/catalogue.md).
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

function zeroCounts<K extends string>(keys: readonly K[]): Record<K, number> {
  return Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
}

/** The number a sort orders by, larger first for the descending sorts. */
function sortKey(sort: SortType): (product: Product) => number {
  switch (sort) {
    case 'newest':
      // ISO 8601 strings compare like the dates they hold, but parse to be safe with offsets.
      return (product) => -Date.parse(product.createdAt);
    case 'highPrice':
      // docs/decisions/sample-data.md: by the numeric value ("1 250" > "950"), never string order.
      return (product) => -priceOf(product);
    case 'lowPrice':
      return priceOf;
  }
}

/**
 * Orders a list by the sort; Array#sort is stable, so ties keep the incoming
 * order. Each product's key is worked out once (with 10 000 products
 * a comparator that parses would parse ~260 000 times).
 */
function sortProducts(products: Product[], sort: SortType | ''): Product[] {
  if (sort === '') return products;
  const key = sortKey(sort);
  return products
    .map((product) => ({ product, key: key(product) }))
    .sort((a, b) => a.key - b.key)
    .map(({ product }) => product);
}

/** A product's price as a number, worked out once per product (it is read on every key press). */
const priceOfProduct = new WeakMap<Product, number>();

function priceOf(product: Product): number {
  let price = priceOfProduct.get(product);
  if (price === undefined) {
    price = parsePrice(product.price);
    priceOfProduct.set(product, price);
  }
  return price;
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
  // With a query the search decides both membership and the default order (its rank).
  let matching: Product[];
  if (searchIds) {
    const byId = productsById(products);
    matching = searchIds.flatMap((id) => byId.get(id) ?? []);
  } else {
    matching = [...products];
  }

  const categoryCounts = zeroCounts(CATEGORIES);
  const materialCounts = zeroCounts(MATERIALS);
  let allCategoriesCount = 0;
  let allMaterialsCount = 0;
  const priceBands: number[] = Array.from({ length: PRICE_BAND_COUNT }, () => 0);
  let lowest = Infinity;
  let highest = -Infinity;
  let spanCount = 0;
  const filtered: Product[] = [];
  // Each facet's counts take every other filter into account, the price
  // range too; the chart and the range's figures take every filter but the range.
  for (const product of matching) {
    const categoryFits = category === null || product.category === category;
    const materialFits = material === null || product.material === material;
    const value = priceOf(product);
    const priceFits = inPriceRange(value, price);
    if (materialFits && priceFits) {
      categoryCounts[product.category] += 1;
      allCategoriesCount += 1;
    }
    if (categoryFits && priceFits) {
      materialCounts[product.material] += 1;
      allMaterialsCount += 1;
    }
    if (categoryFits && materialFits) {
      const band = priceBandOf(value);
      priceBands[band] = (priceBands[band] ?? 0) + 1;
      lowest = Math.min(lowest, value);
      highest = Math.max(highest, value);
      spanCount += 1;
      if (priceFits) filtered.push(product);
    }
  }

  const sorted = sortProducts(filtered, sort);
  const total = sorted.length;
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  const safePage = Number.isFinite(page) ? Math.min(Math.max(1, Math.trunc(page)), pageCount) : 1;
  const start = (safePage - 1) * perPage;
  return {
    items: sorted.slice(start, start + perPage),
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
  return CATEGORIES.filter((category) => result.categoryCounts[category] > 0);
}

/** The materials that occur in the chosen category (docs/product.md: selectedFilterByCategory). */
export function materialsForCategory(
  result: Pick<CatalogViewResult, 'materialCounts'>,
  category: Category | null,
): Material[] {
  if (category === null) return [];
  return MATERIALS.filter((material) => result.materialCounts[material] > 0);
}
