import { DEFAULT_PRODUCT_COUNT } from '../../shared/config/spec';
import type { Product } from './types';

/**
 * spec §7: the product list is produced locally after a zero-delay timeout.
 * The generator (and faker with it) is loaded on demand, in its own chunk.
 */
export async function fetchProducts(count = DEFAULT_PRODUCT_COUNT): Promise<Product[]> {
  const { generateProducts } = await import('./generate-products');
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      try {
        resolve(generateProducts(count));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    }, 0);
  });
}
