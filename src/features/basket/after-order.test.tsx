import { screen, waitFor } from '@testing-library/react';
import { SHOP_ABOUT } from '../../shared/config/shop-about';
import type { ShopAbout } from '../../shared/config/shop-config';
import { renderWithProviders } from '../../test/render';
import { LastOrder, OrderThanks } from './after-order';
import { LAST_ORDER_KEY } from './last-order';
import { orderVisit, resetOrderVisit } from './order-visit';

const DAY = 24 * 60 * 60 * 1000;
const NUMBER = 'BV-261127-120000-AB23';
const sampleDelivery = SHOP_ABOUT.delivery;

function thank(delivery: string) {
  orderVisit.update({
    thanked: { number: NUMBER, delivery, payment: 'Накладений платіж' },
  });
}

beforeEach(() => {
  resetOrderVisit();
  localStorage.clear();
});
afterEach(() => {
  (SHOP_ABOUT as { delivery: ShopAbout['delivery'] }).delivery = sampleDelivery;
});

describe('OrderThanks', () => {
  it('says when the piece is sent in the sample shop’s own words', () => {
    thank('Нова пошта — відділення');
    renderWithProviders(<OrderThanks />);
    const thanks = screen.getByTestId('order-thanks');
    expect(thanks).toHaveTextContent('Відправимо «Новою поштою» після підтвердження');
    expect(thanks).toHaveTextContent('Відправляємо за 1–3 робочі дні після підтвердження.');
    expect(thanks).toHaveTextContent('на цьому пристрої, на 30 днів');
  });

  it('promises no time of dispatch for a shop whose shop.yaml gives none', () => {
    (SHOP_ABOUT as { delivery: ShopAbout['delivery'] }).delivery = [];
    thank('Укрпошта');
    renderWithProviders(<OrderThanks />);
    const thanks = screen.getByTestId('order-thanks');
    expect(thanks).toHaveTextContent('Відправимо «Укрпоштою» після підтвердження');
    expect(thanks).not.toHaveTextContent(/1–3|робочі дні/);
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
