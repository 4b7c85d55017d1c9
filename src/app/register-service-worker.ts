import { registerSW } from 'virtual:pwa-register';

/**
 * Registers the Workbox service worker of vite-plugin-pwa (vite.config.ts)
 * after the page has loaded. In autoUpdate mode a new build's worker takes
 * over at once and this reloads the page, so the visitor never runs old
 * chunks against a new build. Only in production builds: the dev server has
 * no worker.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  registerSW();
}
