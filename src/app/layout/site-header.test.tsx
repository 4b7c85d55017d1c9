import { act, screen, within } from '@testing-library/react';
import { basketStore } from '../../features/basket/basket-store';
import { makeProduct } from '../../test/product-fixture';
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

  it('counts every piece the basket holds, whether the products are known or not', async () => {
    // On a page with the whole list (/basket), as on one without: one rule.
    renderWithProviders(<SiteHeader />, {
      products: [
        makeProduct(3),
        makeProduct(5, { status: 'sold' }),
        makeProduct(7, { status: 'reserved' }),
      ],
    });
    await act(async () => {
      await Promise.resolve();
      // One that can be ordered, one sold since, one reserved, one gone from the catalogue.
      [3, 5, 7, 99999].forEach((id) => basketStore.add(id));
    });
    expect(screen.getByTestId('basket-count')).toHaveTextContent('4');
    expect(screen.getByRole('link', { name: 'Кошик 4 товари' })).toBeInTheDocument();
    act(() => {
      basketStore.clear();
    });
  });

  it('has the burger menu in the page, closed, for the burger button to open with no script', () => {
    // The browser's own part (the commands, focus, Esc, the scroll lock): e2e/chrome.spec.ts
    // and, before any script has run, e2e/without-scripts.spec.ts.
    renderWithProviders(<SiteHeader />);
    const burger = screen.getByTestId('burger-button');
    const menu = screen.getByTestId('burger-menu');
    expect(menu).toBeInstanceOf(HTMLDialogElement);
    expect(menu).toHaveAttribute('id', 'burger-menu');
    expect(menu).not.toHaveAttribute('open');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(burger).toHaveAttribute('commandfor', 'burger-menu');
    expect(burger).toHaveAttribute('command', 'show-modal');
    expect(burger).toHaveAttribute('aria-controls', 'burger-menu');
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    const cross = within(menu).getByRole('button', { name: 'Закрити меню', hidden: true });
    expect(cross).toHaveAttribute('commandfor', 'burger-menu');
    expect(cross).toHaveAttribute('command', 'close');
    expect(within(menu).getByRole('button', { name: 'УВІЙТИ', hidden: true })).toHaveAttribute(
      'command',
      'close',
    );
    // The dialog focuses it when it opens.
    expect(within(menu).getByRole('link', { name: 'ГОЛОВНА', hidden: true })).toHaveAttribute(
      'autofocus',
    );
    // One element at a time is the burger button.
    expect(screen.getAllByTestId('burger-button')).toEqual([burger]);
  });

  it('opens the burger menu as a dialog, and its cross and its items close it', async () => {
    // happy-dom runs no invoker commands: the buttons' own fallback opens and closes it.
    const { user } = renderWithProviders(<SiteHeader />);
    const burger = screen.getByTestId('burger-button');
    const menu = screen.getByTestId('burger-menu');

    await user.click(burger);
    expect(screen.getByRole('dialog', { name: 'Меню' })).toBe(menu);
    expect(menu).toHaveAttribute('open');
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    // The menu's own cross stands in for the burger button while it is open.
    expect(screen.getAllByTestId('burger-button')).toEqual([
      within(menu).getByRole('button', { name: 'Закрити меню' }),
    ]);

    await user.click(screen.getByTestId('burger-button'));
    expect(menu).not.toHaveAttribute('open');
    expect(screen.getAllByTestId('burger-button')).toEqual([burger]);
    expect(burger).toHaveAttribute('aria-expanded', 'false');

    await user.click(burger);
    await user.click(within(menu).getByRole('button', { name: 'УВІЙТИ' }));
    expect(menu).not.toHaveAttribute('open');
    expect(burger).toHaveAttribute('aria-expanded', 'false');
  });

  it('follows a dialog opened and closed by the browser itself', () => {
    // Before the app ran, or by Esc: the dialog's events tell the header.
    renderWithProviders(<SiteHeader />);
    const burger = screen.getByTestId('burger-button');
    const menu = screen.getByTestId<HTMLDialogElement>('burger-menu');
    act(() => {
      menu.showModal();
      menu.dispatchEvent(new Event('toggle'));
    });
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    expect(burger).toHaveAccessibleName('Закрити меню');
    act(() => menu.close());
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(burger).toHaveAccessibleName('Відкрити меню');
  });
});
