import { fetchProducts } from './fetch-products';

describe('fetchProducts without a Web Worker', () => {
  beforeEach(() => vi.stubGlobal('Worker', undefined));
  afterEach(() => vi.unstubAllGlobals());

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

describe('fetchProducts with a Web Worker', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('hands every count, even 12, to a Web Worker after a timeout and resolves with its list', async () => {
    const posted: unknown[] = [];
    class FakeWorker {
      onmessage: ((event: { data: unknown }) => void) | null = null;
      onerror: ((event: { message: string }) => void) | null = null;
      terminated = false;
      postMessage(message: { count: number }) {
        posted.push(message);
        queueMicrotask(() =>
          this.onmessage?.({ data: { ok: true, products: [{ id: 1 }, { id: 2 }] } }),
        );
      }
      terminate() {
        this.terminated = true;
      }
    }
    vi.stubGlobal('Worker', FakeWorker);
    const pending = fetchProducts(12);
    // docs/product.md: nothing starts before the zero-delay timeout.
    expect(posted).toEqual([]);
    const list = await pending;
    expect(list.map((p) => p.id)).toEqual([1, 2]);
    expect(posted).toEqual([expect.objectContaining({ count: 12 })]);
  });

  it('rejects when the worker reports a failure', async () => {
    class FailingWorker {
      onmessage: ((event: { data: unknown }) => void) | null = null;
      onerror: ((event: { message: string }) => void) | null = null;
      postMessage() {
        queueMicrotask(() => this.onmessage?.({ data: { ok: false, message: 'out of memory' } }));
      }
      terminate() {}
    }
    vi.stubGlobal('Worker', FailingWorker);
    await expect(fetchProducts(250)).rejects.toThrow('out of memory');
  });
});
