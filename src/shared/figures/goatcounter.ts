import { counterAddress } from './counter-address';
import type { FigureEvent } from './figures';

/**
 * What is sent to the owner's GoatCounter (docs/decisions/046-figures-with-goatcounter.md),
 * by its documented count endpoint, `https://<code>.goatcounter.com/count`,
 * and nothing else: a page's path without its query or hash, its title, the
 * site the visitor came from (its host alone, on the first page), the
 * campaign of a feed's link (its `utm_*`), and the sale's moments by their
 * names. Never what a visitor typed or keeps. Loaded when the app answers
 * (src/app/app.tsx) or a moment is counted (figures.ts), never in the first
 * load; nothing at all is sent when the browser asks not to be followed.
 */

/** GoatCounter's parameters (its /count API): p path, t title, r referrer, q query (campaign), e event. */
interface Hit {
  p: string;
  t: string;
  r?: string;
  q?: string;
  e?: true;
}

/** The visitor's browser says not to follow them: Global Privacy Control, or Do Not Track. */
export function countingRefused(browser: Navigator = navigator): boolean {
  const asked = browser as Navigator & { globalPrivacyControl?: boolean };
  return asked.globalPrivacyControl === true || browser.doNotTrack === '1';
}

/** The address that counts `hit` at `code`'s counter. */
export function countAddress(code: string, hit: Hit): string {
  const url = new URL('/count', counterAddress(code));
  for (const [name, value] of Object.entries(hit))
    if (value !== undefined && value !== '') url.searchParams.set(name, String(value));
  // GoatCounter's own script adds it, so that no cache answers a second hit.
  url.searchParams.set('rnd', Math.random().toString(36).slice(2, 8));
  return url.href;
}

function send(code: string, hit: Hit): void {
  if (countingRefused()) return;
  // An opaque GET, sent on even as the page is left (an order's link opens a
  // messenger); no cookie, and the referrer is the shop's origin alone.
  fetch(countAddress(code, hit), {
    mode: 'no-cors',
    credentials: 'omit',
    keepalive: true,
    cache: 'no-store',
  }).catch(() => {
    // A figure lost (offline, a blocker) is never the visitor's problem.
  });
}

export function countEvent(code: string, event: FigureEvent): void {
  send(code, { p: event, t: event, e: true });
}

/** A feed's campaign, as GoatCounter reads it from the query: its `utm_*` parameters alone. */
export function campaignOf(search: string): string {
  const kept = [...new URLSearchParams(search)].filter(([name]) => name.startsWith('utm_'));
  return kept.length === 0 ? '' : `?${new URLSearchParams(kept).toString()}`;
}

/** The site a visitor came from, as its origin alone ('https://www.instagram.com'), or ''. */
export function referringSite(referrer: string, here: string): string {
  try {
    const from = new URL(referrer);
    return from.host === new URL(here).host ? '' : from.origin;
  } catch {
    return '';
  }
}

/** The address the page was opened at, before the app changed it. */
function landingAddress(place: Location): string {
  const [entry] = performance.getEntriesByType('navigation');
  return entry?.name || place.href;
}

/**
 * How long a page has to put up its own title: a product's comes with its
 * data, which a slow phone may take seconds to fetch. A page left sooner is
 * counted with the title it had.
 */
const TITLE_WAIT_MS = 5_000;

/** What the router tells of where the visitor is (React Router's data router). */
export interface Whereabouts {
  subscribe(listener: (state: { navigation: { state: string } }) => void): () => void;
}

/**
 * Counts this page, then each page the visitor moves to: once its address's
 * path changes (a filter changing the query is the same page) and its title
 * is up. Returns the function that stops counting.
 */
export function countPageViews(
  code: string,
  router: Whereabouts,
  place: Location = window.location,
): () => void {
  let counted = '';
  let pending: Omit<Hit, 't'> | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // React puts a page's <title> into <head> as it draws the page.
  const titles = new MutationObserver(() => {
    if (document.title !== titleBefore) flush();
  });
  let titleBefore = '';
  const flush = () => {
    clearTimeout(timer);
    titles.disconnect();
    if (pending) send(code, { ...pending, t: document.title });
    pending = null;
  };
  const look = (first: boolean) => {
    const path = place.pathname;
    if (path === counted) return;
    flush();
    counted = path;
    const referrer = first ? referringSite(document.referrer, place.href) : '';
    // The first page's campaign is its address's as it was opened: a page may
    // since have tidied its query (the catalogue keeps only its filters).
    const campaign = campaignOf(first ? new URL(landingAddress(place)).search : place.search);
    pending = { p: path, ...(referrer && { r: referrer }), ...(campaign && { q: campaign }) };
    // The first page is drawn, its title up, before counting starts (src/app/app.tsx).
    if (first) return flush();
    titleBefore = document.title;
    titles.observe(document.head, { childList: true, subtree: true, characterData: true });
    timer = setTimeout(flush, TITLE_WAIT_MS);
  };
  look(true);
  const stop = router.subscribe(({ navigation }) => {
    if (navigation.state === 'idle') look(false);
  });
  addEventListener('pagehide', flush);
  return () => {
    stop();
    removeEventListener('pagehide', flush);
    flush();
  };
}
