/**
 * How the shop reads text for search (docs/decisions/005-catalogue.md), with
 * no search library in it: the header field can import these without pulling
 * the index (MiniSearch) into the first-load bundle.
 */

/** Only the first 200 characters of a query are searched: enough for any real query, cheap for a pasted novel. */
export const MAX_QUERY_LENGTH = 200;
export { MIN_SUGGEST_LENGTH } from './search-limits';
/** Only the first 12 distinct words of a query are searched (each one is a lookup in the index). */
export const MAX_QUERY_TERMS = 12;

const APOSTROPHES = /['’ʼ‘`]/g;

/**
 * A word: letters, combining marks and digits, with single apostrophes inside
 * (`інтер'єру` is one word; a leading or trailing quote is not part of it).
 * Everything else (spaces, punctuation, emoji, control and bidi characters)
 * separates words. No nested quantifier can backtrack: the apostrophe is the
 * only way out of a letter run.
 */
const WORD = /[\p{L}\p{M}\p{N}]+(?:['’ʼ‘`][\p{L}\p{M}\p{N}]+)*/gu;

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

export interface WordSpan {
  /** The word as written. */
  text: string;
  /** Its offset in the source string (UTF-16 units). */
  start: number;
}

/** The words of a text as written, with their offsets; the index and the highlight split text alike. */
export function splitWords(text: string): WordSpan[] {
  return Array.from(text.matchAll(WORD), (match) => ({ text: match[0], start: match.index }));
}

/** The index's tokenizer: the words as written (folding comes after, in `processTerm`). */
export function tokenize(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** The index's `processTerm`: a folded word, or null for one that folds to nothing. */
export function processTerm(word: string): string | null {
  const term = normalizeText(word);
  return term === '' ? null : term;
}

/** Cuts a query to the searched length without leaving half of a surrogate pair at the end. */
export function capQuery(query: string): string {
  if (query.length <= MAX_QUERY_LENGTH) return query;
  const cut = query.slice(0, MAX_QUERY_LENGTH);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** The folded, distinct words of a query that are searched (capped in length and number). */
export function queryTerms(query: string): string[] {
  const terms: string[] = [];
  for (const word of tokenize(capQuery(query))) {
    const term = processTerm(word);
    if (term !== null && !terms.includes(term)) terms.push(term);
    if (terms.length === MAX_QUERY_TERMS) break;
  }
  return terms;
}

/**
 * How many typing mistakes a query word may have: none under five letters
 * (`ваха` is another word, not a misspelt `ваза`; short words match exactly or
 * as a prefix), one for five to seven letters, two from eight
 * (`порцилана` → `порцеляна`).
 */
export function maxTypos(term: string): number {
  const length = [...term].length;
  if (length < 5) return 0;
  return length < 8 ? 1 : 2;
}

const FINAL_VOWEL = /[аеєиіїоуюяйь]$/;

/**
 * A crude Ukrainian stem: a word of four letters or more that ends in a vowel
 * (or ь) without that ending, so `ваза` also finds `вази` and `кава` finds
 * `кавові` (inflection mostly changes the ending). Null when there is none.
 * It is a prefix, not a typo: `ваха` (stem `вах`) still does not find `ваза`.
 */
export function stemOf(term: string): string | null {
  if ([...term].length < 4 || !FINAL_VOWEL.test(term)) return null;
  return term.slice(0, -1);
}

/**
 * Levenshtein distance of two strings, or `max + 1` as soon as it must exceed
 * `max` (the highlight only needs to know "within the allowed typos").
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * How much of a folded word a folded query term matches, by the search's own
 * rules: the length of the matched prefix (the term, or its stem), the whole
 * word for a typo match, 0 for none.
 */
export function matchedLength(word: string, term: string): number {
  if (word.startsWith(term)) return term.length;
  const stem = stemOf(term);
  if (stem !== null && word.startsWith(stem)) return stem.length;
  const typos = maxTypos(term);
  if (typos > 0 && editDistance(word, term, typos) <= typos) return word.length;
  return 0;
}
