import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { dateSampleFrom } from '../features/products/product-records';

// findBy* waits 1 s by default; lazy routes on a busy 2-core CI machine can take longer.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  // Node 20 has no storages: the build's tests (builder/**/*.test.ts) run there.
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
  // A drawn page's first view, once read, dates the sample for the visit: one visit a test.
  dateSampleFrom(undefined);
});

// happy-dom has HTML's `autofocus` property on form controls only; browsers have it on
// every element, and React reads it while hydrating an `autoFocus` link (the burger
// menu's first entry, src/app/layout/nav-entries.tsx). As in a browser, it reflects the attribute.
if (typeof HTMLElement !== 'undefined' && !('autofocus' in HTMLElement.prototype)) {
  Object.defineProperty(HTMLElement.prototype, 'autofocus', {
    configurable: true,
    get(this: HTMLElement) {
      return this.hasAttribute('autofocus');
    },
    set(this: HTMLElement, value: boolean) {
      this.toggleAttribute('autofocus', Boolean(value));
    },
  });
}
