// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildReport } from './build-report.ts';
import { readShopFile } from './shop-file.ts';

describe('buildReport', () => {
  it('carries shop.yaml’s notes to the admin: no seller, and returns words short of the law, with their line', () => {
    const dir = mkdtempSync(join(tmpdir(), 'build-report-'));
    writeFileSync(
      join(dir, 'shop.yaml'),
      'телефон: +380 67 123 45 67\nповернення: Повернення не приймаємо.\n',
    );
    const { notes } = readShopFile(dir);
    const report = buildReport(
      { held: [], notes, catalogue: 'catalogue', counter: '' },
      'hold',
      {},
    );
    expect(report.notes).toEqual([
      {
        file: 'shop.yaml',
        line: 2,
        label: 'повернення',
        message: expect.stringContaining('«Повернення не приймаємо.»'),
      },
      {
        file: 'shop.yaml',
        message: expect.stringContaining('закон про електронну комерцію вимагає назвати'),
      },
    ]);
    expect(report.counter).toBeNull();
    const counting = buildReport({ held: [], notes: [], catalogue: 'c', counter: 'podil' }, 'hold', {});
    expect(counting.counter).toBe('podil');
  });

  it('names the commit it was built from, on GitHub Actions or on Cloudflare’s Workers Builds', () => {
    const sha = 'a'.repeat(40);
    expect(buildReport(undefined, 'hold', { GITHUB_SHA: sha })).toMatchObject({ commit: sha });
    expect(
      buildReport(undefined, 'hold', { WORKERS_CI_COMMIT_SHA: sha, WORKERS_CI_BRANCH: 'main' }),
    ).toMatchObject({ commit: sha, branch: 'main' });
    expect(buildReport(undefined, 'hold', {})).toMatchObject({ commit: null, branch: null });
  });
});
