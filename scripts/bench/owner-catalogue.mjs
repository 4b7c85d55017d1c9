/* global window -- read inside the page by page.evaluate */
// The owner's catalogue (docs/owner-catalogue.md): a folder of 40 goods with
// phone-sized photos (1600×2133 JPEG, scripts/make-catalogue.mjs) built into
// the shop, timed cold (no photo cache) and again with the photos unchanged,
// beside a build of the sample; then what a phone downloads of /catalog's
// pictures (375 px, DPR 2, fresh context) and the largest contentful paint of
// /catalog and a product page under a mid-range phone's profile (4× CPU,
// 150 ms RTT, 1.6 Mbps down), median of `runs` fresh contexts each.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import {
  CHROMIUM_PATH,
  CHROME_FLAGS,
  PHONE_CPU_SLOWDOWN,
  PHONE_NETWORK,
  ROOT,
  median,
  run,
  serveBuild,
} from './lib.mjs';

const CATALOGUE = 'node_modules/.cache/bench-catalogue';
const PHOTO_CACHE = 'node_modules/.cache/catalogue-photos';
const OUT = 'dist-bench-owner';

/** `vite build` of `catalogue` (or the sample), timed; with the build's own line on its photos. */
function timedBuild(catalogue, outDir) {
  const env = { ...process.env, CATALOGUE_DIR: catalogue ?? '' };
  delete env.NODE_ENV;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['vite', 'build', '--outDir', outDir], { cwd: ROOT, env });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`vite build exited with ${code}:\n${output}`));
      const photos = /фото: (\d+), (\d+) зроблено заново за ([\d.]+) с/.exec(output);
      resolve({
        seconds: (performance.now() - started) / 1000,
        photos: photos
          ? { count: Number(photos[1]), made: Number(photos[2]), seconds: Number(photos[3]) }
          : null,
      });
    });
  });
}

async function pictureBytes(browser, server) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const pending = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'image') return;
    pending.push(
      response.body().then(
        (body) => ({ url: response.url(), bytes: body.length }),
        () => null,
      ),
    );
  });
  await page.goto(server.url('/catalog'), { waitUntil: 'load' });
  // Every card of page 1 scrolled into view, as a visitor scrolling the page loads them.
  for (let y = 0; y < 6000; y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(100);
  }
  await page.waitForLoadState('networkidle');
  const images = (await Promise.all(pending)).filter(Boolean);
  await context.close();
  const photos = images.filter(({ url }) => url.includes('/photos/'));
  return {
    total: photos.reduce((sum, { bytes }) => sum + bytes, 0),
    largest: Math.max(0, ...photos.map(({ bytes }) => bytes)),
    count: photos.length,
  };
}

async function largestContentfulPaint(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
  const lcp = await page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1).startTime)).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        });
      }),
  );
  await context.close();
  return lcp;
}

export async function benchOwnerCatalogue({ runs = 3, log }) {
  log('owner catalogue: 40 goods with 1600×2133 photos (scripts/make-catalogue.mjs)');
  await run('node', [
    'scripts/make-catalogue.mjs',
    '--out',
    CATALOGUE,
    '--products',
    '40',
    '--photos',
    '1',
  ]);
  rmSync(join(ROOT, PHOTO_CACHE), { recursive: true, force: true });
  log('owner catalogue: cold build (no photo cache)');
  const cold = await timedBuild(CATALOGUE, OUT);
  log('owner catalogue: the same build again, photos unchanged');
  const warm = await timedBuild(CATALOGUE, OUT);
  log('owner catalogue: the sample build, for comparison');
  const sample = await timedBuild(null, 'dist-bench-sample');
  rmSync(join(ROOT, 'dist-bench-sample'), { recursive: true, force: true });

  return { cold, warm, sample, ...(await measureOwnerPages(OUT, { runs, log })), runs };
}

/** What a phone downloads of /catalog's pictures, and the LCP of /catalog and a product page, in a built folder. */
export async function measureOwnerPages(dir, { runs = 3, log }) {
  const server = await serveBuild(dir, { gzip: true });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')),
  });
  try {
    const pictures = await pictureBytes(browser, server);
    const lcp = {};
    for (const route of ['/catalog', '/catalog/1']) {
      const values = [];
      for (let i = 0; i < runs; i += 1)
        values.push(await largestContentfulPaint(browser, server.url(route)));
      lcp[route] = { median: median(values), values };
      log(`owner catalogue: LCP ${route} ${values.map((v) => Math.round(v)).join(', ')} ms`);
    }
    return { pictures, lcp };
  } finally {
    await browser.close();
    await server.close();
  }
}
