import { aboutText } from '../features/about/about-text';
import { basketText } from '../features/basket/basket-text';
import { DELIVERY_OPTIONS, PAYMENT_OPTIONS } from '../features/basket/order-options';

/**
 * The about page and the product pages say what the order offers
 * (src/features/basket/order-options.ts): two features, held together here,
 * where the app composes them.
 */

/** The words that tell each delivery option apart, as a sentence may inflect them. */
const DELIVERY_WORDS: Record<(typeof DELIVERY_OPTIONS)[number], RegExp> = {
  'Нова пошта — відділення': /відділення/,
  'Нова пошта — поштомат': /поштомат/,
  "Нова пошта — кур'єр": /кур'єр/,
  Укрпошта: /Укрпошт/,
  'Самовивіз в Одесі': /самовивіз в Одесі/i,
};

describe('what the shop says of delivery and payment', () => {
  const about = aboutText.delivery.paragraphs.join(' ');

  it.each(DELIVERY_OPTIONS)(
    'names the delivery "%s" on the about page and product pages',
    (option) => {
      expect(about).toMatch(DELIVERY_WORDS[option]);
      expect(basketText.deliveryNote).toMatch(DELIVERY_WORDS[option]);
      expect(about).toMatch(/Нова пошта/);
    },
  );

  it('names the order’s two ways to pay, and no other', () => {
    expect(aboutText.payment.items.map((item) => item.split(':')[0])).toEqual([...PAYMENT_OPTIONS]);
    expect(basketText.deliveryNote).toMatch(/накладений платіж або на картку після підтвердження/);
  });
});
