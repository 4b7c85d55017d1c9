/**
 * Registers the Workbox service worker of vite-plugin-pwa (vite.config.ts)
 * once the browser is idle after the page has shown. In autoUpdate mode a new
 * build's worker takes over at once and this reloads the page, so the visitor
 * never runs old chunks against a new build. Only in production builds: the
 * dev server has no worker. Its code is a chunk of its own, asked for only
 * then: offline support is for later visits, never part of this one's first
 * load.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const { registerSW } = await import('virtual:pwa-register');
  registerSW();
}
