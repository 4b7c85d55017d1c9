import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { PageShownProvider } from './page-shown';
import type { AppStore, RootState } from './store';

/** Redux for client state, TanStack Query for the product list (docs/architecture.md). */
export function AppProviders({
  store,
  queryClient,
  onPageShown = () => {},
  serverState,
  children,
}: {
  store: AppStore;
  queryClient: QueryClient;
  /**
   * The state the HTML was drawn with (a fresh store's): what every component
   * reads while React hydrates it, however the store has moved on meanwhile
   * (a search typed into a part already hydrated); it then catches up with
   * the store as an ordinary update.
   */
  serverState?: RootState;
  /** In the browser: who hears that the page is on screen (page-shown.tsx). */
  onPageShown?: () => void;
  children: ReactNode;
}) {
  return (
    <Provider store={store} serverState={serverState}>
      <QueryClientProvider client={queryClient}>
        <PageShownProvider value={onPageShown}>{children}</PageShownProvider>
      </QueryClientProvider>
    </Provider>
  );
}
