import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { FavoriteButton } from './favorite-button';

describe('FavoriteButton', () => {
  it('adds the product to the favourites and takes it out again', async () => {
    const { store, user } = renderWithProviders(
      <FavoriteButton productId={7} productTitle="King size Ваза" />,
    );
    const heart = screen.getByRole('button', { name: 'Вподобати: King size Ваза' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(store.getState().favorite.favoriteList).toEqual([7]);
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(store.getState().favorite.favoriteList).toEqual([]);
  });

  it('shows its state as text when inline', async () => {
    const { user } = renderWithProviders(
      <FavoriteButton productId={3} productTitle="King size Тарілка" variant="inline" />,
      { preloadedState: { favorite: { favoriteList: [3] } } },
    );
    const toggle = screen.getByRole('button', { name: 'У вподобаних' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'До вподобаних' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});
