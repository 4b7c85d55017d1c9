import { SHOP as shop } from './shop';
import type { Category, Material } from './shop-config';

/**
 * The catalogue's vocabulary: this build's categories and materials, with
 * the Latin slugs that docs/decisions/005-catalogue.md puts in the URL (the
 * spec's lists, src/shared/config/default-vocabulary.ts, unless the owner's
 * shop.yaml names others: docs/owner-catalogue.md), the span of its prices,
 * and the sort options.
 */

export type { Category, Material } from './shop-config';

export const CATEGORIES: readonly Category[] = shop.categories.map(({ name }) => name);
export const MATERIALS: readonly Material[] = shop.materials.map(({ name }) => name);

export const CATEGORY_SLUGS: ReadonlyMap<Category, string> = new Map(
  shop.categories.map(({ name, slug }) => [name, slug]),
);
export const MATERIAL_SLUGS: ReadonlyMap<Material, string> = new Map(
  shop.materials.map(({ name, slug }) => [name, slug]),
);

/** The facets the first load knows the values of (src/shared/lib/catalog-address.ts). */
export const SHOP_FACETS = { category: shop.categories, material: shop.materials } as const;

/** The lowest and highest price of the goods: the price filter's span, in whole hryvnias. */
export const PRICE_MIN = shop.prices.min;
export const PRICE_MAX = shop.prices.max;

/** docs/product.md: sort values and their labels; with none chosen, generator order. */
export const SORT_OPTIONS = [
  { value: 'newest', label: 'За найновішими' },
  { value: 'highPrice', label: 'За найбільшою ціною' },
  { value: 'lowPrice', label: 'За найменшою ціною' },
] as const;

export type SortType = (typeof SORT_OPTIONS)[number]['value'];

export function isCategory(value: unknown): value is Category {
  return (CATEGORIES as readonly unknown[]).includes(value);
}

export function isMaterial(value: unknown): value is Material {
  return (MATERIALS as readonly unknown[]).includes(value);
}

export function isSortType(value: unknown): value is SortType {
  return SORT_OPTIONS.some((option) => option.value === value);
}
