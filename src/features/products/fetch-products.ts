import { DEFAULT_PRODUCT_COUNT } from '../../shared/config/spec';
import type { Product } from './types';

/**
 * Above this many products the list is generated in a Web Worker: 250 take a
 * few milliseconds on the main thread, 10 000 would block it for a noticeable
 * time on a cheap phone.
 */
export const WORKER_THRESHOLD = 2_000;

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
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'product worker failed'));
    };
    worker.postMessage({ count, now: Date.now() });
  });
}

/**
 * spec §7: the product list is produced locally after a zero-delay timeout.
 * The generator (and faker with it) is loaded on demand, in its own chunk.
 */
export async function fetchProducts(count = DEFAULT_PRODUCT_COUNT): Promise<Product[]> {
  if (count > WORKER_THRESHOLD && typeof Worker !== 'undefined') return generateInWorker(count);
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
