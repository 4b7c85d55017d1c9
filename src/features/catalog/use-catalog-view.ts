import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { useAppDispatch, useAppSelector, useAppStore } from '../../app/hooks';
import {
  correctedCatalogSearch,
  parseCatalogSearch,
  serializeCatalogSearch as serializeWith,
  type CatalogUrlState,
  type FacetKey,
} from '../../shared/lib/catalog-address';
import { afterNextPaint } from '../../shared/lib/after-paint';
import { isDocumentEntry } from '../../shared/lib/history-entry';
import { isBlank } from '../../shared/lib/is-blank';
import { selectSearchQuery, setSearchQuery } from '../search/filter-slice';
import { FACET_VOCABULARY } from './facets';
import {
  selectSelectedCategory,
  selectSelectedFilter,
  selectSortType,
  setSelectedCategory,
  setSelectedFilter,
  setSortType,
} from './options-slice';

/**
 * The catalogue's view is its address's (docs/decisions/005-catalogue.md): the
 * query, category, material, sort, price range and page are read from
 * `location.search`, and changed by navigating. Redux's `options` and
 * `filter` slices, which docs/product.md names, follow the address one way.
 */

/** The groups (the radio groups, the price range) whose consecutive changes share one history entry. */
export type ChangeGroup = 'sort' | 'price' | FacetKey;

const sameQuery = (a: string, b: string) => a === b || (isBlank(a) && isBlank(b));

/** The view an address holds, with every facet's values. */
const readAddress = (search: string) => parseCatalogSearch(search, FACET_VOCABULARY);
const serializeCatalogSearch = (state: CatalogUrlState) => serializeWith(state, FACET_VOCABULARY);

/** The view the address holds, read once an address. */
export function useAddressView(): CatalogUrlState {
  const { search } = useLocation();
  return useMemo(() => readAddress(search), [search]);
}

/**
 * Marks the entries that typing wrote: the header's text led there, so it is
 * not read back (a key pressed while that navigation was on its way would be
 * undone). Back and Forward read every entry.
 */
const TYPED_ENTRY = { typedQuery: true } as const;
const isTypedEntry = (state: unknown) =>
  typeof state === 'object' && state !== null && 'typedQuery' in state;

/**
 * Mounted once by the catalogue's route, from its first render (the products
 * may still be loading):
 * - Redux follows the address: on arrival, on Back and Forward, on a link.
 *   A query typed before the app ran is the one exception: on the entry the
 *   document opened on, with no `?q=`, the header's text is kept.
 * - What is typed in the header goes into the address, replacing the entry,
 *   at page 1, after the list it shows has painted.
 */
export function useCatalogAddressSync(): void {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const navigate = useNavigate();
  const location = useLocation();
  const navigationType = useNavigationType();
  const view = useAddressView();
  const firstRun = useRef(true);
  const latestSearch = useRef(location.search);
  /** A query typed before the app ran, kept on arrival: it goes into the address. */
  const keptOnArrival = useRef(false);

  useLayoutEffect(() => {
    latestSearch.current = location.search;
    const state = store.getState();
    if (selectSelectedCategory(state) !== view.category)
      dispatch(setSelectedCategory(view.category));
    if (selectSelectedFilter(state) !== view.material) dispatch(setSelectedFilter(view.material));
    if (selectSortType(state) !== view.sort) dispatch(setSortType(view.sort));
    const query = selectSearchQuery(state);
    const typedBeforeApp =
      firstRun.current && isDocumentEntry(location.key) && isBlank(view.query) && !isBlank(query);
    const typedHere = navigationType !== 'POP' && isTypedEntry(location.state);
    firstRun.current = false;
    if (query === view.query) return;
    if (typedBeforeApp) keptOnArrival.current = true;
    else if (!typedHere) dispatch(setSearchQuery(view.query));
  }, [view, location.key, location.search, location.state, navigationType, store, dispatch]);

  const typed = useAppSelector(selectSearchQuery);
  const lastTyped = useRef<string | null>(null);
  useEffect(() => {
    const arriving = lastTyped.current === null;
    lastTyped.current = typed;
    // On arrival the address leads, but for a query typed before the app ran.
    if (arriving && !keptOnArrival.current) return;
    keptOnArrival.current = false;
    // Once the list has painted (useCatalogView shows the typed query at
    // once): a navigation reads the scroll position, which would lay the page
    // out before its paint. A key pressed sooner writes its own query instead.
    return afterNextPaint(() => {
      const current = readAddress(latestSearch.current);
      if (sameQuery(typed, current.query)) return;
      navigate(
        { search: serializeCatalogSearch({ ...current, query: typed, page: 1 }) },
        { replace: true, state: TYPED_ENTRY, preventScrollReset: true },
      );
    });
  }, [typed, navigate]);
}

/**
 * The view the catalogue shows: the address's, but for a query typed in the
 * header that the address has not caught up with yet (useCatalogAddressSync
 * writes it there a navigation later). That query is shown at once, at page 1,
 * so a key press repaints the list in its own task, not after a navigation.
 */
function useShownView(): CatalogUrlState {
  const addressView = useAddressView();
  const typed = useAppSelector(selectSearchQuery);
  return useMemo(
    () =>
      sameQuery(typed, addressView.query) ? addressView : { ...addressView, query: typed, page: 1 },
    [addressView, typed],
  );
}

/** The view the catalogue shows, and the ways to change it. */
export function useCatalogView() {
  const navigate = useNavigate();
  const location = useLocation();
  const view = useShownView();

  // The last change within a group, and the entry it made (null while its
  // navigation is on the way). Any other navigation ends the run.
  const lastGroupChange = useRef<{ group: ChangeGroup; key: string | null } | null>(null);
  useLayoutEffect(() => {
    const last = lastGroupChange.current;
    if (last?.key === null) last.key = location.key;
    else if (last && last.key !== location.key) lastGroupChange.current = null;
  }, [location.key]);

  /**
   * A filter, sort or reset: a history entry at page 1. The first change in a
   * group adds the entry; further changes in that group, with no other
   * navigation between, replace it, so arrowing through a radio group is one
   * Back away.
   */
  const changeView = useCallback(
    (patch: Partial<Omit<CatalogUrlState, 'page'>>, group?: ChangeGroup) => {
      const replace = group !== undefined && lastGroupChange.current?.group === group;
      lastGroupChange.current = group === undefined ? null : { group, key: null };
      navigate(
        { search: serializeCatalogSearch({ ...view, ...patch, page: 1 }) },
        // At once, in the click's own task: the control shows its new state
        // in the very next frame, as a control whose state is the page's would.
        { replace, preventScrollReset: true, flushSync: true },
      );
    },
    [view, navigate],
  );

  /**
   * The address says what is shown, in place (a copied link carries no more):
   * a page past the last as the last, and what the view ignores (an unknown
   * category, `page=-1`, `min=-5`) left out. Not while a typed query is on its
   * way into the address: useCatalogAddressSync writes that entry.
   */
  const correctAddress = useCallback(
    (page: number) => {
      if (!sameQuery(view.query, readAddress(location.search).query)) return;
      // The browser has already moved on (Back, a link) and the router not yet:
      // the address to correct is gone.
      if (window.location.search !== location.search) return;
      const search = correctedCatalogSearch(location.search, page, FACET_VOCABULARY);
      if (search === null) return;
      navigate({ search }, { replace: true, preventScrollReset: true, state: location.state });
    },
    [view.query, location.search, location.state, navigate],
  );

  const pageLink = useCallback(
    (page: number) => ({ search: serializeCatalogSearch({ ...view, page }) }),
    [view],
  );

  return { view, changeView, pageLink, correctAddress };
}
