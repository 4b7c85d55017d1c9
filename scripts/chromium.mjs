// Debian's Chromium, as the end-to-end tests, the benchmarks and the
// screenshots all start it (CHROMIUM_PATH points elsewhere): headless by
// default in each tool, with nothing running in the background that would
// reach the network or move a measurement. scripts/ensure-debian-packages.mjs
// installs it; no tool here ever downloads a browser.

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
