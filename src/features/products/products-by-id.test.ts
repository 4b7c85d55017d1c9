import { generateProducts } from './generate-products';
import { productOfAddress, productsById } from './products-by-id';

const products = generateProducts(12, new Date('2026-01-15T12:00:00Z'));

it('finds a product by its id, with one map per list', () => {
  expect(productsById(products).get(7)).toBe(products[6]);
  expect(productsById(products)).toBe(productsById(products));
});

it.each(['7', '12'])('takes the exact decimal id %s from an address', (id) => {
  expect(productOfAddress(products, id)?.id).toBe(Number(id));
});

it.each([undefined, '', '0', '07', '7.0', '1e1', ' 7', 'abc', '13', '99999999999999999'])(
  'finds no product for %j',
  (id) => {
    expect(productOfAddress(products, id)).toBeUndefined();
  },
);
