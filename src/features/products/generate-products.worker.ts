/// <reference lib="webworker" />
import { generateProducts } from './generate-products';

/**
 * Generates a large product list off the main thread, so that asking for
 * thousands of products never freezes the page (issue: fast at 10 000).
 */
self.onmessage = (event: MessageEvent<{ count: number; now: number }>) => {
  const { count, now } = event.data;
  try {
    self.postMessage({ ok: true, products: generateProducts(count, new Date(now)) });
  } catch (error) {
    self.postMessage({
      ok: false,
      message: error instanceof Error ? error.message : String(error),
    });
  }
};
