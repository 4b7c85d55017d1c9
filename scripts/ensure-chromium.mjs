#!/usr/bin/env node
// End-to-end tests drive Debian's Chromium; no test tool may download a browser.
// When it is missing: install it as root, or say exactly what to run.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const INSTALL = 'apt-get update && apt-get install -y chromium';

if (existsSync(CHROMIUM)) process.exit(0);

if (process.getuid?.() === 0) {
  console.log(`${CHROMIUM} is missing: installing Debian's chromium…`);
  execSync(INSTALL, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    shell: '/bin/bash',
  });
  if (existsSync(CHROMIUM)) process.exit(0);
  console.error(`Installing chromium did not produce ${CHROMIUM}.`);
  process.exit(1);
}

console.error(
  `${CHROMIUM} is missing. Install Debian's Chromium, then run the tests again:\n\n  sudo ${INSTALL.replace('&& apt-get', '&& sudo apt-get')}\n`,
);
process.exit(1);
