// Lighthouse 12 (issue 7) in its default mobile mode (Moto G Power screen,
// simulated slow 4G and 4x CPU slowdown) against the production build served
// locally by scripts/serve-static.mjs, gzipping text files as Pages and nginx do. Chromium is Debian's, started through
// chrome-launcher: Lighthouse never downloads a browser. Each route is measured
// `runs` times (the runs of all routes interleaved, so a burst of load from
// elsewhere on the machine spreads over every route) and the median is kept.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH, CHROME_FLAGS, ROUTES, median, serveBuild } from './lib.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
};

function summarise(lhr) {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100)]),
  );
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([key, id]) => [key, lhr.audits[id]?.numericValue ?? Number.NaN]),
  );
  // What kept a category below 100, to fix it (not part of the table).
  const failing = Object.values(lhr.audits)
    .filter(
      (audit) =>
        audit.score !== null &&
        audit.score < 0.9 &&
        audit.scoreDisplayMode !== 'informative' &&
        audit.scoreDisplayMode !== 'manual' &&
        audit.scoreDisplayMode !== 'notApplicable',
    )
    .map((audit) => audit.id);
  return { scores, metrics, failing };
}

export async function benchLighthouse({
  dir = 'dist',
  routes = ROUTES,
  runs = 3,
  log = () => {},
  // Every full report is kept there when given (npm run bench -- --reports <dir>).
  reportDir = undefined,
} = {}) {
  const server = await serveBuild(dir, { gzip: true });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  const samples = Object.fromEntries(routes.map((route) => [route, []]));
  try {
    for (let i = 0; i < runs; i += 1) {
      for (const route of routes) {
        const result = await lighthouse(server.url(route), {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
        });
        const summary = summarise(result.lhr);
        if (reportDir) {
          mkdirSync(reportDir, { recursive: true });
          const name = `${route.replace(/\W+/g, '_') || 'home'}-${i + 1}.json`;
          writeFileSync(join(reportDir, name), JSON.stringify(result.lhr));
        }
        log(
          `lighthouse ${route} run ${i + 1}: ${JSON.stringify(summary.scores)} ${summary.failing.join(' ')}`,
        );
        samples[route].push(summary);
      }
    }
  } finally {
    await chrome.kill();
    await server.close();
  }
  return routes.map((route) => {
    const list = samples[route];
    return {
      route,
      runs: list.length,
      scores: Object.fromEntries(
        CATEGORIES.map((id) => [id, median(list.map((s) => s.scores[id]))]),
      ),
      metrics: Object.fromEntries(
        Object.keys(METRICS).map((key) => [key, median(list.map((s) => s.metrics[key]))]),
      ),
      failing: [...new Set(list.flatMap((s) => s.failing))],
    };
  });
}
