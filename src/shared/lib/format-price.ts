const priceFormat = new Intl.NumberFormat('uk-UA', { maximumFractionDigits: 0 });

/** The numeric value of a product's price string ("1 250" → 1250). */
export function parsePrice(price: string): number {
  return Number(price.replace(/\D/g, ''));
}

/** A whole amount grouped the uk-UA way ("1 250", with U+00A0), without the currency. */
export function formatAmount(value: number): string {
  return priceFormat.format(value);
}

/** How a price is shown everywhere (docs/decisions/, prices): "1 250 ₴" with uk-UA grouping. */
export function formatPrice(price: string | number): string {
  const value = typeof price === 'number' ? price : parsePrice(price);
  return `${formatAmount(value)} ₴`;
}
