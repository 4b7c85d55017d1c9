import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { SearchField } from './search-field';

function CatalogPage() {
  return <h1>Каталог</h1>;
}

describe('SearchField', () => {
  it('is a search landmark with a labelled search box and a Шукати button', () => {
    renderWithProviders(<SearchField />);
    expect(screen.getByRole('search')).toBeInTheDocument();
    const input = screen.getByRole('searchbox', { name: 'Пошук товарів' });
    expect(input).toHaveAttribute('placeholder', 'Пошук');
    expect(screen.getByRole('button', { name: 'Шукати' })).toHaveAttribute('type', 'submit');
  });

  it('sets the shared query on every keystroke', async () => {
    const { store, user } = renderWithProviders(<SearchField />);
    await user.type(screen.getByRole('searchbox'), 'ваз');
    expect(store.getState().filter.searchQuery).toBe('ваз');
  });

  it('shows the query from the store', () => {
    renderWithProviders(<SearchField />, {
      preloadedState: { filter: { searchQuery: 'чашка' } },
    });
    expect(screen.getByRole('searchbox')).toHaveValue('чашка');
  });

  it('reports focus and blur', async () => {
    const onActiveChange = vi.fn();
    const { user } = renderWithProviders(<SearchField onActiveChange={onActiveChange} />);
    await user.click(screen.getByRole('searchbox'));
    expect(onActiveChange).toHaveBeenLastCalledWith(true);
    await user.tab();
    await user.tab();
    expect(onActiveChange).toHaveBeenLastCalledWith(false);
  });

  it('does nothing on a blank submit', async () => {
    const onActiveChange = vi.fn();
    const { user, router } = renderWithProviders(<SearchField onActiveChange={onActiveChange} />, {
      route: '/',
      routes: [{ path: '/catalog', element: <CatalogPage /> }],
    });
    await user.type(screen.getByRole('searchbox'), '   {Enter}');
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('searchbox')).toHaveFocus();
  });

  it('opens the catalogue with a non-blank query and ends the search-active state', async () => {
    const onActiveChange = vi.fn();
    const { user, router, store } = renderWithProviders(
      <SearchField onActiveChange={onActiveChange} />,
      { route: '/', path: '/', routes: [{ path: '/catalog', element: <SearchField /> }] },
    );
    await user.type(screen.getByRole('searchbox'), 'ваза{Enter}');
    expect(router.state.location.pathname).toBe('/catalog');
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('ваза');
    expect(store.getState().filter.searchQuery).toBe('ваза');
    expect(onActiveChange).toHaveBeenLastCalledWith(false);
    expect(screen.getByRole('searchbox')).toHaveValue('ваза');
  });

  it('stays on the catalogue when submitted there, handing focus to its heading', async () => {
    const { user, router } = renderWithProviders(
      <>
        <SearchField />
        <main>
          <h1>Каталог</h1>
        </main>
      </>,
      { route: '/catalog' },
    );
    const before = router.state.location.key;
    await user.type(screen.getByRole('searchbox'), 'ваза{Enter}');
    expect(router.state.location.pathname).toBe('/catalog');
    expect(router.state.location.key).toBe(before);
    expect(screen.getByRole('heading', { name: 'Каталог' })).toHaveFocus();
  });
});
