import { describe, expect, it } from 'vitest';
import { bundleFailure } from './bundle-failed.ts';

type Hook = (this: unknown, ...args: unknown[]) => void;
const call = (hook: unknown, ...args: unknown[]) => (hook as Hook).call(undefined, ...args);

describe('bundleFailure', () => {
  it('is failed after an error in the build or while writing the chunks, not after a build that went well', () => {
    const bundle = bundleFailure();
    call(bundle.hooks.buildEnd);
    expect(bundle.failed()).toBe(false);
    call(bundle.hooks.buildEnd, new Error('a module cannot be resolved'));
    expect(bundle.failed()).toBe(true);

    const rendering = bundleFailure();
    call(rendering.hooks.buildEnd);
    call(rendering.hooks.renderError, new Error('the minifier failed'));
    expect(rendering.failed()).toBe(true);
  });
});
