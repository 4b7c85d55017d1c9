import { act, screen } from '@testing-library/react';
import { basketStore } from '../../features/basket/basket-store';
import { renderWithProviders } from '../../test/render';
import { makeProduct } from '../../test/product-fixture';
import { Component as BasketRoute } from './basket';

const products = [
  makeProduct(1, { title: 'Ваза кобальтова' }),
  makeProduct(2, { title: 'Чашка з блюдцем' }),
];

afterEach(() => {
  act(() => basketStore.clear());
});

describe('basket route', () => {
  it('says each piece removed, and keeps focus on the next line, then the heading', async () => {
    // Put in through the store, not storage: the store reads storage once a visit, and a
    // file run before this one in the same worker (src/test/setup.ts) may have read it.
    act(() => {
      basketStore.add(1);
      basketStore.add(2);
    });
    const { user } = renderWithProviders(
      <main>
        <BasketRoute />
      </main>,
      { products, route: '/basket' },
    );
    await user.click(await screen.findByRole('button', { name: 'Прибрати: Ваза кобальтова' }));
    expect(screen.getByText('Прибрано з кошика: Ваза кобальтова')).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.getByRole('button', { name: 'Прибрати: Чашка з блюдцем' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Прибрати: Чашка з блюдцем' }));
    expect(screen.getByText('Кошик порожній')).toBeInTheDocument();
    expect(screen.getByText('Прибрано з кошика: Чашка з блюдцем')).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Кошик' })).toHaveFocus();
  });
});
