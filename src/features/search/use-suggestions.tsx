import { useEffect, useState, type ReactNode } from 'react';
import type { Category } from '../../shared/config/catalog';
import type { Product } from '../products/types';
import type { Suggestions } from './suggest';

type LazyModule = typeof import('./suggestions-lazy');

let lazyLoad: Promise<LazyModule> | null = null;

/** One download of the suggestions chunk for the whole page; a failed one may be tried again. */
function loadLazy(): Promise<LazyModule> {
  lazyLoad ??= import('./suggestions-lazy').catch((error: unknown) => {
    lazyLoad = null;
    throw error;
  });
  return lazyLoad;
}

/** One option of the listbox; `id` is what aria-activedescendant names. */
export type SuggestionOption =
  | { kind: 'product'; id: string; product: Product }
  | { kind: 'category'; id: string; category: Category; count: number };

export interface SuggestionsState {
  /** The query these suggestions answer (the store may be a keystroke ahead for one render). */
  query: string;
  suggestions: Suggestions;
  /** False until the chunk and the product list have arrived. */
  ready: boolean;
}

const NOT_READY: SuggestionsState = {
  query: '',
  suggestions: { products: [], categories: [] },
  ready: false,
};

/**
 * The header field's suggestions. Nothing is downloaded until `active` turns
 * true (the visitor focused the field): then the chunk with the engine
 * (MiniSearch), the product list's query and the options' drawing loads once,
 * in the background. Returns the state, an element to render (it draws
 * nothing) and the options' component once loaded.
 */
export function useSuggestions(
  query: string,
  active: boolean,
): {
  state: SuggestionsState;
  source: ReactNode;
  Options: LazyModule['SuggestionOptions'] | null;
} {
  const [loaded, setLoaded] = useState<LazyModule | null>(null);
  const [state, setState] = useState(NOT_READY);

  useEffect(() => {
    if (!active || loaded !== null) return;
    let cancelled = false;
    loadLazy().then(
      (module) => {
        if (!cancelled) setLoaded(module);
      },
      // Suggestions are a convenience: without the chunk (offline before it was
      // cached) the field still submits to the catalogue. The next focus tries again.
      () => {},
    );
    return () => {
      cancelled = true;
    };
  }, [active, loaded]);

  if (loaded === null) return { state, source: null, Options: null };
  const { SuggestionsSource, SuggestionOptions } = loaded;
  return {
    state,
    source: <SuggestionsSource query={query} onChange={setState} />,
    Options: SuggestionOptions,
  };
}
