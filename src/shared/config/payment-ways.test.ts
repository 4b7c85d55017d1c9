import { offeredPayments, PAYMENT_KEYS } from './payment-ways';
import { SAMPLE_SELLER } from './shop-config';

describe('the ways to pay a shop offers', () => {
  it('offers what shop.yaml names, in its order, a transfer only to an IBAN that holds', () => {
    expect(offeredPayments(SAMPLE_SELLER)).toEqual(['cashOnDelivery', 'card', 'transfer']);
    expect(offeredPayments({ ...SAMPLE_SELLER, payments: ['transfer', 'cashOnDelivery'] })).toEqual(
      ['transfer', 'cashOnDelivery'],
    );
    expect(offeredPayments({ iban: '', payments: PAYMENT_KEYS })).toEqual([
      'cashOnDelivery',
      'card',
    ]);
  });

  it('never offers none, even when the one way named needs an IBAN the build held back', () => {
    expect(offeredPayments({ iban: '', payments: ['transfer'] })).toEqual(['card']);
  });
});
