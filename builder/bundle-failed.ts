import type { Plugin } from 'vite';

/**
 * Whether the bundle failed, for a plugin that writes more in closeBundle
 * (builder/prerender-plugin.ts, builder/admin/admin-plugin.ts): closeBundle
 * still runs after an error, and must not hide it behind its own. Spread
 * `hooks` into the plugin and ask `failed()` in its closeBundle.
 */
export function bundleFailure(): {
  hooks: Required<Pick<Plugin, 'buildEnd' | 'renderError'>>;
  failed: () => boolean;
} {
  let failed = false;
  return {
    hooks: {
      buildEnd(error) {
        failed = error !== undefined;
      },
      // The same for an error while the chunks are written (chunking, minifying).
      renderError() {
        failed = true;
      },
    },
    failed: () => failed,
  };
}
