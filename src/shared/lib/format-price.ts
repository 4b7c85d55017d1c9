/** The numeric value of a product's price string ("1 250" → 1250). */
export function parsePrice(price: string): number {
  return Number(price.replace(/\D/g, ''));
}

/** A product's price string from its value (1250 → "1 250", a plain space): parsePrice's inverse. */
export function priceString(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}

/**
 * A whole amount grouped the uk-UA way ("1 250", with U+00A0), without the
 * currency: what `Intl.NumberFormat('uk-UA')` writes for a whole number
 * (format-price.test.ts holds the two side by side). Not through Intl: the
 * first uk-UA number format a page makes loads the locale's data, 25-50 ms on
 * this machine's Chromium, and every card's price would wait for it.
 */
export function formatAmount(value: number): string {
  return String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
}

/** How a price is shown everywhere (docs/decisions/002-sample-data.md: prices): "1 250 ₴" with uk-UA grouping. */
export function formatPrice(price: string | number): string {
  const value = typeof price === 'number' ? price : parsePrice(price);
  return `${formatAmount(value)} ₴`;
}
