import { readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * What the hosts of docs/deploy.md take: Cloudflare's free plan serves at most
 * 20 000 files of 25 MiB each from a Worker's static assets; GitHub Pages a
 * site of 1 GB. The build says how close it is, and warns from WARN_AT, so an
 * owner's growing catalogue is never cut off by a deploy that fails.
 */
export const HOST_LIMITS = {
  files: { limit: 20_000, host: 'Cloudflare, free plan' },
  largestFile: { limit: 25 * 1024 * 1024, host: 'Cloudflare' },
  total: { limit: 1024 * 1024 * 1024, host: 'GitHub Pages' },
} as const;

export const WARN_AT = 0.8;

export interface BuiltFile {
  path: string;
  bytes: number;
}

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
const percent = (share: number) => `${Math.round(share * 100)} %`;
const count = (n: number) => String(n).replace(/\B(?=(\d{3})+$)/g, ' ');

/** The lines the build prints, and whether any measure has reached WARN_AT of its limit. */
export function hostLimitsReport(files: readonly BuiltFile[]): { lines: string[]; warn: boolean } {
  const largest = files.reduce<BuiltFile | undefined>(
    (big, file) => (big && big.bytes >= file.bytes ? big : file),
    undefined,
  );
  const total = files.reduce((sum, file) => sum + file.bytes, 0);
  const measures = [
    ['files', files.length, HOST_LIMITS.files, count(files.length), count(HOST_LIMITS.files.limit)],
    [
      `largest file${largest ? ` (${largest.path})` : ''}`,
      largest?.bytes ?? 0,
      HOST_LIMITS.largestFile,
      mib(largest?.bytes ?? 0),
      '25 MiB',
    ],
    ['total', total, HOST_LIMITS.total, mib(total), '1 GB'],
  ] as const;
  let warn = false;
  const lines = measures.map(([name, value, { limit, host }, shown, limitShown]) => {
    const share = value / limit;
    const near = share >= WARN_AT;
    warn ||= near;
    return `${near ? 'WARNING ' : ''}${name}: ${shown} of ${limitShown} (${host}), ${percent(share)}${near ? ': see docs/deploy.md, "Past the host\'s limits"' : ''}`;
  });
  return { lines, warn };
}

/** Every file under `dir`, with its path relative to it. */
export function builtFiles(dir: string): BuiltFile[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return { path: relative(dir, path), bytes: statSync(path).size };
    });
}

/** Prints the report after the build has written every file (vite.config.ts puts it last). */
export function hostLimits(): Plugin {
  let outDir = 'dist';
  let ssr = false;
  return {
    name: 'bon-vintage-host-limits',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      // The prerender's own server build (builder/prerender-plugin.ts) is not served.
      ssr = Boolean(config.build.ssr);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        if (ssr) return;
        const { lines, warn } = hostLimitsReport(builtFiles(outDir));
        (warn ? console.warn : console.log)(`Host limits of ${outDir}:\n  ${lines.join('\n  ')}`);
      },
    },
  };
}
