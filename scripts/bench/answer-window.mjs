/* global document, window, MutationObserver -- read inside the page */
// Answers: how long a first visitor on a mid-range phone looks at a drawn page
// whose controls do nothing yet. Per route, in Chromium under the profile of
// lib.mjs (4× CPU, 150 ms RTT, 1.6 Mbps down, 750 Kbps up) with a phone screen
// (412×823, DPR 2.625, touch), build served gzipped; ms from navigation start:
//   first paint  the page's first-contentful-paint entry (and its LCP, beside it)
//   answers      when <html> gets data-app-running (src/app/app.tsx sets it once
//                the page's controls work: APP_RUNNING_ATTRIBUTE, src/app/hydration.ts)
//   window       answers − first paint: the time a press on the page is lost
//   shown        when <html> gets data-page-shown (PAGE_SHOWN_ATTRIBUTE): the page
//                is hydrated, and the presses early.js kept meanwhile are applied
//                (n/a for a build older than that attribute)
// Medians of `runs` runs, each a fresh browser context (a first visitor: no HTTP
// cache, no storage); two build folders interleaved, so drift hits both alike.
import {
  PHONE_CPU_SLOWDOWN,
  PHONE_NETWORK,
  PHONE_SCREEN,
  ROUTES,
  median,
  throttleLikeAPhone,
  turnOrder,
  withServedBuilds,
  yardstick,
} from './lib.mjs';

/** Every page, the basket among them. */
export const ANSWER_ROUTES = ROUTES;

/** APP_RUNNING_ATTRIBUTE of src/app/hydration.ts. */
const ATTRIBUTE = 'data-app-running';
/** PAGE_SHOWN_ATTRIBUTE of src/app/hydration.ts. */
const SHOWN_ATTRIBUTE = 'data-page-shown';
/** How long after answering a page may take to be shown before it counts as n/a. */
const SHOWN_WAIT = 5_000;
/** A run whose page has not answered this long after it was asked for has failed. */
const TIMEOUT = 30_000;

/**
 * Runs in each document before its own scripts (Playwright's addInitScript
 * hands it to Chromium through CDP, so the page's Content-Security-Policy does
 * not apply: a test-only injection, the shop is not changed). Observing the
 * document's subtree catches the attribute on <html> whenever it is set. The
 * callback runs at the end of the script that set it, which is when the main
 * thread could first take a press.
 */
function watchForAnswer({ answered, shown }) {
  const when = (attribute) =>
    new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (!document.documentElement.hasAttribute(attribute)) return;
        const at = performance.now();
        observer.disconnect();
        resolve(at);
      });
      observer.observe(document, { subtree: true, attributes: true, attributeFilter: [attribute] });
    });
  window.__benchAnswers = when(answered);
  window.__benchShown = when(shown);
}

/** In the page: waits for the answer, then reads the first paint and how the page was drawn. */
async function readTimes(shownWait) {
  const answers = await window.__benchAnswers;
  const shown = await Promise.race([
    window.__benchShown,
    new Promise((resolve) => setTimeout(() => resolve(null), shownWait)),
  ]);
  const firstPaint = await new Promise((resolve) => {
    new PerformanceObserver((list, observer) => {
      const entry = list.getEntriesByName('first-contentful-paint')[0];
      if (!entry) return;
      observer.disconnect();
      resolve(entry.startTime);
    }).observe({ type: 'paint', buffered: true });
  });
  // The largest paint so far: by the time the page answers, its pictures are in.
  const largestPaint = await new Promise((resolve) => {
    new PerformanceObserver((list, observer) => {
      observer.disconnect();
      resolve(list.getEntries().at(-1)?.startTime ?? null);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    setTimeout(() => resolve(null), 1000);
  });
  return {
    firstPaint,
    largestPaint,
    answers,
    shown,
    // When the entry script started (src/app/app.tsx marks it), for the JSON only.
    scriptStart: performance.getEntriesByName('bon:start')[0]?.startTime ?? null,
    // How the build drew the page (src/app/drawn-page.ts), or an older build's attribute.
    drawnAs:
      document.getElementById('drawn-page')?.textContent ??
      document.getElementById('root')?.getAttribute('data-prerendered') ??
      null,
  };
}

function withTimeout(promise, what) {
  let timer;
  return Promise.race([
    promise,
    new Promise((resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`${what}: no answer in ${TIMEOUT} ms`)), TIMEOUT);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * One first visit. A Playwright context has an HTTP cache of its own: checked
 * with a script sent with max-age=3600, which a second load in the same
 * context took from the cache and a new context asked the server for again.
 * So one browser serves all runs, each in a new context, closed after it.
 */
async function visit(browser, server, route, { throttle = true } = {}) {
  const context = await browser.newContext({
    ...PHONE_SCREEN,
    serviceWorkers: 'block',
    locale: 'uk-UA',
  });
  try {
    await context.addInitScript(watchForAnswer, { answered: ATTRIBUTE, shown: SHOWN_ATTRIBUTE });
    const page = await context.newPage();
    if (throttle) await throttleLikeAPhone(context, page);
    const url = server.url(route);
    // No polling in the page while it loads: one evaluation awaits the observer's promise.
    return await withTimeout(
      page.goto(url, { waitUntil: 'commit' }).then(() => page.evaluate(readTimes, SHOWN_WAIT)),
      `${url} (html[${ATTRIBUTE}])`,
    );
  } finally {
    await context.close();
  }
}

function summarise(samples) {
  const answered = samples.filter((sample) => sample.times);
  const pick = (key) => answered.map(({ times }) => times[key]);
  const windows = answered.map(({ times }) => times.answers - times.firstPaint);
  return {
    runs: samples.length,
    failed: samples.length - answered.length,
    drawnAs: answered[0]?.times.drawnAs ?? null,
    firstPaint: { median: median(pick('firstPaint')), values: pick('firstPaint') },
    largestPaint: { median: median(pick('largestPaint')), values: pick('largestPaint') },
    answers: { median: median(pick('answers')), values: pick('answers') },
    shown: { median: median(pick('shown')), values: pick('shown') },
    scriptStart: { median: median(pick('scriptStart').filter((value) => value !== null)) },
    window: {
      median: median(windows),
      min: Math.min(...windows),
      max: Math.max(...windows),
      values: windows,
    },
    errors: samples.filter((sample) => sample.error).map((sample) => sample.error),
  };
}

/**
 * Measures each build folder (`builds`: [{ dir, label }], one or two) on every
 * route, `runs` times. The runs are interleaved: run after run, route after
 * route, the builds one after the other, in turn first and second (A B, B A…),
 * so that a slower minute of the machine falls on both. Before the runs, each
 * page is loaded once unthrottled: the server's gzip cache and the disk cache
 * are warm for every build alike, and a build that never sets the attribute
 * fails at once rather than after runs × routes timeouts.
 */
export async function benchAnswerWindow({
  builds = [{ dir: 'dist', label: '' }],
  routes = ANSWER_ROUTES,
  runs = 5,
  log = () => {},
} = {}) {
  const yardstickAtStart = yardstick();
  return withServedBuilds(builds, async (browser, servers) => {
    for (const [b, build] of builds.entries()) {
      for (const route of routes) {
        try {
          await visit(browser, servers[b], route, { throttle: false });
        } catch (error) {
          throw new Error(
            `${build.dir}: ${route} never set html[${ATTRIBUTE}] (a build older than src/app/app.tsx setting it?): ${error.message}`,
          );
        }
      }
    }
    const samples = builds.map(() => Object.fromEntries(routes.map((route) => [route, []])));
    for (let run = 0; run < runs; run += 1) {
      for (const route of routes) {
        for (const b of turnOrder(builds.length, run)) {
          let sample;
          try {
            sample = { times: await visit(browser, servers[b], route) };
          } catch (error) {
            sample = { error: error.message };
          }
          samples[b][route].push(sample);
          const { times } = sample;
          log(
            `answers ${builds[b].label || builds[b].dir} ${route} run ${run + 1}: ${
              times
                ? `first paint ${Math.round(times.firstPaint)} ms, answers ${Math.round(times.answers)} ms`
                : sample.error
            }`,
          );
        }
      }
    }
    const results = builds.map((build, b) => ({
      ...build,
      routes: routes.map((route) => ({ route, ...summarise(samples[b][route]) })),
    }));
    return {
      profile: {
        cpuSlowdown: PHONE_CPU_SLOWDOWN,
        network: PHONE_NETWORK,
        screen: PHONE_SCREEN,
        runs,
        timeoutMs: TIMEOUT,
      },
      // The machine's speed at both ends of the section (lib.mjs: lower is a faster hour).
      yardstickMs: { start: yardstickAtStart, end: yardstick() },
      builds: results,
    };
  });
}
