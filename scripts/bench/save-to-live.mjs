#!/usr/bin/env node
// From a save in the owner's admin to the change being live, as far as this
// machine can run it: the Pages workflow's build step (`npm run build` with
// CATALOGUE_DIR and CATALOGUE_ON_ERROR=hold, .github/workflows/deploy-pages.yml)
// after one changed price, the photo, link-preview and admin caches warm as
// the workflow's cache step leaves them. Against the example an owner starts
// from (catalogue-example/), and an owner's 400 goods with four photos each
// (scripts/make-catalogue.mjs, 300×400: a warm rebuild hashes each photo and
// takes its sizes from the cache, so photo size weighs little). Prints the
// yardstick (lib.mjs) before and after: the machine's speed changes over a
// day. docs/PERFORMANCE.md, "From a save to live".
//   node scripts/bench/save-to-live.mjs [--only example|400]
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT, run, yardstick } from './lib.mjs';

const { values } = parseArgs({ options: { only: { type: 'string' } } });

/**
 * `npm run build` as the workflow's step runs it: its wall time, and the CPU
 * seconds (user and system) of it and its children, which a machine shared
 * with other work does not stretch as it stretches the wall time (the
 * shell's `times`, whose second line is its children's).
 */
function workflowBuild(catalogue, outDir) {
  const env = {
    ...process.env,
    CATALOGUE_DIR: catalogue,
    CATALOGUE_ON_ERROR: 'hold',
    GITHUB_SHA: '0'.repeat(40),
    GITHUB_REPOSITORY: 'owner/BON-VINTAGE',
  };
  delete env.NODE_ENV;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['-c', 'npm run build -- --outDir "$OUT_DIR" && times'], {
      cwd: ROOT,
      env: { ...env, OUT_DIR: outDir },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`the build exited with ${code}:\n${output}`));
      const seconds = (text) => {
        const [, minutes, rest] = /(\d+)m([\d.]+)s/.exec(text);
        return Number(minutes) * 60 + Number(rest);
      };
      const [user, system] = output.trim().split('\n').at(-1).split(/\s+/).map(seconds);
      resolve({ wall: (performance.now() - started) / 1000, cpu: user + system });
    });
  });
}

/** The first good's price in a catalogue folder's products.csv, raised by 100. */
function changePrice(catalogue) {
  const path = join(catalogue, 'products.csv');
  const [header, first, ...rest] = readFileSync(path, 'utf8').split('\n');
  const delimiter = header.includes(';') ? ';' : ',';
  const cells = first.split(delimiter);
  const column = header.split(delimiter).findIndex((name) => /^(ціна|price)$/i.test(name.trim()));
  cells[column] = String(Number(cells[column].replace(/\D/g, '')) + 100);
  writeFileSync(path, [header, cells.join(delimiter), ...rest].join('\n'));
}

async function measure(name, catalogue) {
  const outDir = join(ROOT, `dist-bench-save-${name}`);
  const before = yardstick();
  console.log(`${name}: warming the caches (a build as the last deploy left them)…`);
  const warm = await workflowBuild(catalogue, outDir);
  changePrice(catalogue);
  const changed = await workflowBuild(catalogue, outDir);
  const after = yardstick();
  rmSync(outDir, { recursive: true, force: true });
  const both = ({ wall, cpu }) => `${wall.toFixed(1)} s (CPU ${cpu.toFixed(1)} s)`;
  console.log(
    `${name}: one price changed, the workflow's build step ${both(changed)}; ` +
      `the warming build ${both(warm)}; yardstick ${before.toFixed(0)} ms before, ${after.toFixed(0)} ms after`,
  );
}

const work = mkdtempSync(join(tmpdir(), 'save-to-live-'));
try {
  if (values.only !== '400') {
    const example = join(work, 'example');
    cpSync(join(ROOT, 'catalogue-example'), example, { recursive: true });
    await measure('example', example);
  }
  if (values.only !== 'example') {
    const owner = join(work, 'catalogue-400');
    await run('node', [
      'scripts/make-catalogue.mjs',
      '--out',
      owner,
      '--products',
      '400',
      '--photos',
      '4',
      '--width',
      '300',
      '--height',
      '400',
    ]);
    await measure('400 goods', owner);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
