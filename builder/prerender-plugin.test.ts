// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build, type Manifest } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { manifestKeyOf } from './prerender-plugin.ts';

describe('manifestKeyOf', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('finds a package’s chunk when node_modules is reached through a symlink', async () => {
    // A shop whose node_modules is a link to another folder's, as in a workspace or a cache.
    root = mkdtempSync(join(tmpdir(), 'manifest-key-'));
    const app = join(root, 'app');
    mkdirSync(join(app, 'src'), { recursive: true });
    symlinkSync(resolve('node_modules'), join(app, 'node_modules'), 'dir');
    writeFileSync(
      join(app, 'src/store.js'),
      "document.onclick = () => import('redux-persist').then(console.log);\n",
    );
    let key = '';
    await build({
      root: app,
      configFile: false,
      logLevel: 'silent',
      build: { manifest: true, rollupOptions: { input: join(app, 'src/store.js') } },
      plugins: [
        {
          name: 'probe',
          async generateBundle() {
            key = await manifestKeyOf(this, app, {
              module: 'redux-persist',
              importer: 'src/store.js',
            });
          },
        },
      ],
    });
    const manifest = JSON.parse(
      readFileSync(join(app, 'dist/.vite/manifest.json'), 'utf8'),
    ) as Manifest;
    expect(manifest[key]?.isDynamicEntry).toBe(true);
    expect(manifest[key]?.file).toMatch(/^assets\/.+\.js$/);
    // The path the build used to look for is not where the manifest has it.
    expect(manifest['node_modules/redux-persist/es/index.js']).toBeUndefined();
  });
});
