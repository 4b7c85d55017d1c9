import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../../test/render';
import { OrderSection } from './order-section';

const pieces = [
  { id: 3, title: 'Ваза', price: '1 250' },
  { id: 5, title: 'Чашка', price: '300' },
];

async function placeOrder(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.type(screen.getByLabelText("Ім'я та прізвище"), 'Олена');
  await user.type(screen.getByLabelText('Телефон'), '0671234567');
  await user.click(screen.getByLabelText('Самовивіз в Одесі'));
  await user.click(screen.getByLabelText('Накладений платіж'));
  await user.click(screen.getByRole('button', { name: 'Оформити замовлення' }));
}

describe('OrderSection', () => {
  it('goes back to the form to change the order, focus on its first field, nothing typed lost', async () => {
    const { user } = renderWithProviders(<OrderSection pieces={pieces} />);
    await placeOrder(user);
    expect(screen.getByRole('heading', { level: 2, name: /^Замовлення BV-/ })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Змінити дані' }));
    expect(screen.getByLabelText("Ім'я та прізвище")).toHaveFocus();
    expect(screen.getByLabelText("Ім'я та прізвище")).toHaveValue('Олена');
    expect(screen.getByLabelText('Самовивіз в Одесі')).toBeChecked();
  });

  it('drops an order made of pieces the basket no longer holds', async () => {
    function Basket() {
      const [held, setHeld] = useState(pieces);
      return (
        <>
          <button type="button" onClick={() => setHeld(pieces.slice(1))}>
            Прибрати вазу
          </button>
          <OrderSection pieces={held} />
        </>
      );
    }
    const { user } = renderWithProviders(<Basket />);
    await placeOrder(user);
    expect(screen.getByTestId('order')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Прибрати вазу' }));
    expect(screen.queryByTestId('order')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Оформити замовлення' })).toBeInTheDocument();
  });
});
