import Search from 'lucide-react/icons/search';
import {
  useEffect,
  useId,
  useRef,
  type ComponentPropsWithoutRef,
  type FormEvent,
  type ReactNode,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { PATHS } from '../../shared/config/paths';
import { BASE_PATH } from '../../shared/config/spec';
import { uk } from '../../shared/i18n/uk';
import { catalogAddress } from '../../shared/lib/catalog-address';
import { isBlank } from '../../shared/lib/is-blank';
import { focusPageHeading } from '../../shared/lib/focus-page-heading';
import { VisuallyHidden } from '../../shared/ui/visually-hidden';
import { selectSearchQuery, setSearchQuery } from './filter-slice';
import styles from './search-field.module.css';

const CATALOG_URL = `${BASE_PATH.replace(/\/$/, '')}${PATHS.catalog}`;

type InputProps = Omit<
  ComponentPropsWithoutRef<'input'>,
  'type' | 'value' | 'onChange' | 'placeholder' | 'id'
>;

interface SearchFieldProps {
  /** Told true on focus and false on blur: the header's search-active style (docs/product.md). */
  onActiveChange?: (active: boolean) => void;
  className?: string;
  /** Extra attributes for the input (e.g. a suggestions combobox's aria-* and key handling). */
  inputProps?: InputProps;
  /** Shown inside the form after the button: the suggestions' popup, placed against the form. */
  children?: ReactNode;
}

/**
 * The header's search (docs/product.md, Search): typing sets the shared
 * query at once; a blank submit does nothing; a non-blank one opens the
 * catalogue (unless already there) and ends the search-active state.
 */
export function SearchField({ onActiveChange, className, inputProps, children }: SearchFieldProps) {
  const dispatch = useAppDispatch();
  const query = useAppSelector(selectSearchQuery);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();

  // The page is drawn before the app starts (prerendering): a visitor may
  // have focused the field and typed meanwhile. That text, if it differs from
  // what the field was first drawn with, is taken up as the query, and the
  // focus as the search-active state, once, on mount (from then on React runs
  // the field and onFocus reports focus). Compared with the first drawing,
  // not the store: a catalogue address's ?q= may already have set the store.
  const drawnWith = useRef(query);
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    if (input.value !== drawnWith.current) dispatch(setSearchQuery(input.value));
    if (input === document.activeElement) onActiveChange?.(true);
  }, [dispatch, onActiveChange]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // docs/product.md: an empty or whitespace-only query does nothing.
    if (isBlank(query)) return;
    if (pathname !== PATHS.catalog) {
      // The query goes along in ?q= too, so the catalogue's URL mirror agrees with the store.
      navigate(catalogAddress({ query }));
      // The catalogue's heading takes focus once it is shown (src/app/layout/use-route-focus.ts).
      inputRef.current?.blur();
    } else {
      if (!focusPageHeading()) inputRef.current?.blur();
    }
  }

  return (
    <form
      role="search"
      className={[styles.form, className].filter(Boolean).join(' ')}
      // Before the app runs (the page is drawn at build time), the browser
      // itself sends the query to the catalogue, which reads ?q=.
      action={CATALOG_URL}
      onSubmit={handleSubmit}
    >
      <label htmlFor={inputId}>
        <VisuallyHidden>{uk.chrome.search.label}</VisuallyHidden>
      </label>
      <input
        {...inputProps}
        ref={inputRef}
        id={inputId}
        name="q"
        className={styles.input}
        type="search"
        placeholder={uk.chrome.search.placeholder}
        autoComplete="off"
        enterKeyHint="search"
        value={query}
        onChange={(event) => dispatch(setSearchQuery(event.target.value))}
        onFocus={(event) => {
          onActiveChange?.(true);
          inputProps?.onFocus?.(event);
        }}
        onBlur={(event) => {
          onActiveChange?.(false);
          inputProps?.onBlur?.(event);
        }}
      />
      <button type="submit" className={styles.submit} aria-label={uk.chrome.search.submit}>
        <Search aria-hidden="true" className={styles.icon} />
      </button>
      {children}
    </form>
  );
}
