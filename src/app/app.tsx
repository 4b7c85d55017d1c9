import { RouterProvider } from 'react-router';
import { syncFavoritesAcrossTabs } from '../features/favorites/sync-favorites-across-tabs';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import { makeStore, startPersistence } from './store';
import './styles/global.css';

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
