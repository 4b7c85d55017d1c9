import { afterEach, describe, expect, it, vi } from 'vitest';
import SOURCE from './early.js?raw';
import { APP_RUNNING_ATTRIBUTE, PAGE_SHOWN_ATTRIBUTE } from './hydration';

/**
 * src/app/early.js on a page drawn at build time, in a document of its own
 * (its listeners stay with it): which presses it keeps, when it hands them
 * over, and in what order. e2e/first-paint.spec.ts presses the real pages
 * (a heart then a link among them).
 */

const ORIGIN = 'http://shop.test';
const PAGE = `${ORIGIN}/BON-VINTAGE/catalog`;

const LIST = '/BON-VINTAGE/assets/product-data.js';

function drawnCatalog(search = '') {
  const page = document.implementation.createHTMLDocument('Каталог');
  page.head.innerHTML = `<script type="application/json" id="drawn-page">{"path":"catalog","products":true,"favorites":false,"query":true,"list":"${LIST}"}</script>`;
  page.body.innerHTML = `
    <article data-product-id="7"><a id="card" href="${ORIGIN}/BON-VINTAGE/catalog/7">Ваза</a>
      <button id="heart" type="button">♥</button></article>
    <button id="share" type="button">Поділитися</button>
    <a id="slide" href="${PAGE}#slide-2">Наступне фото</a>`;
  const location = {
    href: PAGE,
    origin: ORIGIN,
    pathname: '/BON-VINTAGE/catalog',
    search,
    assign: vi.fn(),
  };
  new Function('document', 'location', SOURCE)(page, location);
  // What reaches the page's own handlers (React's, once it runs), in order.
  const reached: string[] = [];
  page.addEventListener('click', (event) => reached.push((event.target as Element).id));
  const press = (id: string) => {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    page.getElementById(id)!.dispatchEvent(event);
    return event;
  };
  const mark = (attribute: string) => page.documentElement.setAttribute(attribute, '');
  return { page, location, reached, press, mark };
}

/** The hand-over runs in a task of its own, after the attribute's mutation record: two tasks on. */
async function settle() {
  for (let task = 0; task < 2; task += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('early.js', () => {
  it('asks for the whole product list at once at an address with a query, which the app draws from it, and not without one', () => {
    const preloads = (page: Document) =>
      [...page.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
        link.getAttribute('href'),
      );
    expect(preloads(drawnCatalog('?category=vazy').page)).toEqual([LIST]);
    expect(preloads(drawnCatalog().page)).toEqual([]);
  });

  it('keeps a press made before the app answers until the page is shown, then hands it over', async () => {
    const { page, reached, press, mark } = drawnCatalog();
    expect(press('heart').defaultPrevented).toBe(true);
    expect(page.getElementById('heart')!.hasAttribute('data-kept-press')).toBe(true);

    mark(APP_RUNNING_ATTRIBUTE);
    await settle();
    expect(reached).toEqual([]);

    mark(PAGE_SHOWN_ATTRIBUTE);
    await settle();
    expect(reached).toEqual(['heart']);
    expect(page.getElementById('heart')!.hasAttribute('data-kept-press')).toBe(false);
  });

  it('lets a press made once the app answers go to it, unless one made before still waits', async () => {
    const first = drawnCatalog();
    first.mark(APP_RUNNING_ATTRIBUTE);
    expect(first.press('share').defaultPrevented).toBe(false);
    expect(first.reached).toEqual(['share']);

    const second = drawnCatalog();
    second.press('heart');
    second.mark(APP_RUNNING_ATTRIBUTE);
    await settle();
    expect(second.press('share').defaultPrevented).toBe(true);
    second.mark(PAGE_SHOWN_ATTRIBUTE);
    await settle();
    expect(second.reached).toEqual(['heart', 'share']);
  });

  it('leaves a link alone while nothing is kept, and an in-page link always', () => {
    const { press } = drawnCatalog();
    expect(press('card').defaultPrevented).toBe(false);
    press('heart');
    expect(press('slide').defaultPrevented).toBe(false);
  });

  it('lets the browser follow a kept link pressed again, or once the app has not answered in 10 s', () => {
    vi.useFakeTimers();
    const pressedAgain = drawnCatalog();
    pressedAgain.press('heart');
    pressedAgain.press('card');
    expect(pressedAgain.press('card').defaultPrevented).toBe(false);

    const waited = drawnCatalog();
    waited.press('heart');
    waited.press('card');
    vi.advanceTimersByTime(9_999);
    expect(waited.location.assign).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(waited.location.assign).toHaveBeenCalledWith(`${ORIGIN}/BON-VINTAGE/catalog/7`);
  });
});
