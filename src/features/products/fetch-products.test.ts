import { generateProducts } from './generate-products';
import { fetchProducts } from './fetch-products';

describe('fetchProducts', () => {
  afterEach(() => vi.useRealTimers());

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

  it('resolves the list the generator makes, dated relative to this moment', async () => {
    vi.useFakeTimers({ now: new Date('2027-03-01T09:00:00Z'), toFake: ['Date'] });
    const list = await fetchProducts(250);
    expect(list).toEqual(generateProducts(250, new Date()));
  });
});
