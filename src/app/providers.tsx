import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { PageHydrationProvider, type PageHydration } from './page-hydration';
import type { AppStore } from './store';

const NOT_HYDRATING: PageHydration = { productsArriving: null, onPageShown: () => {} };

/** Redux for client state, TanStack Query for the product list (STYLE.md, State). */
export function AppProviders({
  store,
  queryClient,
  hydration = NOT_HYDRATING,
  children,
}: {
  store: AppStore;
  queryClient: QueryClient;
  /** In the browser: how the page waits for its products, and who hears it is on screen. */
  hydration?: PageHydration;
  children: ReactNode;
}) {
  return (
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <PageHydrationProvider value={hydration}>{children}</PageHydrationProvider>
      </QueryClientProvider>
    </Provider>
  );
}
