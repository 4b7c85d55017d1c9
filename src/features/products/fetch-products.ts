import { DEFAULT_PRODUCT_COUNT } from '../../shared/config/spec';
import type { Product } from './types';

type WorkerReply = { ok: true; products: Product[] } | { ok: false; message: string };

function generateInWorker(count: number): Promise<Product[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./generate-products.worker.ts', import.meta.url), {
      type: 'module',
    });
    worker.onmessage = (event: MessageEvent<WorkerReply>) => {
      worker.terminate();
      if (event.data.ok) resolve(event.data.products);
      else reject(new Error(event.data.message));
    };
    // Also when the worker's script cannot be loaded (offline, a failed request).
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      reject(new Error(event.message || 'product worker failed'));
    };
    worker.postMessage({ count, now: Date.now() });
  });
}

async function generateOnMainThread(count: number): Promise<Product[]> {
  const { generateProducts } = await import('./generate-products');
  return generateProducts(count);
}

/**
 * The build-time address of a static JSON product list (relative to
 * the base path, e.g. `products.json`); unset, the products are generated.
 */
export const PRODUCTS_URL = (import.meta.env.VITE_PRODUCTS_URL as string | undefined)?.trim() || '';

/**
 * docs/product.md: the product list is produced locally after a zero-delay timeout.
 * Wherever a Web Worker exists the generator (and faker, 445 KB) is loaded and
 * run in one, for every count: neither downloading nor evaluating faker then
 * blocks the main thread (Total Blocking Time). Without a Worker
 * (unit tests, very old browsers) it is loaded on demand in its own chunk.
 * With a JSON source, that file is loaded and checked instead (its loader and
 * valibot in their own chunk too); it holds the whole list, whatever `count`.
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
  return typeof Worker === 'undefined' ? generateOnMainThread(count) : generateInWorker(count);
}
