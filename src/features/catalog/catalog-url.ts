import {
  CATEGORIES,
  CATEGORY_SLUGS,
  isSortType,
  MATERIAL_SLUGS,
  MATERIALS,
  type Category,
  type Material,
  type SortType,
} from '../../shared/config/catalog';
import { isBlank } from '../../shared/lib/is-blank';
import { NO_PRICE_RANGE, parsePriceRange, type PriceRange } from './price-range';

/**
 * The catalogue's view as it stands in the URL (docs/decisions/catalogue.md
 * behaviour): `?q=&category=&material=&sort=&page=`, Latin slugs for the
 * facets, defaults left out, unknown values ignored.
 */
export interface CatalogUrlState {
  query: string;
  category: Category | null;
  material: Material | null;
  sort: SortType | '';
  page: number;
  /** `min` and `max`: the price range (price-range.ts). */
  price: PriceRange;
}

export const DEFAULT_CATALOG_URL_STATE: CatalogUrlState = {
  query: '',
  category: null,
  material: null,
  sort: '',
  page: 1,
  price: NO_PRICE_RANGE,
};

const CATEGORY_BY_SLUG = new Map(
  CATEGORIES.map((category) => [CATEGORY_SLUGS[category], category]),
);
const MATERIAL_BY_SLUG = new Map(MATERIALS.map((material) => [MATERIAL_SLUGS[material], material]));

/** A page number as written by people: a positive whole number, else the first page. */
function parsePage(value: string | null): number {
  if (value === null || !/^\d{1,6}$/.test(value.trim())) return 1;
  const page = Number(value.trim());
  return page >= 1 ? page : 1;
}

export function parseCatalogSearch(search: string | URLSearchParams): CatalogUrlState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const sort = params.get('sort');
  return {
    query: params.get('q') ?? '',
    category: CATEGORY_BY_SLUG.get(params.get('category') ?? '') ?? null,
    material: MATERIAL_BY_SLUG.get(params.get('material') ?? '') ?? null,
    sort: isSortType(sort) ? sort : '',
    page: parsePage(params.get('page')),
    price: parsePriceRange(params.get('min'), params.get('max')),
  };
}

/** The query string for a view, without the `?`; empty for the default view. */
export function serializeCatalogSearch(state: CatalogUrlState): string {
  const params = new URLSearchParams();
  // The query is kept as typed (spaces too): trimming here would fight the search field.
  if (!isBlank(state.query)) params.set('q', state.query);
  if (state.category) params.set('category', CATEGORY_SLUGS[state.category]);
  if (state.material) params.set('material', MATERIAL_SLUGS[state.material]);
  if (state.sort) params.set('sort', state.sort);
  if (state.price.min !== null) params.set('min', String(state.price.min));
  if (state.price.max !== null) params.set('max', String(state.price.max));
  if (state.page > 1) params.set('page', String(state.page));
  return params.toString();
}

/** The catalogue link for one category, e.g. from the home page's tiles. */
export function catalogCategorySearch(category: Category): string {
  return `?${serializeCatalogSearch({ ...DEFAULT_CATALOG_URL_STATE, category })}`;
}
