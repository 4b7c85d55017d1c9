import { matchedLength, normalizeText, queryTerms, splitWords } from './search-text';

/** A half-open range `[start, end)` of a text, in UTF-16 units. */
export interface HighlightRange {
  start: number;
  end: number;
}

/** Titles are short; this only bounds the work for an unexpected long text. */
const MAX_HIGHLIGHT_WORDS = 200;

/**
 * The end of the part of `word` (as written) whose folded form is `length`
 * folded characters long, taking in combining marks that follow it (`Порц`
 * of `Порцеляна`; the `é` of `Café` whole even when written decomposed).
 */
function writtenEnd(word: string, length: number): number {
  let end = 0;
  while (end < word.length && normalizeText(word.slice(0, end)).length < length) {
    end += word.codePointAt(end)! > 0xffff ? 2 : 1;
  }
  while (end < word.length && /\p{M}/u.test(word[end]!)) end += 1;
  return end;
}

/**
 * The parts of `text` that `query` matches, by the search's own rules (issue
 * 5): the matched prefix of a word (`порц` marks `Порц` in `Порцеляна`; `ваза`
 * marks `Ваз` in `Вази` through its stem), the whole word for a typo match
 * (`порцилана` marks `Порцеляна`). Sorted, not overlapping. Pass the
 * `correctedQuery` of the search result when there is one.
 */
export function highlightRanges(text: string, query: string): HighlightRange[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  const ranges: HighlightRange[] = [];
  for (const word of splitWords(text).slice(0, MAX_HIGHLIGHT_WORDS)) {
    const folded = normalizeText(word.text);
    const length = Math.max(...terms.map((term) => matchedLength(folded, term)));
    if (length === 0) continue;
    const end = length >= folded.length ? word.text.length : writtenEnd(word.text, length);
    ranges.push({ start: word.start, end: word.start + end });
  }
  return ranges;
}
