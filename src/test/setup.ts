import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';

// findBy* waits 1 s by default; lazy routes on a busy 2-core CI machine can take longer.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  // Node 20 has no storages: the build's tests (build/**/*.test.ts) run there.
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});
