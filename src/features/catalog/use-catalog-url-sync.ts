import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { useAppDispatch, useAppSelector, useAppStore } from '../../app/hooks';
import { isDocumentEntry } from '../../shared/lib/history-entry';
import {
  parseCatalogSearch,
  serializeCatalogSearch,
  type CatalogUrlState,
} from '../../shared/lib/catalog-address';
import { selectSearchQuery, setSearchQuery } from '../search/filter-slice';
import {
  selectSelectedCategory,
  selectSelectedFilter,
  selectSortType,
  setSelectedCategory,
  setSelectedFilter,
  setSortType,
} from './options-slice';

/** Marks a history entry the catalogue wrote itself, so reading it back is skipped. */
export const CATALOG_OWN_STATE = { catalogSync: true } as const;

function isOwnEntry(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'catalogSync' in state;
}

/** The groups (the radio groups, the price range) whose consecutive changes share one history entry. */
export type ChangeGroup = 'sort' | 'category' | 'material' | 'price';

/**
 * Keeps the catalogue's Redux state (docs/product.md) and the URL in step
 * (docs/decisions/catalogue.md: query, category, material, sort and page are in the URL).
 *
 * - URL → Redux on arrival, on Back/Forward and on links from elsewhere
 *   (a home tile); entries the catalogue wrote itself are not read back,
 *   so the two never chase each other.
 * - Redux → URL: facet changes go through `changeView` (a new history
 *   entry, page 1); the query, typed in the header, replaces the entry.
 * - The page lives in the URL only: the state of docs/product.md has no page.
 */
/**
 * URL → Redux, on arrival, on Back/Forward and on links from elsewhere (a home
 * tile); entries the catalogue wrote itself are not read back. The catalogue
 * route runs this from its first render, while the products still load, so
 * that the list is drawn filtered the first time it is drawn (a list
 * drawn in the background, then filtered, would jump).
 */
export function useCatalogUrlToStore() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const location = useLocation();
  const navigationType = useNavigationType();
  const url = useMemo(() => parseCatalogSearch(location.search), [location.search]);
  const [arrivalKey] = useState(location.key);

  useLayoutEffect(() => {
    const arriving = location.key === arrivalKey;
    if (!arriving && navigationType !== 'POP' && isOwnEntry(location.state)) return;
    const state = store.getState();
    if (selectSelectedCategory(state) !== url.category) dispatch(setSelectedCategory(url.category));
    if (selectSelectedFilter(state) !== url.material) dispatch(setSelectedFilter(url.material));
    if (selectSortType(state) !== url.sort) dispatch(setSortType(url.sort));
    // An address says what it shows: a query typed in the header but never
    // submitted does not ride along on a link here. Only on the entry the
    // document opened on is a query typed before the app ran kept (the
    // header takes it up), and written to the address by useCatalogUrlSync.
    const query = selectSearchQuery(state);
    const typedBeforeApp = arriving && url.query === '' && isDocumentEntry(location.key);
    if (query !== url.query && !typedBeforeApp) dispatch(setSearchQuery(url.query));
  }, [
    location.key,
    location.search,
    location.state,
    arrivalKey,
    navigationType,
    url,
    store,
    dispatch,
  ]);
  return url;
}

export function useCatalogUrlSync() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const navigate = useNavigate();
  const location = useLocation();
  // The route keeps the store in step with the address (useCatalogUrlToStore);
  // here the address is only read.
  const url = useMemo(() => parseCatalogSearch(location.search), [location.search]);
  const latestSearch = useRef(location.search);
  useLayoutEffect(() => {
    latestSearch.current = location.search;
  }, [location.search]);

  const query = useAppSelector(selectSearchQuery);
  useEffect(() => {
    // Read both sides fresh: the URL side may just have set the query above.
    const current = parseCatalogSearch(latestSearch.current);
    const latestQuery = selectSearchQuery(store.getState());
    if (latestQuery.trim() === '' && current.query.trim() === '') return;
    if (latestQuery === current.query) return;
    // Typing replaces the entry (docs/decisions/catalogue.md) and a new query starts at page 1.
    navigate(
      { search: serializeCatalogSearch({ ...current, query: latestQuery, page: 1 }) },
      { replace: true, state: CATALOG_OWN_STATE, preventScrollReset: true },
    );
  }, [query, navigate, store]);

  const category = useAppSelector(selectSelectedCategory);
  const material = useAppSelector(selectSelectedFilter);
  const sort = useAppSelector(selectSortType);
  // The price range is the address's alone: the state of docs/product.md has no price.
  const view: CatalogUrlState = useMemo(
    () => ({ query, category, material, sort, page: url.page, price: url.price }),
    [query, category, material, sort, url.page, url.price],
  );

  // The last change within a radio group, and the entry it made (null while
  // its navigation is on the way). Any other navigation ends the run.
  const lastGroupChange = useRef<{ group: ChangeGroup; key: string | null } | null>(null);
  useLayoutEffect(() => {
    const last = lastGroupChange.current;
    if (last?.key === null) last.key = location.key;
    else if (last && last.key !== location.key) lastGroupChange.current = null;
  }, [location.key]);

  /**
   * A filter, sort or reset: Redux first, then a history entry at page 1.
   * The first change in a group (sort, category, material) adds the entry;
   * further changes in that group, with no other navigation between, replace
   * it, so arrowing through a radio group is one Back away.
   */
  const changeView = useCallback(
    (patch: Partial<Omit<CatalogUrlState, 'page'>>, group?: ChangeGroup) => {
      const next: CatalogUrlState = { ...view, ...patch, page: 1 };
      if (next.category !== view.category) dispatch(setSelectedCategory(next.category));
      if (next.material !== view.material) dispatch(setSelectedFilter(next.material));
      if (next.sort !== view.sort) dispatch(setSortType(next.sort));
      const search = serializeCatalogSearch(next);
      // Before the query changes, so the query's own sync sees the new URL, not the old one.
      latestSearch.current = search ? `?${search}` : '';
      if (next.query !== view.query) dispatch(setSearchQuery(next.query));
      const replace = group !== undefined && lastGroupChange.current?.group === group;
      lastGroupChange.current = group === undefined ? null : { group, key: null };
      navigate({ search }, { replace, state: CATALOG_OWN_STATE, preventScrollReset: true });
    },
    [view, dispatch, navigate],
  );

  /** A page past the last is shown as the last: the address says so too, in place. */
  const correctPage = useCallback(
    (page: number) => {
      navigate(
        { search: serializeCatalogSearch({ ...view, page }) },
        { replace: true, state: CATALOG_OWN_STATE, preventScrollReset: true },
      );
    },
    [view, navigate],
  );

  const pageLink = useCallback(
    (page: number) => ({ search: serializeCatalogSearch({ ...view, page }) }),
    [view],
  );

  return { view, changeView, pageLink, correctPage };
}
