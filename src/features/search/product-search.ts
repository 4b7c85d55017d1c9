import MiniSearch, { type Query } from 'minisearch';
import { eraGroup } from '../../shared/catalogue/parse-era';
import type { Product } from '../products/types';
import {
  isLatinLayoutWord,
  isUkrainianLayoutWord,
  latinToUkrainian,
  ukrainianToLatin,
} from './keyboard-layout';
import {
  capQuery,
  maxTypos,
  MAX_QUERY_TERMS,
  processTerm,
  queryTerms,
  stemOf,
  tokenize,
} from './search-text';

/**
 * Search over the product list (docs/decisions/005-catalogue.md):
 * title, description, country, category, material, maker and era, folded alike when
 * indexing and when searching (case, accents, apostrophes, ґ/г, Latin i/і);
 * every word must match, as the prefix of a word, with typos allowed in words
 * of five letters or more; title and category count more than description.
 * A query typed on the wrong keyboard layout is corrected when it finds
 * nothing as typed.
 *
 * This is the contract the catalogue relies on: build once per product list
 * (useMemo), ask many times.
 */

// Kept here too so that code written against the first contract keeps working;
// modules of the first load should import them from search-text.ts, which does
// not pull in MiniSearch.
export { normalizeText } from './search-text';

export interface SearchResult {
  /** Ids of the matching products, best match first. */
  ids: number[];
  /**
   * Set when the query found nothing as typed but did once read on the other
   * keyboard layout (`dfpb` → `вази`): the query that was searched, for
   * `uk.search.correctedQuery` and for the highlight.
   */
  correctedQuery?: string;
}

export interface ProductSearch {
  /** Matches for a query; a blank query matches nothing (callers treat blank as "no search"). */
  search(query: string): SearchResult;
  /**
   * Indexes more of the list for about `ms` milliseconds; true once the whole
   * list is in. A search first indexes whatever is left.
   */
  indexFor(ms: number): boolean;
}

/** Products indexed between two looks at the clock when indexing in slices. */
const INDEXED_BETWEEN_CHECKS = 10;

/** How many recent queries keep their answer (see createProductSearch). */
const RECENT_QUERIES = 8;

/** What a query is looked for in (docs/catalogue-and-favourites.md's `q` says so). */
export const SEARCH_FIELDS = [
  'title',
  'category',
  'material',
  'maker',
  'era',
  'country',
  'description',
] as const;
const FIELDS = SEARCH_FIELDS;

/** Better matches first: the title and the category name say most about a product. */
const BOOST: Record<(typeof FIELDS)[number], number> = {
  title: 3,
  category: 2.5,
  material: 2,
  maker: 2,
  era: 1.5,
  country: 1.5,
  description: 1,
};

/**
 * A field's text: an era is found by its own words and its groups' (`1968`
 * by `1960-ті` and `XX століття`, as the catalogue's group counts it).
 */
function fieldText(product: Product, field: string): string | undefined {
  if (field === 'era') {
    if (!product.era) return undefined;
    const group = eraGroup(product.era);
    return [product.era, group?.name, group?.within?.name].filter(Boolean).join(' ');
  }
  return (product as unknown as Record<string, string | undefined>)[field];
}

/** A match on the stem only (`ваз` for `ваза`) counts for less than one on the word. */
const STEM_BOOST = 0.5;

/**
 * One query word: itself as a prefix, with its allowed typos, or else its stem
 * as a prefix without typos.
 */
function termQuery(term: string): Query {
  const word: Query = { queries: [term], prefix: true, fuzzy: maxTypos(term) };
  const stem = stemOf(term);
  if (stem === null) return word;
  return {
    combineWith: 'OR',
    queries: [word, { queries: [stem], prefix: true, fuzzy: false, boostTerm: () => STEM_BOOST }],
  };
}

/**
 * The query with each whitespace-separated word that finds nothing on its own
 * read on the other layout, when it is made of that layout's keys; null when
 * no word changes. A word that does match (`king` in `king dfpb`) stays.
 */
function otherLayout(query: string, findsAny: (text: string) => boolean): string | null {
  let changed = false;
  const words = capQuery(query)
    .trim()
    .split(/\s+/)
    .slice(0, MAX_QUERY_TERMS)
    .map((word) => {
      const convert = isLatinLayoutWord(word)
        ? latinToUkrainian
        : isUkrainianLayoutWord(word)
          ? ukrainianToLatin
          : null;
      if (convert === null || findsAny(word)) return word;
      changed = true;
      return convert(word);
    });
  return changed ? words.join(' ') : null;
}

export interface ProductSearchOptions {
  /** How many recent queries keep their answer; 0 for none (the bench times real searches). */
  recentQueries?: number;
  /** Index nothing yet: `indexFor` does it in slices, or the first search at once. */
  deferIndexing?: boolean;
}

export function createProductSearch(
  products: readonly Product[],
  { recentQueries = RECENT_QUERIES, deferIndexing = false }: ProductSearchOptions = {},
): ProductSearch {
  // The catalogue repeats its words (categories, materials, description
  // phrases): folding each distinct word once makes the 10 000-product index
  // several times faster to build.
  const folded = new Map<string, string | null>();
  const index = new MiniSearch<Product>({
    fields: [...FIELDS],
    extractField: fieldText,
    tokenize,
    processTerm: (word) => {
      let term = folded.get(word);
      if (term === undefined) {
        term = processTerm(word);
        folded.set(word, term);
      }
      return term;
    },
    // Queries are folded without the cache, which would otherwise grow with every query.
    searchOptions: { boost: BOOST, combineWith: 'AND', tokenize, processTerm },
  });
  let indexed = 0;
  function indexFor(ms: number): boolean {
    const stop = performance.now() + ms;
    while (indexed < products.length && performance.now() < stop) {
      // A few at a time between looks at the clock, which costs more than one product.
      const end = Math.min(indexed + INDEXED_BETWEEN_CHECKS, products.length);
      for (; indexed < end; indexed += 1) index.add(products[indexed]!);
    }
    if (indexed < products.length) return false;
    folded.clear();
    return true;
  }
  if (!deferIndexing) indexFor(Infinity);

  function run(query: string): number[] {
    indexFor(Infinity);
    const terms = queryTerms(query);
    if (terms.length === 0) return [];
    return index
      .search({ combineWith: 'AND', queries: terms.map(termQuery) })
      .map((result) => result.id as number);
  }

  function searchUncached(query: string): SearchResult {
    // One MiniSearch query per distinct text: a one-word query that finds
    // nothing would otherwise be searched again by the layout check.
    const runs = new Map<string, number[]>();
    const runOnce = (text: string) => {
      // Keyed by the folded words, which are all that the search reads.
      const key = queryTerms(text).join(' ');
      let ids = runs.get(key);
      if (ids === undefined) {
        ids = run(text);
        runs.set(key, ids);
      }
      return ids;
    };
    const ids = runOnce(query);
    if (ids.length > 0) return { ids };
    const corrected = otherLayout(query, (word) => runOnce(word).length > 0);
    if (corrected === null) return { ids };
    const correctedIds = runOnce(corrected);
    return correctedIds.length > 0 ? { ids: correctedIds, correctedQuery: corrected } : { ids };
  }

  // On a key press both the header's suggestions and the catalogue ask
  // for the same query; a one-letter prefix over 10 000 products costs ~10 ms,
  // so the latest few answers are kept (same query, same answer object).
  const recent = new Map<string, SearchResult>();
  return {
    indexFor,
    search(query) {
      const cached = recent.get(query);
      if (cached !== undefined) return cached;
      const result = searchUncached(query);
      if (recentQueries > 0) {
        recent.set(query, result);
        if (recent.size > recentQueries) recent.delete(recent.keys().next().value!);
      }
      return result;
    },
  };
}
