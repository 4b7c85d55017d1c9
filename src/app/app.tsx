import { RouterProvider } from 'react-router';
import { productsQueryOptions } from '../features/products/products-query';
import { PRODUCTS_REQUESTED } from '../shared/config/spec';
import { syncFavoritesAcrossTabs } from '../features/favorites/sync-favorites-across-tabs';
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
// Issue 7: every page shows or waits on the product list (spec §2, About its
// flags), so making it starts now, while the page's own chunk downloads, rather
// than after the page first renders. The same query the pages then read.
void queryClient.prefetchQuery(productsQueryOptions(PRODUCTS_REQUESTED));
const router = createAppRouter();

export function App() {
  return (
    <AppProviders store={store} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
