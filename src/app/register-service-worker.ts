/**
 * The worker that served this page as the app started, if any: read when
 * app.tsx loads this module, before the page has shown.
 */
const startedWith =
  typeof navigator !== 'undefined' && 'serviceWorker' in navigator
    ? navigator.serviceWorker.controller
    : null;

/**
 * Registers the Workbox service worker of vite-plugin-pwa (vite.config.ts)
 * once the browser is idle after the page has shown. In autoUpdate mode a new
 * build's worker takes over at once and this reloads the page, so the visitor
 * never runs old chunks against a new build. Only in production builds: the
 * dev server has no worker. Its code is a chunk of its own, asked for only
 * then: offline support is for later visits, never part of this one's first
 * load.
 *
 * The browser looks for a new worker on every visit by itself, so a new
 * build's worker may take over while this page is still starting, before
 * Workbox listens: then the page is reloaded here, as Workbox would have.
 * A first visit's worker taking control is no new build, and reloads nothing.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const { registerSW } = await import('virtual:pwa-register');
  registerSW();
  if (startedWith !== null && navigator.serviceWorker.controller !== startedWith)
    window.location.reload();
}
