/**
 * The header field's one rule of search it needs before the visitor types: a
 * module of its own, so that the first load carries this number and not how
 * search reads text (search-text.ts), which only the suggestions' and the
 * catalogue's chunks need.
 */

/** Suggestions start at two characters: one letter matches half the shop. */
export const MIN_SUGGEST_LENGTH = 2;
