import exampleFile from '../../../public/products.example.json?raw';
import { fetchProducts } from './fetch-products';
import { loadProductsJson, ProductsRequestError } from './load-products-json';
import { InvalidProductsError } from './product-schema';

const BASE = 'https://shop.example/BON-VINTAGE/';
const example = exampleFile;

function answer(body: string, status = 200) {
  return vi.fn(async () => new Response(body, { status }));
}

describe('loadProductsJson', () => {
  it('loads the file under the base path and reads picture paths relative to it', async () => {
    const fetchMock = answer(example);
    const products = await loadProductsJson('products.json', BASE, fetchMock);
    expect(fetchMock).toHaveBeenCalledWith(`${BASE}products.json`, expect.anything());
    expect(products.map((p) => p.id)).toEqual([1, 2, 3]);
    expect(products[0]?.mainImage).toBe('/BON-VINTAGE/images/products/cup-1.svg');
    expect(products[0]?.gallery.at(-1)).toEqual({
      type: 'video',
      url: '/BON-VINTAGE/media/product-video.webm',
      poster: '/BON-VINTAGE/images/video-poster.svg',
    });
    // A remote picture stays as it is.
    expect(products[2]?.mainImage).toBe('https://picsum.photos/seed/bon-vintage-3-0/300/400');
  });

  it('rejects a 404 with its status', async () => {
    const error = await loadProductsJson('products.json', BASE, answer('Not found', 404)).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ProductsRequestError);
    expect(error).toMatchObject({ status: 404 });
  });

  it('rejects a 500 and a network failure', async () => {
    await expect(loadProductsJson('products.json', BASE, answer('', 500))).rejects.toThrow(/500/);
    const offline = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(loadProductsJson('products.json', BASE, offline)).rejects.toThrow(
      /request failed: Failed to fetch/,
    );
  });

  it('rejects text that is not JSON (an HTML fallback page, a truncated file)', async () => {
    for (const body of ['<!doctype html><div id="root"></div>', example.slice(0, 200), '']) {
      await expect(loadProductsJson('products.json', BASE, answer(body))).rejects.toThrow(
        'products file is not JSON',
      );
    }
  });

  it('rejects JSON of the wrong shape', async () => {
    for (const body of ['{"products":[]}', '[{"id":1}]', 'null', '[1,2,3]']) {
      await expect(loadProductsJson('products.json', BASE, answer(body))).rejects.toBeInstanceOf(
        InvalidProductsError,
      );
    }
  });

  it('refuses an address on another site without asking it', async () => {
    const fetchMock = answer(example);
    await expect(
      loadProductsJson('https://evil.example/products.json', BASE, fetchMock),
    ).rejects.toThrow(/not on this site/);
    await expect(loadProductsJson('//evil.example/p.json', BASE, fetchMock)).rejects.toThrow(
      /not on this site/,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('fetchProducts with a JSON source', () => {
  it('loads the file instead of generating', async () => {
    vi.stubGlobal('fetch', answer(example));
    const products = await fetchProducts(250, 'products.json');
    expect(products.map((p) => p.title)).toEqual([
      'King size Порцеляновий сервіз «Мейсен»',
      'King size Кришталева ваза',
      'King size Дубовий стілець',
    ]);
    vi.unstubAllGlobals();
  });

  it.each([
    ['a 404', answer('', 404), ProductsRequestError],
    ['invalid JSON', answer('{'), ProductsRequestError],
    ['an invalid shape', answer('[{"id":-1}]'), InvalidProductsError],
  ])('rejects on %s, so the query reports isError', async (_, fetchMock, kind) => {
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchProducts(250, 'products.json')).rejects.toBeInstanceOf(kind);
    vi.unstubAllGlobals();
  });
});
