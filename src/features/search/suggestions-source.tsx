import { useEffect, useMemo } from 'react';
import { useProducts } from '../products/use-products';
import { suggestionsFor } from './suggestions-engine';
import type { SuggestionsState } from './use-suggestions';

interface SuggestionsSourceProps {
  query: string;
  onChange: (state: SuggestionsState) => void;
}

/**
 * Renders nothing: reads the product list (useProducts, the shared
 * ['products', 250] query) and reports the suggestions for the query. It
 * lives in the lazily loaded chunk with the engine, so neither MiniSearch nor
 * the query observer is part of the first load.
 */
export function SuggestionsSource({ query, onChange }: SuggestionsSourceProps) {
  const { products } = useProducts();
  const state = useMemo<SuggestionsState | null>(
    () =>
      products === undefined
        ? null
        : { query, suggestions: suggestionsFor(products, query), ready: true },
    [products, query],
  );
  useEffect(() => {
    if (state !== null) onChange(state);
  }, [state, onChange]);
  return null;
}
