import { act, screen, within } from '@testing-library/react';
import { basketStore } from '../../features/basket/basket-store';
import { addFavorite, removeFavorite } from '../../features/favorites/favorite-slice';
import { renderWithProviders } from '../../test/render';
import { SiteHeader } from './site-header';

describe('SiteHeader', () => {
  it('has the five entries with the active one marked, and the contract’s sign-in target', () => {
    renderWithProviders(<SiteHeader />, { route: '/catalog' });
    const nav = screen.getByRole('navigation', { name: 'Основна навігація' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'ГОЛОВНА',
      'КАТАЛОГ',
      'ВПОДОБАНІ',
      'ПРО НАС',
      'УВІЙТИ',
    ]);
    expect(within(nav).getByRole('link', { name: 'КАТАЛОГ' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'ГОЛОВНА' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'УВІЙТИ' })).toHaveAttribute('href', '/sing up');
  });

  it('shows the favourites badge only above 0, with the count', () => {
    const { store } = renderWithProviders(<SiteHeader />);
    const heart = screen.getByRole('link', { name: 'Вподобані' });
    expect(heart).toHaveAttribute('href', '/favorite');
    expect(screen.queryByTestId('favorites-count')).not.toBeInTheDocument();
    act(() => {
      store.dispatch(addFavorite(3));
      store.dispatch(addFavorite(9));
    });
    expect(screen.getByTestId('favorites-count')).toHaveTextContent('2');
    act(() => {
      store.dispatch(removeFavorite(3));
      store.dispatch(removeFavorite(9));
    });
    expect(screen.queryByTestId('favorites-count')).not.toBeInTheDocument();
  });

  it('turns data-search-active on while the search box has focus', async () => {
    const { user, container } = renderWithProviders(<SiteHeader />);
    const header = container.querySelector('header')!;
    expect(header).toHaveAttribute('data-search-active', 'false');
    await user.click(screen.getByRole('combobox', { name: 'Пошук товарів' }));
    expect(header).toHaveAttribute('data-search-active', 'true');
    await user.click(document.body);
    expect(header).toHaveAttribute('data-search-active', 'false');
  });

  it('keeps the account inert: disabled, so never a tab stop', () => {
    renderWithProviders(<SiteHeader />);
    expect(screen.getByRole('button', { name: /Особистий кабінет/ })).toBeDisabled();
  });

  it('links to the basket, its count in the badge and in the name while it holds pieces', async () => {
    renderWithProviders(<SiteHeader />);
    const basket = screen.getByRole('link', { name: 'Кошик' });
    expect(basket).toHaveAttribute('href', '/basket');
    expect(screen.queryByTestId('basket-count')).not.toBeInTheDocument();
    await act(async () => {
      await Promise.resolve();
      basketStore.add(3);
      basketStore.add(9);
    });
    expect(screen.getByTestId('basket-count')).toHaveTextContent('2');
    expect(basket).toHaveAccessibleName('Кошик 2 товари');
    act(() => {
      basketStore.clear();
    });
    expect(screen.queryByTestId('basket-count')).not.toBeInTheDocument();
    expect(basket).toHaveAccessibleName('Кошик');
  });

  it('opens the burger menu as a dialog, and its cross and its items close it', async () => {
    // Esc, the scroll lock and focus in a real modal dialog: e2e/chrome.spec.ts.
    const { user } = renderWithProviders(<SiteHeader />);
    const burger = screen.getByTestId('burger-button');
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('burger-menu')).not.toBeInTheDocument();

    await user.click(burger);
    const menu = screen.getByRole('dialog', { name: 'Меню' });
    expect(menu).toHaveAttribute('id', 'burger-menu');
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    // The menu's own cross stands in for the burger button while it is open.
    expect(screen.getByTestId('burger-button')).not.toBe(burger);
    expect(within(menu).getByRole('link', { name: 'ГОЛОВНА' })).toHaveFocus();

    await user.click(within(menu).getByRole('button', { name: 'Закрити меню' }));
    expect(screen.queryByTestId('burger-menu')).not.toBeInTheDocument();

    await user.click(screen.getByTestId('burger-button'));
    await user.click(
      within(screen.getByTestId('burger-menu')).getByRole('button', { name: 'УВІЙТИ' }),
    );
    expect(screen.queryByTestId('burger-menu')).not.toBeInTheDocument();
  });
});
