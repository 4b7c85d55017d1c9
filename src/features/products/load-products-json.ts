import { parseProducts } from './product-schema';
import type { GalleryEntry, Product } from './types';

/**
 * The optional static product source: a JSON file on the site,
 * named at build time by VITE_PRODUCTS_URL, instead of the generator. Any
 * failure (network, non-2xx, not JSON, invalid products) rejects, which
 * TanStack Query turns into isError: the page says so and offers a retry.
 */

export class ProductsRequestError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ProductsRequestError';
  }
}

/**
 * Relative picture paths in the file are read relative to the file itself,
 * as in a web manifest, so that `images/a.svg` beside products.json works
 * whatever page the visitor is on.
 */
function resolveAgainst(file: URL, address: string): string {
  const url = new URL(address, file);
  return url.origin === file.origin ? `${url.pathname}${url.search}` : url.href;
}

function withResolvedMedia(product: Product, file: URL): Product {
  const resolve = (address: string) => resolveAgainst(file, address);
  const gallery = product.gallery.map((entry): GalleryEntry =>
    entry.type === 'video'
      ? { type: 'video', url: resolve(entry.url), poster: resolve(entry.poster) }
      : { type: 'image', url: resolve(entry.url) },
  );
  return { ...product, mainImage: resolve(product.mainImage), gallery };
}

export async function loadProductsJson(
  address: string,
  base: string = `${window.location.origin}${import.meta.env.BASE_URL}`,
  fetchImpl: typeof fetch = fetch,
): Promise<Product[]> {
  const file = new URL(address, base);
  // docs/robustness.md: a URL under the site; the CSP (connect-src 'self') would refuse any other anyway.
  if (file.origin !== new URL(base).origin) {
    throw new ProductsRequestError(`products URL is not on this site: ${file.href}`);
  }
  let response: Response;
  try {
    response = await fetchImpl(file.href, { headers: { Accept: 'application/json' } });
  } catch (error) {
    throw new ProductsRequestError(
      `products request failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (!response.ok) {
    throw new ProductsRequestError(`products request answered ${response.status}`, response.status);
  }
  let data: unknown;
  try {
    data = await response.json();
  } catch {
    throw new ProductsRequestError('products file is not JSON');
  }
  return parseProducts(data).map((product) => withResolvedMedia(product, file));
}
