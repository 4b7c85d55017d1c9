/* global document, window, requestAnimationFrame, MutationObserver, addEventListener */
// Interaction in Chromium on a build that generates 10 000 products
// (VITE_PRODUCT_COUNT=10000, into dist-10k/; the shipped build keeps 250): the
// delay from a key press in the header search field on /catalog (each press a
// new query), and from a
// click on a category radio, to the next paint of the updated list. Measured in
// the page: the event's timeStamp, a MutationObserver on <main> (the list
// changes), then requestAnimationFrame + a message posted from it, which runs
// right after that frame is painted. `tries` of each, median kept.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_PATH, CHROME_FLAGS, ROOT, median, ms, run, serveBuild } from './lib.mjs';

const DIR = 'dist-10k';

/** Resolves with ms from the next input event to the paint after <main> changes. */
function armMeasure() {
  window.__nextDelay = new Promise((resolve) => {
    let start = null;
    const onEvent = (event) => {
      if (start === null) start = event.timeStamp;
    };
    for (const type of ['keydown', 'pointerdown'])
      addEventListener(type, onEvent, { capture: true, once: true });
    const observer = new MutationObserver(() => {
      observer.disconnect();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now() - start);
        channel.port2.postMessage(null);
      });
    });
    observer.observe(document.querySelector('main'), {
      childList: true,
      subtree: true,
      characterData: true,
    });
  });
}

export async function benchInteraction({ tries = 20, log = () => {}, rebuild = false } = {}) {
  if (rebuild || !existsSync(join(ROOT, DIR, 'index.html'))) {
    log(`building ${DIR}/ with 10 000 products`);
    await run('npx', ['vite', 'build', '--outDir', DIR, '--logLevel', 'warn'], {
      VITE_PRODUCT_COUNT: '10000',
    });
  }
  const server = await serveBuild(DIR);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')),
  });
  try {
    const context = await browser.newContext({
      serviceWorkers: 'block',
      viewport: { width: 1440, height: 900 },
      locale: 'uk-UA',
    });
    const page = await context.newPage();
    await page.goto(server.url('/catalog'));
    const radios = page.getByRole('group', { name: 'Категорії', exact: true }).getByRole('radio');
    await radios.nth(1).waitFor({ timeout: 60_000 });
    // The header's field is a combobox (suggestions), so find it by its type.
    const search = page.getByRole('search').locator('input[type="search"]');

    // Every press makes a query not searched before (a cache of earlier
    // queries would otherwise flatter the figure): words typed letter by
    // letter, Latin ones and Ukrainian ones typed on the Latin layout (`dfpf`
    // is `ваза`, found by the layout correction). The field is emptied
    // between words, unmeasured.
    const WORDS = ['dfpf', 'king', 'gjhwtkzyf', 'rtkb', 'cthdsp', 'nfhskrf'];
    const keys = WORDS.flatMap((word) =>
      [...word].map((letter, i) => ({ letter, first: i === 0 })),
    );
    const keyDelays = [];
    await search.click();
    for (let i = 0; i < tries; i += 1) {
      const { letter, first } = keys[i % keys.length];
      if (first) {
        await search.fill('');
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      }
      await page.evaluate(armMeasure);
      await page.keyboard.press(`Key${letter.toUpperCase()}`);
      keyDelays.push(await page.evaluate(() => window.__nextDelay));
    }
    await search.fill('');

    const clickDelays = [];
    for (let i = 0; i < tries; i += 1) {
      await page.evaluate(armMeasure);
      await radios.nth(1 + (i % 2)).click();
      clickDelays.push(await page.evaluate(() => window.__nextDelay));
    }
    await context.close();
    return [
      {
        what: 'search key press → paint of the list',
        tries,
        median: median(keyDelays),
        figure: ms(median(keyDelays)),
      },
      {
        what: 'category click → paint of the list',
        tries,
        median: median(clickDelays),
        figure: ms(median(clickDelays)),
      },
    ];
  } finally {
    await browser.close();
    await server.close();
  }
}
