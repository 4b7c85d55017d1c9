// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveConfig } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { productData } from './product-data-plugin.ts';

describe('productData', () => {
  let root = '';
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    rmSync(root, { recursive: true, force: true });
  });

  it('counts an owner’s photos into a build’s log as `vite build` logs by default', async () => {
    root = mkdtempSync(join(tmpdir(), 'product-data-'));
    const catalogue = join(root, 'catalogue');
    execFileSync(process.execPath, [
      'scripts/make-catalogue.mjs',
      ...[
        '--out',
        catalogue,
        '--products',
        '2',
        '--photos',
        '1',
        '--width',
        '90',
        '--height',
        '120',
      ],
    ]);
    vi.stubEnv('CATALOGUE_DIR', catalogue);
    const written: string[] = [];
    // The Pages step's log: stdout is a file, not a terminal.
    vi.spyOn(process.stdout, 'write').mockImplementation((text) => {
      written.push(String(text));
      return true;
    });
    // As `npm run build` runs it: no logLevel given, so Vite logs what is `info`.
    await resolveConfig({ root, configFile: false, plugins: [productData()] }, 'build');
    vi.restoreAllMocks();
    expect(written).toContain('фото: 2; зроблені раніше беруться з кешу, нові робляться\n');
    expect(written.some((line) => /^фото: 2 з 2 за \d+ с\n$/.test(line))).toBe(true);
  }, 60_000);
});
