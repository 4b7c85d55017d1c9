import { RouterProvider } from 'react-router';
import { syncFavoritesAcrossTabs } from '../features/favorites/sync-favorites-across-tabs';
import { productsQueryOptions } from '../features/products/products-query';
import { PRODUCTS_REQUESTED } from '../shared/config/spec';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { registerServiceWorker } from './register-service-worker';
import { restoreDeepLink } from './restore-deep-link';
import { createAppRouter } from './router';
import { makeStore, startPersistence } from './store';
import './styles/global.css';

// Before the router reads the address: a deep link that came through 404.html.
restoreDeepLink(window.location, window.history);
registerServiceWorker();

const store = makeStore();
startPersistence(store);
syncFavoritesAcrossTabs(store.dispatch);
const queryClient = createQueryClient();
const router = createAppRouter();

export function App() {
  return (
    <AppProviders store={store} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

/** The longest the prerendered page waits for the first page's code and data. */
const FIRST_PAGE_WAIT_MS = 10_000;

/**
 * Resolves when the first page can be drawn whole: its lazily loaded route
 * module is in and the product list is ready (or has failed, which the page
 * shows). src/main.tsx waits for it over prerendered HTML
 * (scripts/prerender.mjs), so React replaces the static page with the same page
 * and never with 'Завантаження...' in between (issue 7: LCP, CLS 0).
 */
export function firstPageReady(): Promise<void> {
  const routeReady = new Promise<void>((resolve) => {
    if (router.state.initialized) {
      resolve();
      return;
    }
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
  const productsReady = queryClient.prefetchQuery(productsQueryOptions(PRODUCTS_REQUESTED));
  const ready = Promise.all([routeReady, productsReady]).then(() => undefined);
  const late = new Promise<void>((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS));
  return Promise.race([ready, late]);
}
