import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal';
import X from 'lucide-react/icons/x';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useAppDispatch, useAppStore } from '../../app/hooks';
import { uk } from '../../shared/i18n/uk';
import { isBlank } from '../../shared/lib/is-blank';
import { focusPageHeading } from '../../shared/lib/focus-page-heading';
import { focusInView } from '../../shared/lib/focus-in-view';
import { pluralize } from '../../shared/lib/plural';
import { ProductGrid, ProductGridSkeleton } from '../products/product-grid';
import type { Product } from '../products/types';
import { Highlight } from '../search/highlight';
import { indexWhenIdle, searchFor } from '../search/suggestions-engine';
import { CatalogFacets } from './catalog-facets';
import { ChosenFilters, type ChosenFilter } from './chosen-filters';
import { PriceFilter } from './price-filter';
import {
  FACET_KEYS,
  NO_FACETS,
  NO_PRICE_RANGE,
  type FacetKey,
} from '../../shared/lib/catalog-address';
import { describePriceRange, hasPriceRange } from './price-range';
import { CatalogPagination } from './catalog-pagination';
import { catalogView, valuesWithProducts, type CatalogViewResult } from './catalog-view';
import { FACETS } from './facets';
import {
  selectVisibleCategories,
  selectVisibleMaterials,
  updateVisibleCategories,
  updateVisibleFilterMaterials,
} from './options-slice';
import { useCatalogView } from './use-catalog-view';
import hiddenStyles from '../../shared/ui/visually-hidden.module.css';
import styles from './catalog.module.css';
import { catalogText } from './catalog-text';

interface CatalogProps {
  products: readonly Product[];
  /** What a card shows beside its link: the route hands in the heart (favourites are another feature). */
  renderAction?: (product: Product) => ReactNode;
  /**
   * The figures of the default view, when `products` are only the cards the
   * page was drawn with (src/app/first-view.ts): shown as drawn until the
   * whole list is here, and any other view waits for it.
   */
  first?: Omit<CatalogViewResult, 'items'>;
}

function sameList(a: readonly string[], b: readonly string[]) {
  return a.length === b.length && a.every((item, i) => item === b[i]);
}

/**
 * The catalogue page's body (docs/decisions/005-catalogue.md): the facets,
 * the results count, the grid, the empty state and the pagination, showing
 * the view its address holds (use-catalog-view.ts).
 */
export function Catalog({ products, renderAction, first }: CatalogProps) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const { view, changeView, pageLink, correctAddress } = useCatalogView();
  const hasPrice = hasPriceRange(view.price);
  // Another view than the one drawn, before the whole list is here: its cards wait.
  const pending =
    first !== undefined &&
    (!isBlank(view.query) ||
      FACET_KEYS.some((key) => view[key] !== null) ||
      view.sort !== '' ||
      view.page !== 1 ||
      hasPrice);
  // One index per product list, shared with the header's suggestions: built
  // in idle slices after the first cards are drawn, or by the first query if
  // that comes sooner; never in the way of the first cards.
  useEffect(() => {
    if (first === undefined && products.length > 0) return indexWhenIdle(products);
  }, [products, first]);
  const searchResult = useMemo(
    () =>
      first !== undefined || isBlank(view.query) ? null : searchFor(products).search(view.query),
    [products, first, view.query],
  );
  const searchIds = searchResult?.ids ?? null;
  const correctedQuery = searchResult?.correctedQuery;
  const chosen = useMemo(
    () =>
      Object.fromEntries(FACET_KEYS.map((key) => [key, view[key]])) as Record<
        FacetKey,
        string | null
      >,
    [view],
  );
  const result = useMemo(() => {
    const shown = catalogView(products, {
      searchIds,
      ...chosen,
      sort: view.sort,
      page: view.page,
      price: view.price,
    });
    // The drawn cards are the whole list's first page: the figures are the whole list's.
    return first ? { ...first, items: shown.items } : shown;
  }, [products, first, searchIds, chosen, view.sort, view.page, view.price]);

  // docs/product.md names the two lists of what stays available; they are derived
  // from the counts, and Redux is kept in step because the state of docs/product.md holds them.
  const visibleCategories = useMemo(
    () => valuesWithProducts(result, 'category', view.material),
    [result, view.material],
  );
  const visibleMaterials = useMemo(
    () => valuesWithProducts(result, 'material', view.category),
    [result, view.category],
  );
  useEffect(() => {
    const state = store.getState();
    if (!sameList(selectVisibleCategories(state), visibleCategories)) {
      dispatch(updateVisibleCategories(visibleCategories));
    }
    if (!sameList(selectVisibleMaterials(state), visibleMaterials)) {
      dispatch(updateVisibleFilterMaterials(visibleMaterials));
    }
  }, [visibleCategories, visibleMaterials, dispatch, store]);

  useEffect(() => {
    if (!pending) correctAddress(result.page);
  }, [pending, result.page, correctAddress]);

  const [panelOpen, setPanelOpen] = useState(false);
  const panelId = useId();
  const panelHeadingRef = useRef<HTMLHeadingElement>(null);
  const filterButtonRef = useRef<HTMLButtonElement>(null);

  function openPanel() {
    setPanelOpen(true);
    // After the panel is shown: move focus into it so a keyboard user lands on the options.
    requestAnimationFrame(() => {
      if (panelHeadingRef.current) focusInView(panelHeadingRef.current);
    });
  }
  function closePanel() {
    setPanelOpen(false);
    if (filterButtonRef.current) focusInView(filterButtonRef.current);
  }

  const activeFilters = [...FACET_KEYS.map((key) => view[key]), view.sort, hasPrice].filter(
    Boolean,
  ).length;
  // While another view's list is on its way, no count: the first view's
  // figure would stand beside a heading and a radio that say something else.
  const countText = pending ? '' : pluralize(result.total, uk.products.count);
  const hasQuery = !isBlank(view.query);
  // The control that did it goes with what it cleared (the chips, the empty
  // state): focus stays in the page, on its heading.
  const resetAll = () => {
    changeView({ query: '', ...NO_FACETS, price: NO_PRICE_RANGE });
    focusPageHeading();
  };
  const chips: ChosenFilter[] = [
    ...FACETS.flatMap(({ key, chip }) => {
      const value = view[key];
      return value === null
        ? []
        : [{ key, label: chip(value), remove: () => changeView({ [key]: null }) }];
    }),
    ...(hasPrice
      ? [
          {
            key: 'price',
            label: catalogText.chosen.price(describePriceRange(view.price)),
            remove: () => changeView({ price: NO_PRICE_RANGE }),
          },
        ]
      : []),
    ...(hasQuery
      ? [
          {
            key: 'query',
            label: catalogText.chosen.query(view.query.trim()),
            remove: () => changeView({ query: '' }),
          },
        ]
      : []),
  ];
  const searched = correctedQuery ?? view.query;
  // The matched parts of a title are marked in the results (as text, never markup).
  const titleOf = useMemo(
    () =>
      hasQuery
        ? (product: Product) => <Highlight text={product.title} query={searched} />
        : undefined,
    [hasQuery, searched],
  );

  return (
    <div className={styles.catalog}>
      <div className={styles.toolbar}>
        <p className={styles.count} data-testid="results-count">
          {countText}
        </p>
        {/* Said politely whenever it changes, with the category the heading names. */}
        <p role="status" className={hiddenStyles.hidden}>
          {view.category && countText ? catalogText.resultsIn(view.category, countText) : countText}
        </p>
        <button
          ref={filterButtonRef}
          type="button"
          className={styles.filterButton}
          aria-expanded={panelOpen}
          aria-controls={panelId}
          onClick={() => (panelOpen ? closePanel() : openPanel())}
        >
          <SlidersHorizontal aria-hidden="true" />
          {catalogText.filtersButton}
          {activeFilters > 0 && (
            <span className={styles.badge} aria-hidden="true">
              {activeFilters}
            </span>
          )}
        </button>
      </div>

      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Esc from any control inside the phone's panel closes it; the controls themselves take the keys. */}
      <aside
        id={panelId}
        className={styles.panel}
        data-open={panelOpen}
        aria-labelledby={`${panelId}-heading`}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && panelOpen) closePanel();
        }}
      >
        <div className={styles.panelHeader}>
          <h2
            id={`${panelId}-heading`}
            ref={panelHeadingRef}
            tabIndex={-1}
            className={styles.panelHeading}
          >
            {catalogText.filtersPanel}
          </h2>
          <button
            type="button"
            className={styles.closeButton}
            aria-label={catalogText.closeFilters}
            onClick={closePanel}
          >
            <X aria-hidden="true" />
          </button>
        </div>
        <CatalogFacets
          sort={view.sort}
          chosen={chosen}
          counts={result}
          countsPending={pending}
          onSortChange={(sort) => changeView({ sort }, 'sort')}
          onFacetChange={(key, value) => changeView({ [key]: value }, key)}
          afterSort={
            <PriceFilter
              range={view.price}
              figures={pending ? undefined : result}
              onChange={(price) => changeView({ price }, 'price')}
            />
          }
        />
        <button type="button" className={styles.showButton} onClick={closePanel}>
          {pending ? catalogText.showPending : catalogText.showResults(countText)}
        </button>
      </aside>

      <section className={styles.results} aria-labelledby={`${panelId}-results`}>
        <h2 id={`${panelId}-results`} className={styles.resultsHeading}>
          {hasQuery ? catalogText.searchFor(view.query.trim()) : catalogText.resultsHeading}
        </h2>
        <ChosenFilters filters={chips} onResetAll={resetAll} />
        {correctedQuery !== undefined && (
          <p className={styles.corrected}>{uk.search.correctedQuery(correctedQuery)}</p>
        )}
        {pending ? (
          <ProductGridSkeleton count={12} />
        ) : result.total === 0 ? (
          <div className={styles.empty}>
            <p className={styles.emptyTitle}>{catalogText.emptyTitle}</p>
            <p>{catalogText.emptyText}</p>
            <button type="button" className={styles.resetButton} onClick={resetAll}>
              {catalogText.resetAll}
            </button>
          </div>
        ) : (
          <ProductGrid products={result.items} renderAction={renderAction} renderTitle={titleOf} />
        )}
        <CatalogPagination
          page={result.page}
          pageCount={result.pageCount}
          linkTo={pageLink}
          onNavigate={() => {
            // The new page starts at the top, and keyboard focus goes to the
            // visible heading there (the results' own heading is for screen
            // readers only: a sighted keyboard user would lose focus in it).
            focusPageHeading({ scroll: true });
          }}
        />
      </section>
    </div>
  );
}
