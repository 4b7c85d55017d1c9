/* global document, window -- read inside the page */
// Presses: does a press made the moment a control is painted take effect? For
// each kind of control src/app/early.js keeps until the app can take it, a
// first visit on the mid-phone profile of lib.mjs (4× CPU, 150 ms RTT,
// 1.6 Mbps down), build served gzipped: the page is asked for; once the
// control is laid out, it is scrolled into view (as a visitor's thumb would)
// and aimed at, and pressed there a moment later (a tap on a phone, a click
// on the desktop the catalogue's radios need). The moments step by STEP_MS
// from the first paint, so that the presses of a kind fall all over the
// window a visitor may press in: before the app answers (kept by early.js),
// while it hydrates (React's selective hydration) and after. The press counts once what it does is
// there (the favourite or the basket saved, the address filtered, the link
// shared), or fails after the page has answered and EFFECT_WAIT has passed.
// Each press is a fresh browser context (no cache, no storage, no service
// worker); two build folders are interleaved, as in answer-window.mjs.
import {
  PHONE_CPU_SLOWDOWN,
  PHONE_NETWORK,
  PHONE_SCREEN,
  throttleLikeAPhone,
  turnOrder,
  withServedBuilds,
  yardstick,
} from './lib.mjs';

/** How long after the page answers a press may take to show its effect before it counts as lost. */
const EFFECT_WAIT = 8_000;
/** The n-th press of a kind comes n × STEP_MS after the control is laid out (0 to 1.9 s for 20). */
const STEP_MS = 100;
/** A page that has not painted the control this long after it was asked for fails the press. */
const TIMEOUT = 30_000;

/** The desktop the catalogue's radios need: below 1440 px they are behind `Фільтри`. */
const DESKTOP_SCREEN = { viewport: { width: 1440, height: 900 } };

function savedFavorites() {
  try {
    return JSON.parse(JSON.parse(localStorage.getItem('persist:root')).favorite).favoriteList;
  } catch {
    return [];
  }
}

function savedBasket() {
  try {
    return JSON.parse(localStorage.getItem('bon-vintage:basket')) ?? [];
  } catch {
    return [];
  }
}

/** A card's heart: the press counts once its product is among the saved favourites. */
function cardHeart(route, within) {
  return {
    route,
    screen: PHONE_SCREEN,
    selector: `${within} [data-testid="product-card"] [data-testid="favorite-toggle"]`,
    effect: async (page, { productId }) =>
      (await page.evaluate(savedFavorites)).includes(productId),
  };
}

/**
 * Each kind of kept control, where a first visit sees it: the first element
 * `selector` finds (with `text` in it, if given) is pressed.
 */
export const PRESS_KINDS = {
  'heart on /': cardHeart('/', 'main'),
  'heart on /catalog': cardHeart('/catalog', 'main'),
  'similar piece’s heart on /catalog/1': cardHeart(
    '/catalog/1',
    'section[aria-labelledby="similar-products"]',
  ),
  'Додати в кошик on /catalog/1': {
    route: '/catalog/1',
    screen: PHONE_SCREEN,
    selector: 'main button',
    text: 'Додати в кошик',
    effect: async (page) => (await page.evaluate(savedBasket)).includes(1),
  },
  'category radio on /catalog (1440 px)': {
    route: '/catalog',
    screen: DESKTOP_SCREEN,
    selector: 'input[type="radio"][name="category"][value="Вази"]',
    effect: async (page) => /[?&]category=vazy\b/.test(page.url()),
  },
  'Поділитися on /catalog/1': {
    route: '/catalog/1',
    screen: PHONE_SCREEN,
    selector: 'main button',
    text: 'Поділитися',
    effect: async (page) =>
      (await page.getByText('Посилання скопійовано').count()) > 0 ||
      (await page.getByLabel('Посилання на товар').count()) > 0,
  },
};

/**
 * In the page, polled every frame: once the control is laid out, brings it
 * into view as a visitor scrolls to it (at once) and says where to press it:
 * the centre of the control, or of the label a radio sits in.
 */
function whereToPress({ selector, text }) {
  const control = [...document.querySelectorAll(selector)].find(
    (element) => !text || element.textContent.includes(text),
  );
  const target = control?.closest('label') ?? control;
  if (!target || target.getClientRects().length === 0) return null;
  let box = target.getBoundingClientRect();
  if (box.top < 0 || box.bottom > window.innerHeight) {
    target.scrollIntoView({ block: 'center' });
    box = target.getBoundingClientRect();
  }
  return {
    x: box.left + box.width / 2,
    y: box.top + box.height / 2,
    productId: Number(control.closest('[data-product-id]')?.getAttribute('data-product-id')),
  };
}

/** In the page: whether the app has answered (src/app/hydration.ts, APP_RUNNING_ATTRIBUTE). */
function answered() {
  return document.documentElement.hasAttribute('data-app-running');
}

/**
 * Runs in the page before its own scripts (so before early.js's listener):
 * notes whether the app had answered when the visitor's press came.
 */
function notePress() {
  document.addEventListener(
    'click',
    (event) => {
      if (!event.isTrusted || window.__benchPress) return;
      window.__benchPress = document.documentElement.hasAttribute('data-app-running')
        ? 'app'
        : 'kept';
    },
    true,
  );
}

/**
 * One first visit with one press. Says whether it took effect, and how the
 * press was met: kept by early.js (the app not running yet) or taken by the
 * app at once.
 */
async function pressOnce(browser, server, kind, delay) {
  const context = await browser.newContext({
    ...kind.screen,
    serviceWorkers: 'block',
    locale: 'uk-UA',
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  try {
    await context.addInitScript(notePress);
    const page = await context.newPage();
    await throttleLikeAPhone(context, page);
    await page.goto(server.url(kind.route), { waitUntil: 'commit' });
    const pressed = await (
      await page.waitForFunction(
        whereToPress,
        { selector: kind.selector, text: kind.text },
        { polling: 'raf', timeout: TIMEOUT },
      )
    ).jsonValue();
    if (delay > 0) await page.waitForTimeout(delay);
    await (kind.screen.hasTouch
      ? page.touchscreen.tap(pressed.x, pressed.y)
      : page.mouse.click(pressed.x, pressed.y));
    const kept = (await page.evaluate(() => window.__benchPress).catch(() => null)) === 'kept';
    await page.waitForFunction(answered, null, { timeout: TIMEOUT, polling: 100 });
    const deadline = Date.now() + EFFECT_WAIT;
    while (Date.now() < deadline) {
      if (await kind.effect(page, pressed).catch(() => false)) return { effect: true, kept };
      await page.waitForTimeout(100);
    }
    // Where the page went instead, if the press landed on a link.
    const { pathname, search } = new URL(page.url());
    const moved = pathname + search !== new URL(server.url(kind.route)).pathname;
    return { effect: false, kept, ...(moved ? { movedTo: pathname + search } : {}) };
  } finally {
    await context.close();
  }
}

/**
 * Presses each kind `runs` times in each build folder (`builds`: [{ dir,
 * label }], one or two), interleaved run after run, kind after kind, the
 * builds in turn first and second.
 */
export async function benchPresses({
  builds = [{ dir: 'dist', label: '' }],
  kinds = Object.keys(PRESS_KINDS),
  runs = 20,
  log = () => {},
} = {}) {
  const yardstickAtStart = yardstick();
  return withServedBuilds(builds, async (browser, servers) => {
    const samples = builds.map(() => Object.fromEntries(kinds.map((kind) => [kind, []])));
    for (let run = 0; run < runs; run += 1) {
      for (const kind of kinds) {
        const delay = (run % 20) * STEP_MS;
        for (const b of turnOrder(builds.length, run)) {
          let sample;
          try {
            sample = await pressOnce(browser, servers[b], PRESS_KINDS[kind], delay);
          } catch (error) {
            if (!browser.isConnected()) throw error;
            sample = { effect: false, error: error.message.split('\n')[0] };
          }
          sample.delay = delay;
          samples[b][kind].push(sample);
          log(
            `presses ${builds[b].label || builds[b].dir} ${kind} run ${run + 1}, +${delay} ms: ${
              sample.effect
                ? 'took effect'
                : `LOST${sample.movedTo ? ` (went to ${sample.movedTo})` : ''}`
            }${sample.error ? ` ${sample.error}` : sample.kept ? ', made before the app answered' : ', made once it had'}`,
          );
        }
      }
    }
    return {
      profile: {
        cpuSlowdown: PHONE_CPU_SLOWDOWN,
        network: PHONE_NETWORK,
        runs,
        stepMs: STEP_MS,
        effectWaitMs: EFFECT_WAIT,
      },
      yardstickMs: { start: yardstickAtStart, end: yardstick() },
      builds: builds.map((build, b) => ({
        ...build,
        kinds: kinds.map((kind) => {
          const all = samples[b][kind];
          return {
            kind,
            runs: all.length,
            tookEffect: all.filter((sample) => sample.effect).length,
            kept: all.filter((sample) => sample.kept).length,
            errors: all.filter((sample) => sample.error).map((sample) => sample.error),
            movedTo: all.filter((sample) => sample.movedTo).map((sample) => sample.movedTo),
            lostDelays: all.filter((sample) => !sample.effect).map((sample) => sample.delay),
          };
        }),
      })),
    };
  });
}
