import { perList } from '../products/per-list';
import { productsById } from '../products/products-by-id';
import type { Product } from '../products/types';
import type { ProductSearch } from './product-search';
import {
  matchedLength,
  MIN_SUGGEST_LENGTH,
  normalizeText,
  queryTerms,
  splitWords,
} from './search-text';

// Kept in search-text.ts, which the header's first-load code may import.
export { MIN_SUGGEST_LENGTH } from './search-text';

export interface CategorySuggestion {
  category: Product['category'];
  /** How many of the query's results are in this category. */
  count: number;
}

export interface Suggestions {
  /** The best matching products, best first. */
  products: Product[];
  /** Categories whose name the query matches, most results first. */
  categories: CategorySuggestion[];
  /** As in SearchResult: the query read on the other keyboard layout, when that is what matched. */
  correctedQuery?: string;
}

const NONE: Suggestions = { products: [], categories: [] };

/** The categories a list has, in the order they first occur, once per list (per-list.ts). */
const categoriesOf = perList((products) => [
  ...new Set(products.map((product) => product.category)),
]);

/** True when every query term matches some word of the name, by the search's rules. */
function nameMatches(name: string, terms: readonly string[]): boolean {
  const words = splitWords(name).map((word) => normalizeText(word.text));
  return terms.every((term) => words.some((word) => matchedLength(word, term) > 0));
}

/**
 * The data of the header field's suggestions (the combobox comes
 * later): up to `limit` products from the search, and up to `limit`
 * categories whose name the query matches (`ваз` → Вази, `кел` → both kinds
 * of Келихи). Nothing under two characters.
 */
export function suggest(
  search: ProductSearch,
  products: readonly Product[],
  query: string,
  limit = 5,
): Suggestions {
  if ([...query.trim()].length < MIN_SUGGEST_LENGTH || limit <= 0) return NONE;
  const { ids, correctedQuery } = search.search(query);
  const terms = queryTerms(correctedQuery ?? query);
  if (terms.length === 0) return NONE;

  const byId = productsById(products);
  // Most queries name no category: the results are counted only for those they name.
  const hits = new Map(
    categoriesOf(products)
      .filter((category) => nameMatches(category, terms))
      .map((category) => [category, 0]),
  );
  if (hits.size > 0) {
    for (const id of ids) {
      const category = byId.get(id)?.category;
      if (category === undefined) continue;
      const count = hits.get(category);
      if (count !== undefined) hits.set(category, count + 1);
    }
  }
  const categories = [...hits]
    .map(([category, count]) => ({ category, count }))
    .sort((a, b) => b.count - a.count || a.category.localeCompare(b.category, 'uk'))
    .slice(0, limit);

  const found = ids
    .slice(0, limit)
    .map((id) => byId.get(id))
    .filter((product) => product !== undefined);
  return correctedQuery === undefined
    ? { products: found, categories }
    : { products: found, categories, correctedQuery };
}
