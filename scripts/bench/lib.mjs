// Shared helpers of `npm run bench`: medians, sizes, a free port, the
// static server over a build folder, and the Chromium the benchmarks drive.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium.mjs';
import { PAGES } from '../pages.mjs';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const BASE_PATH = '/BON-VINTAGE/';
export { CHROMIUM_PATH };
/** The flags every benchmark starts Chromium with: headless, nothing in the background. */
export const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];
/** Every page of src/app/pages.ts, with one product page. */
export const ROUTES = PAGES.map(({ path }) => `/${path}`);

/**
 * A mid-range phone on a slow 4G network (Lighthouse's "slow 4G", applied
 * through CDP: Network.emulateNetworkConditions, Emulation.setCPUThrottlingRate).
 */
export const PHONE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
export const PHONE_CPU_SLOWDOWN = 4;
/** A mid-range phone's screen. */
export const PHONE_SCREEN = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 2.625,
  isMobile: true,
  hasTouch: true,
};

/** Puts a page on the mid-phone profile: PHONE_NETWORK and PHONE_CPU_SLOWDOWN, through CDP. */
export async function throttleLikeAPhone(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
}

/**
 * Serves each build folder (`builds`: [{ dir }]) gzipped and starts one
 * Chromium, hands both to `measure(browser, servers)`, and closes them once
 * it is done. Each run then opens a context of its own in that browser.
 */
export async function withServedBuilds(builds, measure) {
  const servers = [];
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')),
  });
  try {
    for (const build of builds) servers.push(await serveBuild(build.dir, { gzip: true }));
    return await measure(browser, servers);
  } finally {
    await browser.close();
    for (const server of servers) await server.close();
  }
}

/**
 * The order `count` builds are measured in on run `run`: in turn first and
 * second (A B, B A, …), so that a slower minute of the machine falls on both.
 */
export function turnOrder(count, run) {
  const order = Array.from({ length: count }, (_, b) => b);
  return run % 2 ? order.reverse() : order;
}

export function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
export const ms = (value) =>
  Number.isFinite(value) ? `${value.toFixed(value < 10 ? 2 : 0)} ms` : 'n/a';

/** A TCP port nobody listens on now (the OS picks it), so parallel runs never meet. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Serves a build folder with scripts/serve-static.mjs (files as they are on
 * disk, or gzipped as a real host does with `gzip`) and resolves once it
 * answers. Prerendered routes get their own HTML file (catalog.html for
 * /BON-VINTAGE/catalog), others shell.html. `dir` is relative to the project
 * or absolute, so another checkout's build can be measured beside this one.
 */
export async function serveBuild(dir, { gzip = false } = {}) {
  const root = resolve(ROOT, dir);
  if (!existsSync(`${root}/index.html`)) {
    throw new Error(`${root}/index.html is missing: build first (npm run build)`);
  }
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      'scripts/serve-static.mjs',
      '--root',
      root,
      '--port',
      String(port),
      '--spa',
      ...(gzip ? ['--gzip'] : []),
    ],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`serve-static exited with ${code}`)));
    child.stdout.once('data', resolve);
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    url: (route) => `http://127.0.0.1:${port}${BASE_PATH}${route.replace(/^\//, '')}`,
    close: () =>
      new Promise((resolve) => {
        child.removeAllListeners('exit');
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/** Runs a command in the project, failing loudly. */
export function run(command, args, env = {}) {
  // Vite's module runner (the data section) sets NODE_ENV=development in this
  // process; a build started with it inherited would be a development build.
  const inherited = { ...process.env };
  delete inherited.NODE_ENV;
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...inherited, ...env },
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

/**
 * The machine's speed now: a fixed Node workload (hashing and sorting), in
 * milliseconds, median of 5. Printed beside every figure, since these
 * machines run about 2× faster or slower over a day.
 */
export function yardstick() {
  const times = [];
  for (let run = 0; run < 5; run += 1) {
    const started = performance.now();
    let seed = 1;
    const numbers = Float64Array.from({ length: 400_000 }, () => {
      seed = (seed * 16807) % 2147483647;
      return seed;
    });
    numbers.sort();
    const hash = createHash('sha256');
    const block = Buffer.alloc(1 << 20, 7);
    for (let i = 0; i < 32; i += 1) hash.update(block);
    hash.digest();
    times.push(performance.now() - started);
  }
  return median(times);
}
