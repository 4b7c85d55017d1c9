import collections from 'virtual:collections';
import records from 'virtual:product-data';
import { categoryCounts } from '../features/catalog/category-tiles';
import { catalogView } from '../features/catalog/catalog-view';
import { similarProducts } from '../features/product-page/similar-products';
import { newestOf } from '../features/products/newest';
import { productsOfRecords, type ProductRecord } from '../features/products/product-records';
import type { Product } from '../features/products/types';
import { firstViewOf } from './first-view-of';

const NOW = Date.parse('2026-11-26T00:00:00Z');
const whole = productsOfRecords(records, NOW);
/** The whole list with some pieces sold and reserved, which the catalogue puts last. */
const withSold: ProductRecord[] = records.map((record, at) =>
  at % 7 === 0 ? { ...record, status: at % 2 ? 'sold' : 'reserved' } : record,
);
const firstProducts = (path: string, list: readonly ProductRecord[] = records) =>
  productsOfRecords(firstViewOf(path, list, productsOfRecords(list, NOW), NOW).records, NOW);
const ids = (products: readonly Product[]) => products.map(({ id }) => id);
const DEFAULT_VIEW = { searchIds: null, sort: '', page: 1 } as const;

describe('a page’s first view', () => {
  it('brings the home page’s newest goods and a picture for each category, and the counts', () => {
    const view = firstViewOf('', records, whole, NOW);
    const first = productsOfRecords(view.records, NOW);
    expect(first.length).toBeLessThanOrEqual(8 + Object.keys(view.counts!).length);
    expect(ids(newestOf(first))).toEqual(ids(newestOf(whole)));
    expect(view.counts).toEqual(categoryCounts(whole));
    for (const category of Object.keys(view.counts!))
      expect(first.find((p) => p.category === category)?.id).toBe(
        whole.find((p) => p.category === category)?.id,
      );
  });

  it.each([
    ['the sample', records],
    ['a list with sold and reserved pieces', withSold],
  ])('brings the catalogue’s first page and the whole list’s figures, of %s', (_, list) => {
    const all = productsOfRecords(list, NOW);
    const { records: drawn, catalog } = firstViewOf('catalog', list, all, NOW);
    const { items, ...figures } = catalogView(all, DEFAULT_VIEW);
    expect(drawn).toHaveLength(12);
    expect(catalog).toEqual(figures);
    expect(ids(catalogView(productsOfRecords(drawn, NOW), DEFAULT_VIEW).items)).toEqual(ids(items));
  });

  it('brings a product and its similar pieces, which the page finds among them as in the whole list', () => {
    for (const id of [1, 3, 50, 250]) {
      const first = firstProducts(`catalog/${id}`);
      const product = whole.find((p) => p.id === id)!;
      expect(first).toHaveLength(5);
      expect(ids(similarProducts(product, first))).toEqual(ids(similarProducts(product, whole)));
    }
  });

  it('brings a collection’s first page in the collection’s order, its figures, and on the home page each collection’s cover', () => {
    const onSale = collections.find(({ slug }) => slug === 'zi-znyzhkoiu')!;
    const goods = onSale.goods.map((id) => whole.find((p) => p.id === id)!);
    const { records: drawn, catalog } = firstViewOf(
      'collections/zi-znyzhkoiu',
      records,
      whole,
      NOW,
      collections,
    );
    const { items, ...figures } = catalogView(goods, DEFAULT_VIEW);
    expect(catalog).toEqual(figures);
    expect(catalog!.total).toBe(onSale.goods.length);
    // The page orders what it drew by the collection's goods, as the route does.
    const first = productsOfRecords(drawn, NOW);
    const inOrder = onSale.goods.flatMap((id) => first.find((p) => p.id === id) ?? []);
    expect(ids(catalogView(inOrder, DEFAULT_VIEW).items)).toEqual(ids(items));
    expect(ids(items)).toEqual(onSale.goods.slice(0, 12));

    const home = productsOfRecords(firstViewOf('', records, whole, NOW, collections).records, NOW);
    for (const {
      goods: [cover],
    } of collections)
      expect(ids(home)).toContain(cover);
  });

  it('keeps the list’s order, which the pages’ choices rest on', () => {
    const first = firstProducts('catalog', withSold);
    expect(ids(first)).toEqual([...ids(first)].sort((a, b) => a - b));
  });
});
