import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { BasketButton } from './basket-button';
import { basketStore } from './basket-store';

afterEach(() => {
  act(() => basketStore.clear());
});

describe('BasketButton', () => {
  it('adds the piece, announces it and keeps focus on the link that takes its place', async () => {
    const { user } = renderWithProviders(<BasketButton productId={12} orderable />);
    await user.click(screen.getByRole('button', { name: 'Додати в кошик' }));
    const link = screen.getByRole('link', { name: 'У кошику' });
    expect(link).toHaveAttribute('href', '/basket');
    expect(link).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Додано в кошик');
    expect(basketStore.get().ids).toEqual([12]);
  });

  it('offers nothing for a piece that cannot be ordered', () => {
    renderWithProviders(<BasketButton productId={12} orderable={false} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
