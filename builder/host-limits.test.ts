// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { builtFiles, hostLimitsReport } from './host-limits.ts';

const MiB = 1024 * 1024;

describe('the host limits report', () => {
  it("prints the file count, the largest file and the total beside the hosts' limits", () => {
    const { lines, warn } = hostLimitsReport([
      { path: 'index.html', bytes: 10_000 },
      { path: 'images/chair.webp', bytes: 5 * MiB },
    ]);
    expect(lines).toEqual([
      'files: 2 of 20 000 (Cloudflare, free plan), 0 %',
      'largest file (images/chair.webp): 5.0 MiB of 25 MiB (Cloudflare), 20 %',
      'total: 5.0 MiB of 1 GB (GitHub Pages), 0 %',
    ]);
    expect(warn).toBe(false);
  });

  it('warns from 80 % of a limit, and only for that measure', () => {
    const files = Array.from({ length: 16_000 }, (_, i) => ({
      path: `images/${i}.webp`,
      bytes: 1,
    }));
    const { lines, warn } = hostLimitsReport(files);
    expect(warn).toBe(true);
    expect(lines[0]).toMatch(/^WARNING files: 16 000 of 20 000 .*, 80 %: see docs\/deploy\.md/);
    expect(lines[1]).not.toMatch(/WARNING/);
    const big = hostLimitsReport([{ path: 'media/film.webm', bytes: 21 * MiB }]);
    expect(big.lines[1]).toMatch(/^WARNING largest file \(media\/film\.webm\): 21\.0 MiB .*, 84 %/);
    expect(hostLimitsReport([{ path: 'a', bytes: 19 * MiB }]).warn).toBe(false);
  });

  it('counts every file under the build folder, nested ones included', () => {
    const dir = mkdtempSync(join(tmpdir(), 'host-limits-'));
    mkdirSync(join(dir, 'admin', 'assets'), { recursive: true });
    writeFileSync(join(dir, 'index.html'), 'abc');
    writeFileSync(join(dir, 'admin', 'assets', 'a.js'), 'abcdef');
    expect(builtFiles(dir).sort((a, b) => a.path.localeCompare(b.path))).toEqual([
      { path: 'admin/assets/a.js', bytes: 6 },
      { path: 'index.html', bytes: 3 },
    ]);
  });
});
