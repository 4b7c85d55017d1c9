// Lighthouse 12 in its default mobile mode (Moto G Power screen, simulated
// slow 4G and 4x CPU slowdown) against the production build served locally by
// scripts/serve-static.mjs, gzipping text files as Pages and nginx do.
// Chromium is Debian's, started through chrome-launcher: Lighthouse never
// downloads a browser. Every run starts a Chromium of its own with a fresh
// profile (chrome-launcher makes a new one each launch): a first-time visitor,
// with no HTTP cache, no compiled-code cache and no service worker. Each route
// is measured `runs` times (the runs of all routes interleaved, so a burst of
// load from elsewhere on the machine spreads over every route) and the median
// is kept, with the machine's speed as Lighthouse measured it in each run
// (benchmarkIndex: higher is faster) and where the main thread's time went.
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

/** Lighthouse's groups of main-thread work, under the names the table prints. */
const WORK_GROUPS = {
  scriptEvaluation: 'script',
  scriptParseCompile: 'parse+compile',
  styleLayout: 'style+layout',
  paintCompositeRender: 'paint',
  garbageCollection: 'gc',
  parseHTML: 'html',
  other: 'other',
};
/** The app's own marks (src/app/app.tsx): from the entry script's start to the page on screen. */
const APP_MEASURES = ['bon:start-to-page'];

/**
 * Where the main thread's time went during the load, as Lighthouse reads it
 * from its trace (scaled by the 4x slowdown it simulates): per group, per
 * script (the first-party chunks by name), and the app's own measures.
 */
function mainThread(lhr) {
  const groups = Object.fromEntries(
    (lhr.audits['mainthread-work-breakdown']?.details?.items ?? []).map((item) => [
      WORK_GROUPS[item.group] ?? item.group,
      item.duration,
    ]),
  );
  // The build's files by name (assets/index.js); the page's own HTML as 'document'.
  const name = (url) => {
    const file = url.replace(/^https?:\/\/[^/]+\/BON-VINTAGE\//, '');
    if (file === url) return url;
    return /\.(js|css)$/.test(file) ? file.replace(/-[\w-]{8}\.(js|css)$/, '.$1') : 'document';
  };
  const scripts = Object.fromEntries(
    (lhr.audits['bootup-time']?.details?.items ?? []).map((item) => [name(item.url), item.total]),
  );
  const measures = Object.fromEntries(
    (lhr.audits['user-timings']?.details?.items ?? [])
      .filter((item) => APP_MEASURES.includes(item.name) && item.timingType === 'Measure')
      .map((item) => [item.name, item.duration]),
  );
  return { groups, scripts, measures };
}

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
  return {
    scores,
    metrics,
    failing,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
    mainThread: mainThread(lhr),
  };
}

/** The median of each key over the runs' objects. */
function medianOf(objects) {
  const keys = [...new Set(objects.flatMap((object) => Object.keys(object)))];
  return Object.fromEntries(
    keys.map((key) => [key, median(objects.map((object) => object[key] ?? Number.NaN))]),
  );
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
  const samples = Object.fromEntries(routes.map((route) => [route, []]));
  try {
    for (let i = 0; i < runs; i += 1) {
      for (const route of routes) {
        const chrome = await chromeLauncher.launch({
          chromePath: CHROMIUM_PATH,
          chromeFlags: CHROME_FLAGS,
        });
        let result;
        try {
          result = await lighthouse(server.url(route), {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: CATEGORIES,
          });
        } finally {
          await chrome.kill();
        }
        const summary = summarise(result.lhr);
        if (reportDir) {
          mkdirSync(reportDir, { recursive: true });
          const name = `${route.replace(/\W+/g, '_') || 'home'}-${i + 1}.json`;
          writeFileSync(join(reportDir, name), JSON.stringify(result.lhr));
        }
        log(
          `lighthouse ${route} run ${i + 1}: ${JSON.stringify(summary.scores)} TBT ${Math.round(summary.metrics.tbt)} ms, benchmarkIndex ${Math.round(summary.benchmarkIndex)} ${summary.failing.join(' ')}`,
        );
        samples[route].push(summary);
      }
    }
  } finally {
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
      benchmarkIndex: median(list.map((s) => s.benchmarkIndex)),
      benchmarkIndexRange: [
        Math.min(...list.map((s) => s.benchmarkIndex)),
        Math.max(...list.map((s) => s.benchmarkIndex)),
      ],
      mainThread: {
        groups: medianOf(list.map((s) => s.mainThread.groups)),
        scripts: medianOf(list.map((s) => s.mainThread.scripts)),
        measures: medianOf(list.map((s) => s.mainThread.measures)),
      },
    };
  });
}
