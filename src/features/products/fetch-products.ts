import { DEFAULT_PRODUCT_COUNT } from '../../shared/config/spec';
import { productsOfRecords } from './product-records';
import type { Product } from './types';

/**
 * The build-time address of a static JSON product list (relative to
 * the base path, e.g. `products.json`); unset, the products are those made
 * when the site was built.
 */
export const PRODUCTS_URL = (import.meta.env.VITE_PRODUCTS_URL as string | undefined)?.trim() || '';

/**
 * docs/product.md: the first `count` products, after a zero-delay timeout.
 * They were generated when the site was built and arrive as a chunk of their
 * own (build/product-data-plugin.ts, at most the count the build made); their
 * dates are made here, relative to this visit. With a JSON source, that file
 * is loaded and checked instead (its loader and valibot in their own chunk
 * too); it holds the whole list, whatever `count`.
 */
export async function fetchProducts(
  count = DEFAULT_PRODUCT_COUNT,
  source: string = PRODUCTS_URL,
): Promise<Product[]> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  if (source) {
    const { loadProductsJson } = await import('./load-products-json');
    return loadProductsJson(source);
  }
  const { default: records } = await import('virtual:product-data');
  return productsOfRecords(records.slice(0, count), Date.now());
}
