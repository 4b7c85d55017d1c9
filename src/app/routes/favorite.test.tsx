import { act, screen } from '@testing-library/react';
import { REHYDRATE } from 'redux-persist';
import type { Product } from '../../features/products/types';
import { makeProduct } from '../../test/product-fixture';
import { renderWithProviders } from '../../test/render';
import { Component as FavoriteRoute } from './favorite';

const products: Product[] = [1, 2, 3].map((id) => makeProduct(id));

const cardIds = () =>
  screen.queryAllByTestId('product-card').map((card) => Number(card.dataset.productId));

describe('favourites route', () => {
  it('waits for the saved favourites before saying the list is empty', () => {
    const { store } = renderWithProviders(<FavoriteRoute />, { products, route: '/favorite' });
    expect(screen.getByText('Завантаження...')).toBeInTheDocument();
    expect(screen.queryByText('Тут поки порожньо')).not.toBeInTheDocument();
    act(() => {
      store.dispatch({
        type: REHYDRATE,
        key: 'root',
        payload: { favorite: { favoriteList: [3, 9, 1] } },
      });
    });
    expect(cardIds()).toEqual([3, 1]);
    expect(screen.getByTestId('results-count')).toHaveTextContent('2 товари');
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
    expect(screen.getByRole('button', { name: 'Додати все до моїх вподобаних' })).toBeDisabled();
  });
});
