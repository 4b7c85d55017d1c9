#!/usr/bin/env node
// `npm run bench`: one table of what a visitor waits for.
//   first load   bytes a cold load of each route downloads (Chromium, production build)
//   flat         what a first visit of / and /catalog asks for, gzip, at 250 and 2 000
//                sample goods and an owner's 400, and the product data in it (first-visit.mjs)
//   lighthouse   Lighthouse 12, mobile, median of 3 runs per route
//   data         generating, indexing and searching 250 / 10 000 / 100 000 products (Node)
//   interaction  key press / category click to the next paint, 10 000 products (Chromium)
//   owner        an owner's catalogue of 40 goods with phone photos: build times, the
//                pictures a phone downloads, LCP under a mid-phone profile
//   answers      per route, under the mid-phone profile, fresh context each run: first
//                paint, when html[data-app-running] appears (the controls work), the
//                window between them, and when html[data-page-shown] appears (the page
//                hydrated, kept presses applied), median of --answer-runs (answer-window.mjs)
//   presses      each kind of control kept before the app answers (hearts, the basket,
//                a filter radio, share), pressed under the mid-phone profile from its
//                first paint on (0, 0.1, … 1.9 s after), --press-runs times each, a fresh
//                context each: how many took effect (presses.mjs)
// Beside them, a yardstick: a fixed Node workload, timed, as these machines'
// speed changes by about 2× over a day (compare figures only with it).
// Prints the table and writes bench-results/bench.json and bench-results/bench.md.
//   node scripts/bench/index.mjs [--only firstload,flat,lighthouse,data,interaction,owner,answers,presses,search]
//                                [--runs 3] [--tries 20] [--build] [--routes /,/catalog]
//                                [--reports bench-results/lighthouse]
//                                [--answer-runs 5] [--press-runs 20] [--dist dist] [--label before]
//                                [--compare /work/before/dist,dist] [--label before,after]
//                                [--flat-dirs A,B,C]
// --dist, --label and --compare are the answers and presses sections': --dist measures another
// build folder (absolute or relative to the project; it is never built here),
// --label tags its rows; --compare measures two folders interleaved (A B, B A, …),
// so the machine's drift falls on both (answers: and gives the change of the window).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { benchAnswerWindow } from './answer-window.mjs';
import { benchData } from './data.mjs';
import { benchFirstLoad } from './first-load.mjs';
import { benchFirstVisit } from './first-visit.mjs';
import { benchLighthouse } from './lighthouse.mjs';
import { CHROMIUM_PATH, ROOT, kb, ms, run, yardstick } from './lib.mjs';
import { benchOwnerCatalogue } from './owner-catalogue.mjs';
import { benchPresses } from './presses.mjs';

const { values } = parseArgs({
  options: {
    only: {
      type: 'string',
      default: 'firstload,flat,lighthouse,data,interaction,owner,answers,presses',
    },
    runs: { type: 'string', default: '3' },
    tries: { type: 'string', default: '20' },
    build: { type: 'boolean', default: false },
    // Lighthouse only these routes, e.g. --routes /,/catalog (default: every route).
    routes: { type: 'string' },
    // Keep every Lighthouse report (JSON) in this folder, to see why a score is what it is.
    reports: { type: 'string' },
    // The answers section: its own number of runs (each a full throttled load).
    'answer-runs': { type: 'string', default: '5' },
    // The presses section: presses of each kind (each a full throttled load).
    'press-runs': { type: 'string', default: '20' },
    dist: { type: 'string', default: 'dist' },
    label: { type: 'string' },
    compare: { type: 'string' },
    // The flat section: three build folders in place of its own (250, 2 000, owner's 400).
    'flat-dirs': { type: 'string' },
  },
});
const sections = new Set(values.only.split(',').map((name) => name.trim()));
const log = (message) => console.error(`· ${message}`);
const rows = [];
const add = (section, item, figure) => rows.push({ section, item, figure });

function machine() {
  let chromium = 'unknown';
  try {
    chromium = execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    // reported as unknown
  }
  return {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? 'unknown',
    memoryGB: Number((totalmem() / 1024 ** 3).toFixed(1)),
    node: process.version,
    chromium,
    date: new Date().toISOString(),
    yardstickMs: yardstick(),
  };
}

// The answers and presses sections' folders; only dist/ is ever built here.
const comparedBuilds = (() => {
  const dirs = (values.compare ?? values.dist).split(',').map((dir) => dir.trim());
  if (values.compare && dirs.length !== 2) {
    throw new Error(`--compare takes two build folders, A,B (got ${values.compare})`);
  }
  const labels = values.label?.split(',').map((label) => label.trim()) ?? [];
  const defaultLabel = (dir) => (resolve(ROOT, dir) === resolve(ROOT, 'dist') ? '' : dir);
  return dirs.map((dir, i) => ({
    dir,
    label: labels[i] ?? (values.compare ? dir : defaultLabel(dir)),
  }));
})();
const comparedUseDist =
  ['answers', 'presses'].some((name) => sections.has(name)) &&
  comparedBuilds.some(({ dir }) => resolve(ROOT, dir) === resolve(ROOT, 'dist'));
const needsBuild =
  comparedUseDist || ['firstload', 'lighthouse'].some((name) => sections.has(name));
if (needsBuild && (values.build || !existsSync(join(ROOT, 'dist', 'index.html')))) {
  log('building dist/ (npm run build)');
  await run('npm', ['run', 'build']);
}

const results = { machine: machine() };

if (sections.has('firstload')) {
  log('first load: Chromium, cold cache, service workers blocked');
  const firstLoad = await benchFirstLoad();
  results.firstLoad = firstLoad;
  for (const { route, totals } of firstLoad.routes) {
    const parts = ['js', 'css', 'font', 'image', 'html'].map(
      (type) => `${type} ${kb(totals[type].raw)} / ${kb(totals[type].gzip)}`,
    );
    const all = Object.values(totals).reduce(
      (sum, t) => ({ raw: sum.raw + t.raw, gzip: sum.gzip + t.gzip }),
      { raw: 0, gzip: 0 },
    );
    add(
      'first load (raw / gzip)',
      route,
      `${parts.join(' · ')} · total ${kb(all.raw)} / ${kb(all.gzip)}`,
    );
  }
  const { precache } = firstLoad;
  add(
    'first load (raw / gzip)',
    'service worker precache (after load, not above)',
    `${precache.files} files, ${kb(precache.raw)} / ${kb(precache.gzip)}`,
  );
}

if (sections.has('flat')) {
  log("flat: a first visit of / and /catalog, 250 and 2 000 sample goods, an owner's 400");
  const dirs = values['flat-dirs']?.split(',').map((dir) => dir.trim());
  const flat = await benchFirstVisit({ log, rebuild: values.build, dirs });
  results.flat = flat;
  const section = 'flat: a first visit before its pictures, gzip';
  for (const { name, dir, routes } of flat.builds) {
    for (const { path, total, data, listInIt } of routes) {
      add(
        section,
        `/${path}, ${name} (${dir})`,
        `${kb(total)}, of which product data ${kb(data)}${listInIt ? ' (the whole list)' : ''}`,
      );
    }
  }
  for (const { path, ratio } of flat.ratios)
    add(section, `/${path}: 2 000 goods against 250`, `${ratio.toFixed(2)}× (target ≤ 1.25×)`);
}

if (sections.has('lighthouse')) {
  const runs = Number(values.runs);
  log(`lighthouse: ${runs} run(s) per route`);
  const routes = values.routes?.split(',').map((route) => route.trim());
  const lighthouse = await benchLighthouse({
    runs,
    log,
    reportDir: values.reports,
    ...(routes ? { routes } : {}),
  });
  results.lighthouse = lighthouse;
  const section = `lighthouse 12 mobile, fresh profile (median of ${runs})`;
  for (const { route, scores, metrics, benchmarkIndex, benchmarkIndexRange } of lighthouse) {
    add(
      section,
      route,
      `perf ${scores.performance} · a11y ${scores.accessibility} · best ${scores['best-practices']} · seo ${scores.seo} · FCP ${ms(metrics.fcp)} · LCP ${ms(metrics.lcp)} · TBT ${ms(metrics.tbt)} · CLS ${metrics.cls.toFixed(3)} · benchmarkIndex ${Math.round(benchmarkIndex)} (${benchmarkIndexRange.map(Math.round).join('–')})`,
    );
  }
  // Where the main thread's time went (Lighthouse's trace, at its 4x slowdown).
  for (const { route, mainThread } of lighthouse) {
    const groups = Object.entries(mainThread.groups)
      .sort(([, a], [, b]) => b - a)
      .map(([group, duration]) => `${group} ${ms(duration)}`);
    const scripts = Object.entries(mainThread.scripts)
      .filter(([url]) => !url.startsWith('http') && url !== 'Unattributable')
      .sort(([, a], [, b]) => b - a)
      .slice(0, 4)
      .map(([url, duration]) => `${url} ${ms(duration)}`);
    const measures = Object.entries(mainThread.measures).map(
      ([name, duration]) => `${name.replace(/^bon:/, '')} ${ms(duration)}`,
    );
    add(
      'main thread of the load, 4x slowdown (median)',
      route,
      [...groups, `scripts: ${scripts.join(', ')}`, ...measures].join(' · '),
    );
  }
}

if (sections.has('data') || sections.has('search')) {
  const sizes = sections.has('data') ? [250, 10_000, 100_000] : [250, 10_000];
  log(`data: ${sizes.join(', ')} products`);
  const data = await benchData({ sizes });
  results.data = data;
  for (const row of data) {
    add(
      'data pipeline, Node (median)',
      `${row.products} · ${row.measure}`,
      `${ms(row.ms)}${row.detail ? ` (${row.detail})` : ''}`,
    );
  }
}

if (sections.has('interaction')) {
  const interactionModule = join(ROOT, 'scripts', 'bench', 'interaction.mjs');
  if (existsSync(interactionModule)) {
    const { benchInteraction } = await import(interactionModule);
    const tries = Number(values.tries);
    log(`interaction: 10 000 products, ${tries} tries`);
    const interaction = await benchInteraction({ tries, log, rebuild: values.build });
    results.interaction = interaction;
    for (const row of interaction)
      add(`interaction, 10 000 products (median of ${row.tries})`, row.what, row.figure);
  }
}

if (sections.has('owner')) {
  const owner = await benchOwnerCatalogue({ runs: Number(values.runs), log });
  results.owner = owner;
  const section = 'owner catalogue, 40 goods, 1600×2133 photos';
  const photos = ({ photos }) =>
    photos
      ? ` (photos: ${photos.made} of ${photos.count} made, ${photos.seconds.toFixed(1)} s)`
      : '';
  add(section, 'build, no photo cache', `${owner.cold.seconds.toFixed(1)} s${photos(owner.cold)}`);
  add(
    section,
    'build again, photos unchanged',
    `${owner.warm.seconds.toFixed(1)} s${photos(owner.warm)}`,
  );
  add(section, 'build of the sample, for comparison', `${owner.sample.seconds.toFixed(1)} s`);
  add(
    section,
    '/catalog page 1 pictures, 375 px DPR 2',
    `${kb(owner.pictures.total)} in ${owner.pictures.count} photos, largest ${kb(owner.pictures.largest)}`,
  );
  for (const [route, { median: lcp, values: all }] of Object.entries(owner.lcp)) {
    add(
      section,
      `LCP ${route}, 4× CPU, 150 ms RTT, 1.6 Mbps (median of ${owner.runs})`,
      `${ms(lcp)} (${all.map((value) => Math.round(value)).join(', ')})`,
    );
  }
}

if (sections.has('answers')) {
  const runs = Number(values['answer-runs']);
  log(
    `answers: ${comparedBuilds.map(({ dir }) => dir).join(' and ')}, ${runs} run(s) per route, 4× CPU, 150 ms RTT, 1.6 Mbps`,
  );
  const answers = await benchAnswerWindow({ builds: comparedBuilds, runs, log });
  results.answers = answers;
  const section = `answers: first paint → html[data-app-running], mid phone (median of ${runs})`;
  const [first] = answers.builds;
  for (const [b, build] of answers.builds.entries()) {
    for (const [r, row] of build.routes.entries()) {
      const { firstPaint, largestPaint, answers: answered, shown, window } = row;
      const parts = [
        `first paint ${ms(firstPaint.median)}`,
        `LCP ${ms(largestPaint.median)}`,
        `answers ${ms(answered.median)}`,
        `shown ${ms(shown.median)}`,
        `window ${ms(window.median)}${
          window.values.length ? ` (${Math.round(window.min)}–${Math.round(window.max)})` : ''
        }`,
      ];
      const before = first.routes[r].window.median;
      if (b > 0 && Number.isFinite(before) && Number.isFinite(window.median)) {
        const change = ((window.median - before) / before) * 100;
        parts.push(
          `window vs ${first.label || first.dir}: ${change > 0 ? '+' : ''}${change.toFixed(1)} %`,
        );
      }
      if (row.failed) parts.push(`${row.failed} of ${row.runs} runs never answered`);
      add(section, build.label ? `${row.route} · ${build.label}` : row.route, parts.join(' · '));
    }
  }
  const { start, end } = answers.yardstickMs;
  add(section, 'yardstick at its start / end', `${Math.round(start)} ms / ${Math.round(end)} ms`);
}

if (sections.has('presses')) {
  const runs = Number(values['press-runs']);
  log(
    `presses: ${comparedBuilds.map(({ dir }) => dir).join(' and ')}, ${runs} of each kind from its first paint on, 4× CPU, 150 ms RTT, 1.6 Mbps`,
  );
  const presses = await benchPresses({ builds: comparedBuilds, runs, log });
  results.presses = presses;
  const last = ((Math.min(runs, 20) - 1) * presses.profile.stepMs) / 1000;
  const section = `presses that took effect, mid phone, first paint +0 to +${last} s (of ${runs}, fresh profile each)`;
  for (const build of presses.builds) {
    for (const row of build.kinds) {
      const parts = [
        `${row.tookEffect} of ${row.runs}`,
        `${row.kept} made before the app answered, ${row.runs - row.kept - row.errors.length} after`,
      ];
      if (row.errors.length) parts.push(`${row.errors.length} failed: ${row.errors[0]}`);
      if (row.lostDelays.length) {
        parts.push(
          `lost when pressed at +${row.lostDelays.map((delay) => delay / 1000).join(', +')} s`,
        );
      }
      if (row.movedTo.length) parts.push(`went to ${[...new Set(row.movedTo)].join(', ')}`);
      add(section, build.label ? `${row.kind} · ${build.label}` : row.kind, parts.join(' · '));
    }
  }
  const { start, end } = presses.yardstickMs;
  add(section, 'yardstick at its start / end', `${Math.round(start)} ms / ${Math.round(end)} ms`);
}

// One table: section | item | figure.
const widths = ['section', 'item', 'figure'].map((key) =>
  Math.max(key.length, ...rows.map((row) => String(row[key]).length)),
);
const line = (cells) => `| ${cells.map((cell, i) => String(cell).padEnd(widths[i])).join(' | ')} |`;
const table = [
  line(['section', 'item', 'figure']),
  `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`,
  ...rows.map((row) => line([row.section, row.item, row.figure])),
].join('\n');
const m = results.machine;
const header = `BON VINTAGE bench, ${m.date}: ${m.cpus} × ${m.cpuModel}, ${m.memoryGB} GB, Node ${m.node}, ${m.chromium}; yardstick ${Math.round(m.yardstickMs)} ms (fixed Node workload, median of 5: lower is a faster hour)`;
console.log(`${header}\n\n${table}`);
mkdirSync(join(ROOT, 'bench-results'), { recursive: true });
writeFileSync(
  join(ROOT, 'bench-results', 'bench.json'),
  `${JSON.stringify({ ...results, rows }, null, 2)}\n`,
);
writeFileSync(join(ROOT, 'bench-results', 'bench.md'), `${header}\n\n${table}\n`);
