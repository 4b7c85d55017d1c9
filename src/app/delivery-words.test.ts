import { aboutText } from '../features/about/about-text';
import { basketText } from '../features/basket/basket-text';
import {
  DELIVERY_OPTIONS,
  PAYMENT_OPTIONS,
  PAYMENT_WORDS,
  PICKUP,
} from '../features/basket/order-options';
import { offeredPayments } from '../shared/config/payment-ways';
import { SELLER } from '../shared/config/seller';
import { SHOP } from '../shared/config/shop';

/**
 * The about page and the product pages say what the order offers
 * (src/features/basket/order-options.ts): two features, held together here,
 * where the app composes them.
 */

/** The words that tell each delivery option apart, as a sentence may inflect them. */
const DELIVERY_WORDS: Record<string, RegExp> = {
  'Нова пошта — відділення': /відділення/,
  'Нова пошта — поштомат': /поштомат/,
  "Нова пошта — кур'єр": /кур'єр/,
  Укрпошта: /Укрпошт/,
  'Самовивіз в Одесі': /самовивіз в Одесі/i,
};

describe('what the shop says of delivery and payment', () => {
  const about = aboutText.delivery.ways(SHOP.pickup);
  const note = basketText.deliveryNote(SHOP.pickup, PAYMENT_WORDS);

  it('offers the sample shop’s pickup in its city', () => {
    expect(PICKUP).toBe('Самовивіз в Одесі');
    expect(DELIVERY_OPTIONS.at(-1)).toBe(PICKUP);
  });

  it.each(DELIVERY_OPTIONS)(
    'names the delivery "%s" on the about page and product pages',
    (option) => {
      expect(about).toMatch(DELIVERY_WORDS[option]!);
      expect(note).toMatch(DELIVERY_WORDS[option]!);
      expect(about).toMatch(/Новою поштою/);
    },
  );

  it('offers no pickup where the shop gives none', () => {
    expect(aboutText.delivery.ways('')).not.toMatch(/самовивіз/i);
    expect(basketText.deliveryNote('', PAYMENT_WORDS.slice(0, 2))).toBe(
      "Доставка: «Нова пошта» (відділення, поштомат, кур'єр) або «Укрпошта»; за тарифами перевізника. Оплата: накладений платіж або на картку після підтвердження.",
    );
  });

  it('names the order’s ways to pay, and no other', () => {
    // The sample shop has an IBAN: the transfer is offered.
    expect(PAYMENT_OPTIONS).toContain('Переказ на рахунок (QR)');
    expect(
      aboutText.payment.items(offeredPayments(SELLER)).map((item) => item.split(':')[0]),
    ).toEqual([...PAYMENT_OPTIONS]);
    expect(aboutText.payment.items(offeredPayments({ ...SELLER, iban: '' }))).toHaveLength(2);
    expect(note).toMatch(
      /Оплата: накладений платіж, на картку після підтвердження або переказом на рахунок за QR-кодом\.$/,
    );
  });
});
