import exampleFile from '../../../public/products.example.json?raw';
import { generateProducts } from './generate-products';
import { InvalidProductsError, parseProducts } from './product-schema';

const example = JSON.parse(exampleFile) as Record<string, unknown>[];
const valid = () => structuredClone(example[0]!);

/** parseProducts refuses [product] and names the field. */
function expectRefused(product: unknown, field: string) {
  try {
    parseProducts([product]);
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidProductsError);
    expect((error as InvalidProductsError).problems.join('\n')).toContain(field);
    return;
  }
  throw new Error(`accepted a product with a bad ${field}`);
}

describe('parseProducts', () => {
  it('accepts public/products.example.json, the example of docs/robustness.md', () => {
    const products = parseProducts(example);
    expect(products.map((p) => p.id)).toEqual([1, 2, 3]);
    expect(products[0]?.gallery.at(-1)).toEqual({
      type: 'video',
      url: 'media/product-video.webm',
      poster: 'images/video-poster.svg',
    });
  });

  it('accepts what the generator makes', () => {
    expect(parseProducts(generateProducts(250))).toHaveLength(250);
  });

  it('accepts an empty list and trims text', () => {
    expect(parseProducts([])).toEqual([]);
    expect(parseProducts([{ ...valid(), title: '  Ваза  ' }])[0]?.title).toBe('Ваза');
  });

  it.each([
    ['not an array', { products: [] }],
    ['null', null],
    ['a string', '[]'],
  ])('refuses a file that is %s', (_, data) => {
    expect(() => parseProducts(data)).toThrow(InvalidProductsError);
  });

  it.each([
    ['id', 0],
    ['id', -1],
    ['id', 1.5],
    ['id', '1'],
    ['id', 2 ** 53],
    ['price', 1250],
    ['price', '1250'],
    ['price', '99'],
    ['price', '5 001'],
    ['price', '1 25'],
    ['price', '1\u00a0250'],
    ['price', '0 100'],
    ['title', ''],
    ['title', '   '],
    ['title', 'x'.repeat(201)],
    ['title', 42],
    ['description', null],
    ['country', ['Україна']],
    ['category', 'Космічні кораблі'],
    ['category', 'vazy'],
    ['material', 'Пластик'],
    ['mainImage', 'javascript:alert(1)'],
    ['mainImage', 'data:image/svg+xml,<svg onload=alert(1)>'],
    ['mainImage', 'a b.svg'],
    ['mainImage', ''],
    ['gallery', 'images/a.svg'],
    ['gallery', [{ type: 'audio', url: 'a.mp3' }]],
    ['gallery', [{ type: 'video', url: 'v.webm' }]],
    ['gallery', [{ type: 'image', url: 'javascript:alert(1)' }]],
    ['gallery', [{ type: 'image', url: 'a.svg', onerror: 'x' }]],
    ['createdAt', '2026-13-01T00:00:00Z'],
    ['createdAt', 'yesterday'],
    ['createdAt', 1_700_000_000_000],
  ])('refuses a product whose %s is %j', (field, value) => {
    expectRefused({ ...valid(), [field]: value }, field);
  });

  it.each(['id', 'price', 'title', 'category', 'mainImage', 'gallery', 'createdAt'])(
    'refuses a product without %s',
    (field) => {
      const product = valid();
      delete product[field];
      expectRefused(product, field);
    },
  );

  it('refuses duplicate ids', () => {
    expect(() => parseProducts([valid(), valid()])).toThrow(/ids must be unique/);
  });

  it('refuses the whole file for one bad product, naming where it is', () => {
    expect(() => parseProducts([...example, { ...valid(), id: 4, price: 'free' }])).toThrow(
      /3\.price/,
    );
  });
});
