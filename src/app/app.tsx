import { RouterProvider } from 'react-router';
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
const router = createAppRouter();

export function App() {
  return (
    <AppProviders store={store} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
