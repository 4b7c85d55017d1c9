import { redirect, type RouteObject } from 'react-router';
import { ErrorPage } from './error-page';
import { AppLayout } from './layout/app-layout';

/**
 * docs/product.md and docs/decisions/003-routes.md. Every page is its own lazily loaded
 * chunk; a page that throws is caught inside the layout, so the header stays
 * and the visitor can go home; any unknown path redirects to /.
 */
export const pageRoutes: RouteObject[] = [
  { index: true, lazy: () => import('./routes/home') },
  { path: 'catalog', lazy: () => import('./routes/catalog') },
  { path: 'catalog/:productId', lazy: () => import('./routes/product') },
  { path: 'favorite', lazy: () => import('./routes/favorite') },
  { path: 'basket', lazy: () => import('./routes/basket') },
  { path: 'aboutUs', lazy: () => import('./routes/about-us') },
  { path: '*', loader: () => redirect('/') },
];

/** The whole route tree around the given pages (tests add pages of their own). */
export function buildRoutes(pages: RouteObject[] = pageRoutes): RouteObject[] {
  return [
    {
      id: 'root',
      Component: AppLayout,
      // The same component, so the header stays mounted when the first page arrives.
      HydrateFallback: AppLayout,
      errorElement: <ErrorPage />,
      // Copies: starting the app loads lazy pages into their route objects (hydration.ts).
      children: [{ errorElement: <ErrorPage />, children: pages.map((page) => ({ ...page })) }],
    },
  ];
}
