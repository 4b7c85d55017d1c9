import { parsePrice } from '../src/shared/catalogue/parse-price.ts';
import { formatPrice } from '../src/shared/lib/format-price.ts';

/**
 * The list of goods says each price as the site shows it (`2 650 ₴`,
 * `1200,50` as `1 201 ₴`), on one line: Sveltia's summary
 * (builder/admin/admin-config.ts, `ціна {{price}}`) shows the text as typed,
 * and a phone's narrow line broke it inside («ціна 2 / 650»). What cannot be
 * read as a price is left as typed: the build's notes say why.
 */

/** The words before a price in a line of the list, and the price up to the next part. */
const PRICE_IN_LINE = /(ціна )([^·]*?)(\s*(?:·|$))/u;
const NO_BREAK = '\u00a0';

/** A line of the list with its price as the site shows it, unbreakable; unchanged if there is none. */
export function lineWithSitePrice(line: string): string {
  return line.replace(PRICE_IN_LINE, (whole, words: string, typed: string, rest: string) => {
    const parsed = parsePrice(typed);
    if ('problem' in parsed) return whole;
    return `${words.trimEnd()}${NO_BREAK}${formatPrice(parsed.value).replace(/\s/g, NO_BREAK)}${rest}`;
  });
}

/** Keeps every line of the goods' list so, as Sveltia draws and redraws it. */
export function showSitePricesInLists(root: Node = document.body): void {
  const fix = () => {
    for (const line of (root as ParentNode).querySelectorAll?.(
      '[role="grid"] [role="gridcell"] bdi',
    ) ?? []) {
      const text = line.textContent ?? '';
      const shown = lineWithSitePrice(text);
      if (shown !== text) line.textContent = shown;
    }
  };
  fix();
  new MutationObserver(fix).observe(root, { childList: true, subtree: true, characterData: true });
}
