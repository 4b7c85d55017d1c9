import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from './store';

/** Redux for client state, TanStack Query for the product list (STYLE.md, State). */
export function AppProviders({
  store,
  queryClient,
  children,
}: {
  store: AppStore;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </Provider>
  );
}
