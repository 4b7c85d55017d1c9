// @vitest-environment node
import { PAGES as READ } from '../../scripts/pages.mjs';
import { NEW_ARRIVALS_SLUG } from '../shared/catalogue/new-arrivals';
import { PAGES } from './pages';

describe('scripts/pages.mjs, the pages the scripts and end-to-end tests visit', () => {
  it('reads every page of pages.ts, a product’s at product 1, a collection’s at «Нові надходження»', () => {
    expect(READ).toEqual(
      PAGES.map(({ path, module }) => ({
        path: path.replace(':productId', '1').replace(':slug', NEW_ARRIVALS_SLUG),
        module,
        parameter: path.includes(':'),
      })),
    );
  });
});

describe('e2e/pages.ts, the pages every end-to-end spec that visits each page takes', () => {
  it('has the sample’s words for every page, and fails a spec whose words miss one, naming it', async () => {
    const { everyPage, SAMPLE_PAGES } = await import('../../e2e/pages');
    expect(SAMPLE_PAGES.map(({ module }) => module)).toEqual(PAGES.map(({ module }) => module));
    const words = Object.fromEntries(PAGES.map(({ module }) => [module, module]));
    expect(everyPage(words, 'a spec')).toEqual(PAGES.map(({ module }) => module));
    const { basket: _, ...withoutBasket } = words;
    expect(() => everyPage(withoutBasket, 'a spec')).toThrow(
      'a spec: src/app/pages.ts has pages with no entry here (basket)',
    );
    expect(() => everyPage({ ...words, gone: 'gone' }, 'a spec')).toThrow(
      'no pages for the entries gone',
    );
  });
});
