const priceFormat = new Intl.NumberFormat('uk-UA', { maximumFractionDigits: 0 });

/** The numeric value of a product's price string ("1 250" → 1250). */
export function parsePrice(price: string): number {
  return Number(price.replace(/\D/g, ''));
}

/** How a price is shown everywhere (DECISIONS.md, Data): "1 250 ₴" with uk-UA grouping. */
export function formatPrice(price: string | number): string {
  const value = typeof price === 'number' ? price : parsePrice(price);
  return `${priceFormat.format(value)} ₴`;
}
