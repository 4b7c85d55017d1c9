import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from './providers';
import { buildRoutes, pageRoutes } from './router';
import { makeStore } from './store';

function renderApp(path: string, extraPages: RouteObject[] = []) {
  const router = createMemoryRouter(buildRoutes([...extraPages, ...pageRoutes()]), {
    initialEntries: [path],
  });
  render(
    <AppProviders store={makeStore()} queryClient={new QueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

function Thrower(): never {
  throw new Error('render failed: secret stack detail');
}

describe('router', () => {
  it('shows the error page inside the layout when a page throws while rendering', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/broken', [{ path: 'broken', Component: Thrower }]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Щось пішло не так/)).toBeInTheDocument();
    expect(screen.queryByText(/secret stack detail/)).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Основна навігація' })).toBeInTheDocument();
  });

  it('lets the visitor go home from the error page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = renderApp('/broken', [{ path: 'broken', Component: Thrower }]);
    await userEvent.click(await screen.findByRole('link', { name: 'На головну' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'BON VINTAGE' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('redirects an unknown path to /', async () => {
    const router = renderApp('/no/such/page');
    await screen.findByRole('heading', { level: 1, name: 'BON VINTAGE' });
    expect(router.state.location.pathname).toBe('/');
  });

  it('marks the active navigation entry with aria-current', async () => {
    renderApp('/aboutUs');
    await screen.findByRole('heading', { level: 1, name: 'Про нас' });
    expect(screen.getByRole('link', { name: 'ПРО НАС' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'ГОЛОВНА' })).not.toHaveAttribute('aria-current');
  });
});
