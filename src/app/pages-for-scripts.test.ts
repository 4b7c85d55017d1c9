// @vitest-environment node
import { PAGES as READ } from '../../scripts/pages.mjs';
import { PAGES } from './pages';

describe('scripts/pages.mjs, the pages the scripts and end-to-end tests visit', () => {
  it('reads every page of pages.ts, a product’s at product 1', () => {
    expect(READ).toEqual(
      PAGES.map(({ path, module }) => ({ path: path.replace(':productId', '1'), module })),
    );
  });
});
