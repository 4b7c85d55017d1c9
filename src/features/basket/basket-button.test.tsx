import { act, screen } from '@testing-library/react';
import { makeProduct } from '../../test/product-fixture';
import { renderWithProviders } from '../../test/render';
import { BasketButton } from './basket-button';
import { basketStore } from './basket-store';

afterEach(() => {
  act(() => basketStore.clear());
});

describe('BasketButton', () => {
  it('adds the piece, announces it and keeps focus on the link that takes its place', async () => {
    const { user } = renderWithProviders(<BasketButton product={makeProduct(12)} />);
    await user.click(screen.getByRole('button', { name: 'Додати в кошик' }));
    const link = screen.getByRole('link', { name: 'У кошику' });
    expect(link).toHaveAttribute('href', '/basket');
    expect(link).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Додано в кошик');
    expect(basketStore.get().ids).toEqual([12]);
  });

  it('offers nothing for a sold piece', () => {
    renderWithProviders(<BasketButton product={makeProduct(12, { sold: true })} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
