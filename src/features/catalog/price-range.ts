import { PRICE_MAX, PRICE_MIN } from '../../shared/config/spec';
import { formatAmount, formatPrice } from '../../shared/lib/format-price';

/**
 * The catalogue's price range: from and to, in whole hryvnias, both ends
 * included; null is no bound. Read the same way from the fields and from a
 * hand-edited address (`?min=&max=`): anything that is not a whole number is
 * ignored, a value outside 100..5000 is brought inside, and from above to is
 * swapped.
 */
export interface PriceRange {
  min: number | null;
  max: number | null;
}

export const NO_PRICE_RANGE: PriceRange = { min: null, max: null };

/** Group separators a visitor may type or paste: spaces, no-break and thin spaces. */
const SEPARATORS = /[\s\u00a0\u202f]/g;

/** A whole number of hryvnias as typed ("1 500", "₴" left off), brought into 100..5000; else null. */
export function parsePriceBound(text: string | null | undefined): number | null {
  if (text == null) return null;
  const digits = text.replace(SEPARATORS, '').replace(/₴$/, '');
  if (!/^\d{1,9}$/.test(digits)) return null;
  return Math.min(PRICE_MAX, Math.max(PRICE_MIN, Number(digits)));
}

/** The range with from ≤ to. */
export function orderedRange({ min, max }: PriceRange): PriceRange {
  return min !== null && max !== null && min > max ? { min: max, max: min } : { min, max };
}

export function parsePriceRange(min: string | null, max: string | null): PriceRange {
  return orderedRange({ min: parsePriceBound(min), max: parsePriceBound(max) });
}

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
