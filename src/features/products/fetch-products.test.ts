import { fetchProducts } from './fetch-products';

describe('fetchProducts', () => {
  it('resolves 12 products by default, after a timeout rather than at once', async () => {
    let settled = false;
    const pending = fetchProducts().then((list) => {
      settled = true;
      return list;
    });
    expect(settled).toBe(false);
    const list = await pending;
    expect(list).toHaveLength(12);
    expect(list[0]?.id).toBe(1);
  });

  it('resolves the count it is asked for', async () => {
    expect(await fetchProducts(250)).toHaveLength(250);
  });
});
