import { SHOP } from '../../shared/config/shop';
import { DEFAULT_PRODUCT_COUNT } from '../../shared/config/spec';
import { productsOfRecords, sampleNow } from './product-records';
import type { Product } from './types';

/**
 * docs/product.md: the first `count` products, after a zero-delay timeout.
 * They were made when the site was built (builder/product-data-plugin.ts) and
 * arrive as a chunk of their own. The sample's are generated, at most the
 * count the build made, and dated here, relative to this visit (or to when
 * the page it opened on was drawn: product-records.ts). An owner's
 * catalogue (docs/owner-catalogue.md) is the whole list, whatever `count`:
 * no piece of theirs is ever left out.
 */
export async function fetchProducts(count = DEFAULT_PRODUCT_COUNT): Promise<Product[]> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  const { default: records } = await import('virtual:product-data');
  return productsOfRecords(SHOP.sample ? records.slice(0, count) : records, sampleNow());
}
