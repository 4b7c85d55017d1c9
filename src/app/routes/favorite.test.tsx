import { act, screen } from '@testing-library/react';
import type { Product } from '../../features/products/types';
import { makeProduct } from '../../test/product-fixture';
import { renderWithProviders } from '../../test/render';
import { persisted, SAVED_KEY } from '../../test/saved-favorites';
import { savedFavoritesRead, type AppStore } from '../store';
import { Component as FavoriteRoute } from './favorite';

const products: Product[] = [1, 2, 3].map((id) => makeProduct(id));

/** Favourites saved by an earlier visit, read back as the app reads them. */
async function restoreSaved(store: AppStore, favoriteList: number[]) {
  localStorage.setItem(SAVED_KEY, persisted(favoriteList));
  await act(() => savedFavoritesRead(store));
}

const cardIds = () =>
  screen.queryAllByTestId('product-card').map((card) => Number(card.dataset.productId));

describe('favourites route', () => {
  it('waits for the saved favourites before saying the list is empty', async () => {
    const { store } = renderWithProviders(<FavoriteRoute />, { products, route: '/favorite' });
    expect(screen.getByText('Завантаження...')).toBeInTheDocument();
    expect(screen.queryByText('Тут поки порожньо')).not.toBeInTheDocument();
    await restoreSaved(store, [3, 9, 1]);
    expect(cardIds()).toEqual([3, 1]);
    expect(screen.getByTestId('results-count')).toHaveTextContent('2 товари');
  });

  it('lists saved ids that match no product apart, each removable, with focus kept', async () => {
    const { store, user } = renderWithProviders(<FavoriteRoute />, {
      products,
      route: '/favorite',
    });
    await restoreSaved(store, [2, 999, 5]);
    expect(cardIds()).toEqual([2]);
    expect(screen.getByTestId('results-count')).toHaveTextContent('1 товар');
    const gone = screen.getByRole('region', { name: 'Більше не доступні' });
    expect(gone).toHaveTextContent('Товар №999 більше не доступний');
    expect(gone).toHaveTextContent('Товар №5 більше не доступний');

    await user.click(screen.getByRole('button', { name: 'Прибрати товар №999 з вподобаних' }));
    expect(store.getState().favorite.favoriteList).toEqual([2, 5]);
    expect(screen.getByRole('button', { name: 'Прибрати товар №5 з вподобаних' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Прибрати товар №5 з вподобаних' }));
    expect(store.getState().favorite.favoriteList).toEqual([2]);
    expect(screen.queryByRole('region', { name: 'Більше не доступні' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /King size/ })).toHaveFocus();
  });

  it('goes from h1 to h2 to the cards, never skipping a level', () => {
    renderWithProviders(<FavoriteRoute />, { products, route: '/favorite?ids=1,2' });
    const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
    expect(levels.slice(0, 3)).toEqual([1, 2, 3]);
  });

  it('shows a shared list without waiting, and adds its known ids', async () => {
    const { store, user } = renderWithProviders(<FavoriteRoute />, {
      products,
      route: '/favorite?ids=2,77,x,3',
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Добірка вподобаних');
    expect(cardIds()).toEqual([2, 3]);
    await user.click(screen.getByRole('button', { name: 'Додати все до моїх вподобаних' }));
    expect(store.getState().favorite.favoriteList).toEqual([2, 3]);
    const addAll = screen.getByRole('button', { name: 'Додати все до моїх вподобаних' });
    // Pressed, it says so but keeps the focus: a disabled button would drop it.
    expect(addAll).toHaveAttribute('aria-disabled', 'true');
    expect(addAll).toHaveFocus();
    await user.click(addAll);
    expect(store.getState().favorite.favoriteList).toEqual([2, 3]);
  });
});
