import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { syncFavoritesAcrossTabs } from '../features/favorites/sync-favorites-across-tabs';
import { productsQueryOptions } from '../features/products/products-query';
import { BASE_PATH, PRODUCTS_REQUESTED } from '../shared/config/spec';
import {
  holdLazyRoutesUntil,
  loadMatchedRoutes,
  PRERENDERED_ATTRIBUTE,
  startMode,
  WITH_PRODUCTS_ATTRIBUTE,
} from './hydration';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { registerServiceWorker } from './register-service-worker';
import { restoreDeepLink } from './restore-deep-link';
import { buildRoutes } from './router';
import { makeStore, startPersistence, stopPersistence } from './store';
import './styles/global.css';

/**
 * Starts the shop in `container`. The built pages arrive with their HTML
 * already drawn (src/app/prerender.tsx); React then hydrates it, keeping what
 * the visitor may have typed or focused meanwhile. Anything else is drawn
 * afresh: the dev server's empty page, or another page's HTML.
 */
export async function startApp(container: HTMLElement): Promise<() => Promise<void>> {
  // Before the router reads the address: a deep link that came through 404.html.
  restoreDeepLink(window.location, window.history);
  registerServiceWorker();

  const store = makeStore();
  const stopTabSync = syncFavoritesAcrossTabs(store.dispatch);
  const queryClient = createQueryClient();

  const routes = buildRoutes();
  const prerendered = container.getAttribute(PRERENDERED_ATTRIBUTE);
  let mode = startMode(prerendered, routes, window.location, BASE_PATH);
  // A page drawn with the products (prerender.tsx) is hydrated once the
  // browser has generated the same list, so that its first render draws the
  // very cards that are on screen. Meanwhile the page is plain HTML: its links
  // work, and what the visitor types is kept.
  const products =
    mode === 'page' && container.hasAttribute(WITH_PRODUCTS_ATTRIBUTE)
      ? queryClient.fetchQuery(productsQueryOptions(PRODUCTS_REQUESTED))
      : undefined;
  if (prerendered !== null && mode !== 'shell') {
    // The page's module first, so the router starts with the page (hydrated,
    // or drawn over the HTML without a 'Завантаження...' in between). Offline
    // or a missing chunk: the router tries again and shows its error.
    await loadMatchedRoutes(routes, window.location, BASE_PATH).catch(() => (mode = 'render'));
  }
  // No list: the page shows its error instead of the cards, drawn afresh.
  await products?.catch(() => (mode = 'render'));
  let firstRenderDone = () => {};
  const firstRender = new Promise<void>((resolve) => (firstRenderDone = resolve));
  if (mode === 'shell') holdLazyRoutesUntil(routes, firstRender);
  const router = createBrowserRouter(routes, { basename: BASE_PATH });

  const app = (
    <StrictMode>
      <AppProviders
        store={store}
        queryClient={queryClient}
        // The saved favourites are read once the first render is on screen: the
        // HTML drawn at build time knows none, and the first render must match
        // it (the header's count, the favourites page) for React to hydrate it.
        afterFirstRender={() => {
          startPersistence(store);
          firstRenderDone();
        }}
      >
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  let root: Root;
  if (mode === 'render') {
    // React replaces the HTML that is there in its first commit: no blank frame.
    root = createRoot(container);
    root.render(app);
  } else {
    // In slices the browser can interrupt: the page is already drawn, so
    // hydrating it must not freeze it (issue 7: Total Blocking Time).
    startTransition(() => {
      root = hydrateRoot(container, app, {
        // React then draws the page afresh; it is a bug, so it says so (tests fail on it).
        // With the component stack: which element differed.
        onRecoverableError: (error, info) =>
          console.error('Hydration failed:', error, info.componentStack),
      });
    });
  }
  /** Stops the app (tests start several in one page). */
  return async () => {
    root.unmount();
    router.dispose();
    stopTabSync();
    await stopPersistence(store);
  };
}
