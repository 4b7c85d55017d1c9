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
  // The address bar's pop-up, drawn as a web page in a renderer of its own for every
  // window (a test's every context) though no test ever sees it: 10 % of the
  // end-to-end run's CPU (docs/testing.md).
  '--disable-features=WebUIOmniboxPopup,PreloadTopChromeWebUI',
];
