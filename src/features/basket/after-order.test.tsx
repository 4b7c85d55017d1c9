import { screen, waitFor, within } from '@testing-library/react';
import { SELLER } from '../../shared/config/seller';
import { SHOP } from '../../shared/config/shop';
import { SHOP_ABOUT } from '../../shared/config/shop-about';
import type { ShopAbout } from '../../shared/config/shop-config';
import { renderWithProviders } from '../../test/render';
import { LastOrder, OrderThanks } from './after-order';
import { LAST_ORDER_KEY } from './last-order';
import { nbuLink, transferFields } from './nbu-qr';
import { orderVisit, resetOrderVisit } from './order-visit';

const DAY = 24 * 60 * 60 * 1000;
const NUMBER = 'BV-261127-120000-AB23';
const sampleDelivery = SHOP_ABOUT.delivery;
const sampleReturns = SHOP_ABOUT.returns;

function thank(delivery: string, payment = 'Накладений платіж') {
  orderVisit.update({
    thanked: {
      number: NUMBER,
      delivery,
      city: 'м. Київ, Київська обл.',
      address: 'Відділення №12 (до 30 кг): вул. Богатирська, 11',
      postcode: '',
      payment,
      sum: 1550,
    },
  });
}

beforeEach(() => {
  resetOrderVisit();
  localStorage.clear();
});
afterEach(() => {
  (SHOP_ABOUT as { delivery: ShopAbout['delivery'] }).delivery = sampleDelivery;
  (SHOP_ABOUT as { returns: ShopAbout['returns'] }).returns = sampleReturns;
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

  it('names the branch and the payment chosen, and for a transfer still offers the QR link and picture', async () => {
    thank('Нова пошта — відділення', 'Переказ на рахунок (QR)');
    renderWithProviders(<OrderThanks />);
    const thanks = screen.getByTestId('order-thanks');
    const said = (label: string) => within(thanks).getByText(label).nextElementSibling;
    expect(said('Доставка')).toHaveTextContent(/^Нова пошта — відділення$/);
    expect(said('Місто')).toHaveTextContent(/^м\. Київ, Київська обл\.$/);
    expect(said('Відділення або адреса')).toHaveTextContent(
      /^Відділення №12 \(до 30 кг\): вул\. Богатирська, 11$/,
    );
    expect(said('Оплата')).toHaveTextContent(/^Переказ на рахунок \(QR\)$/);
    const link = await within(thanks).findByRole('link', { name: 'Оплатити в застосунку банку' });
    expect(link).toHaveAttribute(
      'href',
      nbuLink(transferFields(SELLER, { number: NUMBER, sum: 1550 })!),
    );
    expect(
      within(thanks).getByRole('img', { name: `QR-код для оплати замовлення ${NUMBER}` }),
    ).toBeInTheDocument();
    // Paid once the shop confirms: «в наявності» may be hours old.
    expect(thanks).toHaveTextContent('Оплачуйте, коли ми підтвердимо, що річ чекає на вас');
    expect(thanks).toHaveTextContent('коли ми підтвердимо, що річ чекає на вас; реквізити');
    expect(thanks).not.toHaveTextContent(/одразу|вже зараз/);
    expect(thanks).toHaveTextContent('код лишиться під рукою в «Останньому замовленні»');
    // And what becomes of the money if the piece was sold meanwhile, in the shop's own words.
    expect(thanks).toHaveTextContent(
      'Якщо оплачену річ тим часом продано, повертаємо всю суму на ваш рахунок протягом 3 робочих днів.',
    );
  });

  it('promises money back for a piece sold meanwhile, without a day, where the shop’s words give none', async () => {
    (SHOP_ABOUT as { returns: ShopAbout['returns'] }).returns = ['Повернення — 14 днів.'];
    thank('Нова пошта — відділення', 'Переказ на рахунок (QR)');
    renderWithProviders(<OrderThanks />);
    const thanks = screen.getByTestId('order-thanks');
    await within(thanks).findByRole('link', { name: 'Оплатити в застосунку банку' });
    expect(thanks).toHaveTextContent(
      'Якщо річ, яку ви вже оплатили, тим часом продано, ми повернемо всю суму на рахунок, з якого ви платили.',
    );
  });

  it('tells the owner’s counter, in a shop that has one, that the QR was shown', async () => {
    const shop = SHOP as { counter: string };
    const sent = vi.fn((_url: string) => Promise.resolve(new Response()));
    vi.stubGlobal('fetch', sent);
    shop.counter = 'vintage-podil';
    try {
      thank('Нова пошта — відділення', 'Переказ на рахунок (QR)');
      renderWithProviders(<OrderThanks />);
      const counted = () =>
        sent.mock.calls
          .map(([url]) => new URL(url))
          .filter(({ host }) => host === 'vintage-podil.goatcounter.com')
          .map(({ searchParams }) => [searchParams.get('p'), searchParams.get('e')]);
      await waitFor(() => expect(counted()).toEqual([['QR показано', 'true']]));
    } finally {
      shop.counter = '';
      vi.unstubAllGlobals();
    }
  });

  it('offers no QR for a payment on delivery', () => {
    thank('Нова пошта — поштомат');
    renderWithProviders(<OrderThanks />);
    const thanks = screen.getByTestId('order-thanks');
    expect(within(thanks).getByText('Оплата').nextElementSibling).toHaveTextContent(
      'Накладений платіж',
    );
    expect(within(thanks).queryByRole('link', { name: /Оплатити/ })).not.toBeInTheDocument();
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

  it('still offers the transfer’s QR for a kept order paid by transfer, and none for one kept without its payment', async () => {
    const until = Date.now() + 10 * DAY;
    localStorage.setItem(
      LAST_ORDER_KEY,
      JSON.stringify({
        number: NUMBER,
        text: 'Оплата: Переказ на рахунок (QR)',
        payment: 'Переказ на рахунок (QR)',
        sum: 1550,
        until,
      }),
    );
    const { unmount } = renderWithProviders(<LastOrder />);
    expect(
      await screen.findByRole('link', { name: 'Оплатити в застосунку банку', hidden: true }),
    ).toHaveAttribute('href', nbuLink(transferFields(SELLER, { number: NUMBER, sum: 1550 })!));
    unmount();

    localStorage.setItem(LAST_ORDER_KEY, JSON.stringify({ number: NUMBER, text: 'Олена', until }));
    renderWithProviders(<LastOrder />);
    expect(await screen.findByText(`Останнє замовлення ${NUMBER}`)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Оплатити/, hidden: true })).not.toBeInTheDocument();
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
