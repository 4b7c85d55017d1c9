import type { Product } from '../products/types';

/**
 * Search over the product list (DECISIONS.md, Catalogue behaviour): title,
 * description, country, category and material; case- and accent-insensitive;
 * the apostrophe variants count as one; ґ matches г and a Latin i matches і;
 * surrounding spaces are ignored; every word must match.
 *
 * This is the contract the catalogue relies on: build once per product list,
 * ask many times. (The search issue replaces the matching inside with a real
 * search library; the shape stays.)
 */

export interface SearchResult {
  /** Ids of the matching products, best match first. */
  ids: number[];
}

export interface ProductSearch {
  /** Matches for a query; a blank query matches nothing (callers treat blank as "no search"). */
  search(query: string): SearchResult;
}

const APOSTROPHES = /['’ʼ‘`]/g;

/**
 * Folds text the way the shop compares it: lower case, no accents or other
 * combining marks (so й and ї fold to и and і too: a shopper who misses them
 * still finds the goods), one apostrophe, г for ґ, Ukrainian і for Latin i.
 */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(APOSTROPHES, "'")
    .replace(/ґ/g, 'г')
    .replace(/i/g, 'і');
}

export function isBlankQuery(query: string): boolean {
  return query.trim() === '';
}

function haystack(product: Product): string {
  return normalizeText(
    [product.title, product.description, product.country, product.category, product.material].join(
      ' ',
    ),
  );
}

export function createProductSearch(products: readonly Product[]): ProductSearch {
  const texts = products.map((product) => ({ id: product.id, text: haystack(product) }));
  return {
    search(query) {
      const words = normalizeText(query).split(/\s+/).filter(Boolean);
      if (words.length === 0) return { ids: [] };
      return {
        ids: texts
          .filter(({ text }) => words.every((word) => text.includes(word)))
          .map(({ id }) => id),
      };
    },
  };
}
