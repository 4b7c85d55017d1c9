import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { PATHS } from '../../shared/config/paths';
import { CATEGORY_SLUGS } from '../../shared/config/catalog';
import { uk } from '../../shared/i18n/uk';
import { catalogAddress } from '../../shared/lib/catalog-address';
import { focusPageHeading } from '../../shared/lib/focus-page-heading';
import { pluralize } from '../../shared/lib/plural';
import { selectSearchQuery, setSearchQuery } from './filter-slice';
import { SearchField } from './search-field';
import { MIN_SUGGEST_LENGTH } from './search-limits';
import { useSuggestions, type SuggestionOption as Option } from './use-suggestions';
import styles from './search-combobox.module.css';
import hiddenStyles from '../../shared/ui/visually-hidden.module.css';

interface SearchComboboxProps {
  /** As SearchField's: the header's search-active style (docs/product.md). */
  onActiveChange?: (active: boolean) => void;
  className?: string;
}

/**
 * The header's search with suggestions: the WAI-ARIA 1.2 combobox
 * pattern with a listbox popup. Focus stays in the input; the active option
 * is named by `aria-activedescendant`. From two characters, up to 5 products
 * and the matching categories appear; ↓/↑ move (wrapping), Enter chooses the
 * active option (with none, the form submits as docs/product.md says), Esc closes
 * the list and a second Esc clears the field, Tab and leaving the field close
 * it. The engine (MiniSearch) and the product list load only once the
 * visitor focuses the field, so neither is in the first load.
 */
export function SearchCombobox({ onActiveChange, className }: SearchComboboxProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const query = useAppSelector(selectSearchQuery);
  const [focused, setFocused] = useState(false);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const productsLabelId = `${baseId}-products`;
  const categoriesLabelId = `${baseId}-categories`;

  const { state, source, Options } = useSuggestions(query, focused);
  const { suggestions, ready } = state;
  const options = useMemo<Option[]>(
    () => [
      ...suggestions.products.map((product) => ({
        kind: 'product' as const,
        id: `${baseId}-product-${product.id}`,
        product,
      })),
      ...suggestions.categories.map(({ category, count }) => ({
        kind: 'category' as const,
        id: `${baseId}-category-${CATEGORY_SLUGS.get(category)}`,
        category,
        count,
      })),
    ],
    [suggestions, baseId],
  );

  const longEnough = [...query.trim()].length >= MIN_SUGGEST_LENGTH;
  const expanded = open && longEnough && options.length > 0;
  const active = expanded ? options[activeIndex] : undefined;
  // The highlight marks what was searched: the corrected query when the layout was fixed.
  const searched = suggestions.correctedQuery ?? state.query;

  const activeId = active?.id;
  useEffect(() => {
    // A long list on a short screen scrolls: the active option stays in view.
    if (activeId !== undefined)
      document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  // Said only once the suggestions answer the text in the field: for the
  // render in which the store is a keystroke ahead they are the last text's,
  // and 'none' would be said before every count.
  let announcement = '';
  if (state.query === query) {
    if (expanded) announcement = pluralize(options.length, uk.searchSuggestions.count);
    else if (open && longEnough && ready) announcement = uk.searchSuggestions.none;
  }

  function close() {
    setOpen(false);
    setActiveIndex(-1);
  }

  function choose(option: Option) {
    close();
    // As after a submit: the search is done, the header leaves its
    // search state. Focus goes to the page's heading: the new page's once it
    // is shown (src/app/layout/use-route-focus.ts), or the catalogue's at once.
    if (option.kind === 'product' || pathname !== PATHS.catalog) inputRef.current?.blur();
    else if (!focusPageHeading()) inputRef.current?.blur();
    if (option.kind === 'product') {
      navigate(PATHS.product(option.product.id));
    } else {
      // The category replaces the text search: with the query kept, the
      // catalogue would show the query's results within the category only.
      dispatch(setSearchQuery(''));
      navigate(catalogAddress({ category: option.category }));
    }
  }

  function move(step: 1 | -1) {
    const count = options.length;
    if (!expanded) {
      // ↓ opens the list on its first option, ↑ on its last (APG, list autocomplete).
      setOpen(true);
      setActiveIndex(count === 0 ? -1 : step === 1 ? 0 : count - 1);
      return;
    }
    if (step === 1) setActiveIndex(activeIndex + 1 >= count ? 0 : activeIndex + 1);
    else setActiveIndex(activeIndex <= 0 ? count - 1 : activeIndex - 1);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Keys that confirm an input method's composition are not ours.
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        if (!longEnough) return;
        event.preventDefault();
        move(event.key === 'ArrowDown' ? 1 : -1);
        return;
      case 'Enter':
        if (active !== undefined) {
          event.preventDefault();
          choose(active);
        } else {
          // No option chosen: the form submits as before (docs/product.md).
          close();
        }
        return;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          close();
        } else if (query !== '') {
          // As a native search box does; done here so the store hears of it.
          event.preventDefault();
          dispatch(setSearchQuery(''));
        }
        return;
      case 'Tab':
        close();
        return;
      case 'ArrowLeft':
      case 'ArrowRight':
      case 'Home':
      case 'End':
        // The caret moves in the text: no option is active any more (APG).
        setActiveIndex(-1);
        return;
      default:
    }
  }

  const productCount = suggestions.products.length;

  return (
    <SearchField
      className={className}
      onActiveChange={onActiveChange}
      inputProps={{
        role: 'combobox',
        'aria-autocomplete': 'list',
        'aria-expanded': expanded,
        'aria-controls': listboxId,
        'aria-activedescendant': activeId,
        onKeyDown: handleKeyDown,
        onInput: () => {
          setOpen(true);
          setActiveIndex(-1);
        },
        onFocus: (event) => {
          inputRef.current = event.currentTarget;
          setFocused(true);
        },
        onBlur: () => {
          setFocused(false);
          close();
        },
      }}
    >
      <div className={styles.popup} hidden={!expanded}>
        {expanded && suggestions.correctedQuery !== undefined && (
          <p className={styles.hint}>{uk.search.correctedQuery(suggestions.correctedQuery)}</p>
        )}
        <div
          id={listboxId}
          role="listbox"
          aria-label={uk.searchSuggestions.listbox}
          className={styles.listbox}
        >
          {expanded && Options !== null && (
            <Options
              options={options}
              productCount={productCount}
              activeIndex={activeIndex}
              searched={searched}
              productsLabelId={productsLabelId}
              categoriesLabelId={categoriesLabelId}
              onChoose={choose}
            />
          )}
        </div>
      </div>
      <div role="status" aria-live="polite" className={hiddenStyles.hidden}>
        {announcement}
      </div>
      {source}
    </SearchField>
  );
}
