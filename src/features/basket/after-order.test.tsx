import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { LastOrder, OrderThanks } from './after-order';
import { LAST_ORDER_KEY } from './last-order';
import { orderVisit, resetOrderVisit } from './order-visit';

const DAY = 24 * 60 * 60 * 1000;
const NUMBER = 'BV-261127-120000-AB23';

function thank(delivery: string) {
  orderVisit.update({
    thanked: { number: NUMBER, delivery, payment: 'Накладений платіж' },
  });
}

beforeEach(() => {
  resetOrderVisit();
  localStorage.clear();
});

describe('OrderThanks', () => {
  it('says where the order is kept, and for how long', () => {
    thank('Нова пошта — відділення');
    renderWithProviders(<OrderThanks />);
    expect(screen.getByTestId('order-thanks')).toHaveTextContent('на цьому пристрої, на 30 днів');
  });
});

describe('LastOrder', () => {
  it('shows the last order with the day it goes', async () => {
    const until = Date.now() + 10 * DAY;
    localStorage.setItem(LAST_ORDER_KEY, JSON.stringify({ number: NUMBER, text: 'Олена', until }));
    renderWithProviders(<LastOrder />);
    expect(await screen.findByText(`Останнє замовлення ${NUMBER}`)).toBeInTheDocument();
    const day = new Date(until).toLocaleDateString('uk-UA');
    expect(
      screen.getByText(new RegExp(`на цьому пристрої до ${day.replaceAll('.', '\\.')},`)),
    ).toBeInTheDocument();
  });

  it('deletes a last order past its day, or kept without one, as it reads it', async () => {
    for (const stored of [
      { number: NUMBER, text: 'Олена, +380671234567', until: Date.now() - 1 },
      { number: NUMBER, text: 'Олена, +380671234567' },
    ]) {
      localStorage.setItem(LAST_ORDER_KEY, JSON.stringify(stored));
      const { unmount } = renderWithProviders(<LastOrder />);
      await waitFor(() => expect(localStorage.getItem(LAST_ORDER_KEY)).toBeNull());
      expect(screen.queryByText(/Останнє замовлення/)).not.toBeInTheDocument();
      unmount();
    }
  });
});
