import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { NOT_HYDRATING, PageHydrationProvider, type PageHydration } from './page-hydration';
import type { AppStore, RootState } from './store';

/** Redux for client state, TanStack Query for the product list (docs/architecture.md). */
export function AppProviders({
  store,
  queryClient,
  hydration = NOT_HYDRATING,
  serverState,
  children,
}: {
  store: AppStore;
  queryClient: QueryClient;
  /**
   * The state the HTML was drawn with (a fresh store's): what every component
   * reads while React hydrates it, however the store has moved on meanwhile
   * (a query typed while the catalogue waits for its products); it then
   * catches up with the store as an ordinary update.
   */
  serverState?: RootState;
  /** In the browser: how the page waits for its products, and who hears it is on screen. */
  hydration?: PageHydration;
  children: ReactNode;
}) {
  return (
    <Provider store={store} serverState={serverState}>
      <QueryClientProvider client={queryClient}>
        <PageHydrationProvider value={hydration}>{children}</PageHydrationProvider>
      </QueryClientProvider>
    </Provider>
  );
}
