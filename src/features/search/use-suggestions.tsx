import { useEffect, useState, type ReactNode } from 'react';
import type { Suggestions } from './suggest';

type SourceModule = typeof import('./suggestions-source');

let sourceLoad: Promise<SourceModule> | null = null;

/** One download of the suggestions chunk for the whole page; a failed one may be tried again. */
function loadSource(): Promise<SourceModule> {
  sourceLoad ??= import('./suggestions-source').catch((error: unknown) => {
    sourceLoad = null;
    throw error;
  });
  return sourceLoad;
}

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
 * (MiniSearch) and the product list's query loads once, in the background.
 * Returns the state and an element to render (it draws nothing).
 */
export function useSuggestions(
  query: string,
  active: boolean,
): { state: SuggestionsState; source: ReactNode } {
  const [Source, setSource] = useState<SourceModule['SuggestionsSource'] | null>(null);
  const [state, setState] = useState(NOT_READY);

  useEffect(() => {
    if (!active || Source !== null) return;
    let cancelled = false;
    loadSource().then(
      (loaded) => {
        if (!cancelled) setSource(() => loaded.SuggestionsSource);
      },
      // Suggestions are a convenience: without the chunk (offline before it was
      // cached) the field still submits to the catalogue. The next focus tries again.
      () => {},
    );
    return () => {
      cancelled = true;
    };
  }, [active, Source]);

  return { state, source: Source === null ? null : <Source query={query} onChange={setState} /> };
}
