const pluralRules = new Intl.PluralRules('uk-UA');

/** The Ukrainian form of a word for a count: pluralWord(2, ['товар', 'товари', 'товарів']) → 'товари'. */
export function pluralWord(count: number, forms: readonly [string, string, string]): string {
  const rule = pluralRules.select(count);
  return rule === 'one' ? forms[0] : rule === 'few' ? forms[1] : forms[2];
}

/**
 * Picks the Ukrainian plural form for a count: forms are [one, few, many],
 * e.g. ['товар', 'товари', 'товарів'] gives 1 товар, 2 товари, 5 товарів.
 */
export function pluralize(count: number, forms: readonly [string, string, string]): string {
  return `${count} ${pluralWord(count, forms)}`;
}
