#!/usr/bin/env node
// The end-to-end tests use programs from Debian, never downloads of a test
// tool: Chromium (no test tool may fetch a browser) and nginx (the deploy
// test runs deploy/nginx.conf in it). When one is missing: install it as
// root, or say exactly what to run.
//   node scripts/ensure-debian-packages.mjs chromium nginx
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from './chromium.mjs';

/** The program each package must provide; CHROMIUM_PATH / NGINX_PATH point elsewhere. */
const PROGRAMS = {
  chromium: CHROMIUM_PATH,
  nginx: process.env.NGINX_PATH ?? '/usr/sbin/nginx',
};

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !(name in PROGRAMS));
if (wanted.length === 0 || unknown.length > 0) {
  console.error(`usage: ensure-debian-packages.mjs ${Object.keys(PROGRAMS).join(' ')}`);
  process.exit(2);
}

const missing = wanted.filter((name) => !existsSync(PROGRAMS[name]));
if (missing.length === 0) process.exit(0);

const list = missing.join(' ');
const paths = missing.map((name) => PROGRAMS[name]).join(', ');
if (process.getuid?.() === 0) {
  console.log(`${paths} missing: installing Debian's ${list}…`);
  execSync(`apt-get update && apt-get install -y ${list}`, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    shell: '/bin/bash',
  });
  const still = missing.filter((name) => !existsSync(PROGRAMS[name]));
  if (still.length === 0) process.exit(0);
  console.error(`Installing ${still.join(' ')} did not produce ${still.map((n) => PROGRAMS[n])}.`);
  process.exit(1);
}

console.error(
  `${paths} missing. Install Debian's ${list}, then run the tests again:\n\n  sudo apt-get update && sudo apt-get install -y ${list}\n`,
);
process.exit(1);
