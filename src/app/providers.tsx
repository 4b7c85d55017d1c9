import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from './store';

/** Redux for client state, TanStack Query for the product list (STYLE.md, State). */
export function AppProviders({
  store,
  queryClient,
  afterFirstRender,
  children,
}: {
  store: AppStore;
  queryClient: QueryClient;
  /** Runs once the first render is on screen (hydrated, in the browser). */
  afterFirstRender?: () => void;
  children: ReactNode;
}) {
  // A hook here rather than a component beside the router: the tree must be
  // the very one src/app/prerender.tsx draws, or hydration's ids (useId) differ.
  useEffect(() => {
    afterFirstRender?.();
  }, [afterFirstRender]);
  return (
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </Provider>
  );
}
