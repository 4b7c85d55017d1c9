import { categoryCounts } from '../features/catalog/category-tiles';
import { catalogView } from '../features/catalog/catalog-view';
import { similarProducts } from '../features/product-page/similar-products';
import { newestOf } from '../features/products/newest';
import type { ProductRecord } from '../features/products/product-records';
import type { Product } from '../features/products/types';
import { productsById } from '../features/products/products-by-id';
import type { PublishedCollection } from '../shared/catalogue/collections';
import type { FirstView } from './first-view';

/**
 * The first view of a page drawn at build time (first-view.ts): which
 * products it draws, and the figures of the whole list it shows. Run by the
 * build only (prerender.tsx). Each page computes its cards from `products`
 * as it would from the whole list, and gets the same ones: the newest are
 * the newest of any list that holds them, a category's first product is its
 * first in any list that holds it in the list's order, and so are the
 * catalogue's first page, a collection's, and a product's similar pieces.
 * The home page also draws each collection's first good, its tile's picture.
 */
export function firstViewOf(
  path: string,
  records: readonly ProductRecord[],
  products: readonly Product[],
  drawnAt: number,
  collections: readonly PublishedCollection[] = [],
): FirstView {
  const byId = productsById(products);
  const collection = collections.find(({ slug }) => path === `collections/${slug}`);
  let drawn: readonly Product[];
  let figures: Omit<FirstView, 'records' | 'drawnAt'> = {};
  if (path === '') {
    const firstOfCategory = new Map<string, Product>();
    for (const product of products)
      if (!firstOfCategory.has(product.category)) firstOfCategory.set(product.category, product);
    const covers = collections.flatMap(({ goods }) => byId.get(goods[0]!) ?? []);
    drawn = [...newestOf(products), ...firstOfCategory.values(), ...covers];
    figures = { counts: categoryCounts(products) };
  } else if (path === 'catalog') {
    const { items, ...catalog } = catalogView(products, { searchIds: null, sort: '', page: 1 });
    drawn = items;
    figures = { catalog };
  } else if (collection) {
    const goods = collection.goods.flatMap((id) => byId.get(id) ?? []);
    const { items, ...catalog } = catalogView(goods, { searchIds: null, sort: '', page: 1 });
    drawn = items;
    figures = { catalog };
  } else {
    const product = products.find(({ id }) => path === `catalog/${id}`);
    if (!product) throw new Error(`no product is drawn at ${path}`);
    drawn = [product, ...similarProducts(product, products)];
  }
  const ids = new Set(drawn.map(({ id }) => id));
  return { records: records.filter((_, at) => ids.has(products[at]!.id)), drawnAt, ...figures };
}
