import {
  CATEGORIES,
  CATEGORY_SLUGS,
  isSortType,
  MATERIAL_SLUGS,
  MATERIALS,
  PRICE_MAX,
  PRICE_MIN,
  type Category,
  type Material,
  type SortType,
} from '../config/catalog';
import { PATHS } from '../config/paths';
import { isBlank } from './is-blank';

/**
 * The one module that turns a catalogue view into an address and back
 * (docs/decisions/005-catalogue.md): the parameters, their slugs, their defaults
 * and the price range's reading, the same in the fields and in a hand-edited
 * address.
 */

/**
 * The catalogue's price range: from and to, in whole hryvnias, both ends
 * included; null is no bound. Read the same way from the fields and from a
 * hand-edited address (`?min=&max=`): anything that is not a whole number is
 * ignored, a value outside the goods' prices is brought inside, and from above to is
 * swapped.
 */
export interface PriceRange {
  min: number | null;
  max: number | null;
}

export const NO_PRICE_RANGE: PriceRange = { min: null, max: null };

/** Group separators a visitor may type or paste: spaces, no-break and thin spaces. */
const SEPARATORS = /[\s\u00a0\u202f]/g;

/**
 * A whole number of hryvnias as typed ("1 500", "₴" left off), brought into
 * 100..5000 however many digits it has (0 and 99999999999999999999 alike);
 * else null.
 */
export function parsePriceBound(text: string | null | undefined): number | null {
  if (text == null) return null;
  const digits = text.replace(SEPARATORS, '').replace(/₴$/, '');
  if (!/^\d+$/.test(digits)) return null;
  return Math.min(PRICE_MAX, Math.max(PRICE_MIN, Number(digits)));
}

/** The range with from ≤ to. */
export function orderedRange({ min, max }: PriceRange): PriceRange {
  return min !== null && max !== null && min > max ? { min: max, max: min } : { min, max };
}

export function parsePriceRange(min: string | null, max: string | null): PriceRange {
  return orderedRange({ min: parsePriceBound(min), max: parsePriceBound(max) });
}

/**
 * The catalogue's view as it stands in the URL (docs/decisions/005-catalogue.md
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
  CATEGORIES.map((category) => [CATEGORY_SLUGS.get(category), category]),
);
const MATERIAL_BY_SLUG = new Map(
  MATERIALS.map((material) => [MATERIAL_SLUGS.get(material), material]),
);

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
  if (state.category) params.set('category', CATEGORY_SLUGS.get(state.category) ?? '');
  if (state.material) params.set('material', MATERIAL_SLUGS.get(state.material) ?? '');
  if (state.sort) params.set('sort', state.sort);
  if (state.price.min !== null) params.set('min', String(state.price.min));
  if (state.price.max !== null) params.set('max', String(state.price.max));
  if (state.page > 1) params.set('page', String(state.page));
  return params.toString();
}

/**
 * The query string that says what the address shows, without the `?`:
 * values the catalogue ignores (an unknown category, `page=-1`, `min=-5`,
 * any parameter it does not know) left out, a price brought into range and
 * the page set to `page`. Null when the address says it already.
 */
export function correctedCatalogSearch(search: string, page: number): string | null {
  const params = new URLSearchParams(search);
  const view = parseCatalogSearch(params);
  let corrected = serializeCatalogSearch({ ...view, page });
  // A query of spaces searches for nothing, but the header's field shows it
  // as the address has it: it stays.
  if (view.query !== '' && isBlank(view.query)) {
    corrected = new URLSearchParams([
      ['q', view.query],
      ...new URLSearchParams(corrected),
    ]).toString();
  }
  const sorted = (list: URLSearchParams) =>
    [...list].map(([key, value]) => `${key}=${value}`).sort();
  const same = sorted(params).join('&') === sorted(new URLSearchParams(corrected)).join('&');
  return same ? null : corrected;
}

/**
 * The address of a catalogue view below the base, e.g. `/catalog?category=vazy`:
 * every link to the catalogue (a tile, a breadcrumb, a search, a suggestion)
 * is made here.
 */
export function catalogAddress(view: Partial<CatalogUrlState> = {}): string {
  const search = serializeCatalogSearch({ ...DEFAULT_CATALOG_URL_STATE, ...view });
  return search ? `${PATHS.catalog}?${search}` : PATHS.catalog;
}
