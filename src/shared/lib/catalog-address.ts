import { isSortType, PRICE_MAX, PRICE_MIN, SHOP_FACETS, type SortType } from '../config/catalog';
import type { Named } from '../config/shop-config';
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
 * The catalogue's facets (src/features/catalog/facets.ts is their registry):
 * radio groups that each narrow the list to one value, in the address under
 * their own key, by the value's Latin slug.
 */
export const FACET_KEYS = ['category', 'material', 'era', 'maker'] as const;

export type FacetKey = (typeof FACET_KEYS)[number];

/**
 * The values of each facet with their slugs, for reading and writing
 * addresses. Pages of the first load know the shop's categories and
 * materials (SHOP_FACETS); the catalogue passes every facet's.
 */
export type FacetVocabulary = Partial<Record<FacetKey, readonly Named[]>>;

/** No facet chosen. */
export const NO_FACETS: Readonly<Record<FacetKey, null>> = Object.fromEntries(
  FACET_KEYS.map((key) => [key, null]),
) as Record<FacetKey, null>;

/**
 * The catalogue's view as it stands in the URL (docs/catalogue-and-favourites.md
 * has the table): `?q=&category=&material=&era=&maker=&sort=&min=&max=&page=`,
 * the query looked for in every field the search reads, Latin slugs for the
 * facets, defaults left out, unknown values ignored. Each facet's chosen
 * value is kept by name, or null.
 */
export type CatalogUrlState = Record<FacetKey, string | null> & {
  query: string;
  sort: SortType | '';
  page: number;
  /** `min` and `max`: the price range (price-range.ts). */
  price: PriceRange;
};

export const DEFAULT_CATALOG_URL_STATE: CatalogUrlState = {
  query: '',
  ...NO_FACETS,
  sort: '',
  page: 1,
  price: NO_PRICE_RANGE,
};

/** A page number as written by people: a positive whole number, else the first page. */
function parsePage(value: string | null): number {
  if (value === null || !/^\d{1,6}$/.test(value.trim())) return 1;
  const page = Number(value.trim());
  return page >= 1 ? page : 1;
}

export function parseCatalogSearch(
  search: string | URLSearchParams,
  facets: FacetVocabulary = SHOP_FACETS,
): CatalogUrlState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const sort = params.get('sort');
  const chosen = Object.fromEntries(
    FACET_KEYS.map((key) => {
      const slug = params.get(key);
      return [key, facets[key]?.find((value) => value.slug === slug)?.name ?? null];
    }),
  ) as Record<FacetKey, string | null>;
  return {
    query: params.get('q') ?? '',
    ...chosen,
    sort: isSortType(sort) ? sort : '',
    page: parsePage(params.get('page')),
    price: parsePriceRange(params.get('min'), params.get('max')),
  };
}

/**
 * The query string for a view, without the `?`; empty for the default view.
 * A chosen value the vocabulary does not know is left out.
 */
export function serializeCatalogSearch(
  state: CatalogUrlState,
  facets: FacetVocabulary = SHOP_FACETS,
): string {
  const params = new URLSearchParams();
  // The query is kept as typed (spaces too): trimming here would fight the search field.
  if (!isBlank(state.query)) params.set('q', state.query);
  for (const key of FACET_KEYS) {
    const chosen = state[key];
    const slug =
      chosen === null ? undefined : facets[key]?.find(({ name }) => name === chosen)?.slug;
    if (slug) params.set(key, slug);
  }
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
export function correctedCatalogSearch(
  search: string,
  page: number,
  facets: FacetVocabulary = SHOP_FACETS,
): string | null {
  const params = new URLSearchParams(search);
  const view = parseCatalogSearch(params, facets);
  let corrected = serializeCatalogSearch({ ...view, page }, facets);
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
export function catalogAddress(
  view: Partial<CatalogUrlState> = {},
  facets: FacetVocabulary = SHOP_FACETS,
): string {
  const search = serializeCatalogSearch({ ...DEFAULT_CATALOG_URL_STATE, ...view }, facets);
  return search ? `${PATHS.catalog}?${search}` : PATHS.catalog;
}
