import { makeProduct } from '../../test/product-fixture';
import { similarProducts } from './similar-products';

const list = [
  makeProduct(1, { category: 'Вази', material: 'Скло' }),
  makeProduct(2, { category: 'Меблі', material: 'Скло' }),
  makeProduct(3, { category: 'Тарілки', material: 'Дерево' }),
  makeProduct(4, { category: 'Вази', material: 'Кераміка' }),
  makeProduct(5, { category: 'Меблі', material: 'Дерево' }),
  makeProduct(6, { category: 'Тарілки', material: 'Скло' }),
  makeProduct(7, { category: 'Іграшки', material: 'Папір' }),
];
const ids = (products: { id: number }[]) => products.map((p) => p.id);

describe('similarProducts', () => {
  it('takes the same category first, then the same material, then the rest, in list order', () => {
    expect(ids(similarProducts(list[0]!, list))).toEqual([4, 2, 6, 3]);
    expect(ids(similarProducts(list[4]!, list))).toEqual([2, 3, 1, 4]);
  });

  it('never offers the product itself, and at most four', () => {
    for (const product of list) {
      const similar = similarProducts(product, list);
      expect(ids(similar)).not.toContain(product.id);
      expect(similar).toHaveLength(4);
    }
  });

  it('offers what there is when the list is short', () => {
    expect(ids(similarProducts(list[0]!, list.slice(0, 2)))).toEqual([2]);
    expect(similarProducts(list[0]!, [list[0]!])).toEqual([]);
  });
});
