import { QueryClient } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '../app/providers';
import { makeStore, type MakeStoreOptions } from '../app/store';
import type { Product } from '../features/products/types';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  preloadedState?: MakeStoreOptions['preloadedState'];
  /** The URL the memory router starts at (relative to the basename), e.g. '/catalog?page=2'. */
  route?: string;
  /** The route pattern the ui is mounted at; '*' by default. */
  path?: string;
  /** More routes beside the ui's, e.g. a target page to land on. */
  routes?: RouteObject[];
  /** Products to put in the query cache under ['products', count], so nothing is generated. */
  products?: Product[];
  productCount?: number;
}

/**
 * Renders ui inside a fresh store, query client and memory router, as the app
 * does (docs/architecture.md). Returns the store, the router and a user-event
 * instance; query by role and name, as a visitor would.
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    preloadedState,
    route = '/',
    path = '*',
    routes = [],
    products,
    productCount = 250,
    ...options
  }: RenderWithProvidersOptions = {},
) {
  const store = makeStore({ preloadedState });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  if (products) queryClient.setQueryData(['products', productCount], products);
  const router = createMemoryRouter([{ path, element: ui }, ...routes], {
    initialEntries: [route],
  });
  const user = userEvent.setup();
  const result = render(
    <AppProviders store={store} queryClient={queryClient}>
      <RouterProvider
        router={router}
        flushSync={(update) => {
          flushSync(update);
        }}
      />
    </AppProviders>,
    options,
  );
  return { ...result, store, router, queryClient, user };
}
