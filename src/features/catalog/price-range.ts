import { PRICE_MAX, PRICE_MIN } from '../../shared/config/catalog';
import type { PriceRange } from '../../shared/lib/catalog-address';
import { formatAmount, formatPrice } from '../../shared/lib/format-price';

/** The chart, the chosen-filter label and the pipeline's test of a price range (catalog-view.ts). */

export function hasPriceRange(range: PriceRange): boolean {
  return range.min !== null || range.max !== null;
}

export function inPriceRange(price: number, { min, max }: PriceRange): boolean {
  return (min === null || price >= min) && (max === null || price <= max);
}

/** How a range is named in words: `500–1 500 ₴`, `від 500 ₴`, `до 1 500 ₴`. */
export function describePriceRange({ min, max }: PriceRange): string {
  if (min !== null && max !== null) {
    return min === max ? formatPrice(min) : `${formatAmount(min)}–${formatAmount(max)} ₴`;
  }
  if (min !== null) return `від ${formatPrice(min)}`;
  if (max !== null) return `до ${formatPrice(max)}`;
  return '';
}

/** The chart's bands: ten of equal width over 100..5000, the last one closed. */
export const PRICE_BAND_COUNT = 10;
const BAND_WIDTH = (PRICE_MAX - PRICE_MIN) / PRICE_BAND_COUNT;

export function priceBandOf(price: number): number {
  const band = Math.floor((price - PRICE_MIN) / BAND_WIDTH);
  return Math.min(PRICE_BAND_COUNT - 1, Math.max(0, band));
}

/** A band's lowest and highest whole price. */
export function priceBandBounds(band: number): { from: number; to: number } {
  const from = Math.ceil(PRICE_MIN + band * BAND_WIDTH);
  const to =
    band === PRICE_BAND_COUNT - 1 ? PRICE_MAX : Math.ceil(PRICE_MIN + (band + 1) * BAND_WIDTH) - 1;
  return { from, to };
}

/** Whether any price of the band lies in the range (the chart marks those bands). */
export function bandInRange(band: number, range: PriceRange): boolean {
  const { from, to } = priceBandBounds(band);
  return (range.min === null || to >= range.min) && (range.max === null || from <= range.max);
}
