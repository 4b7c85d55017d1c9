import { readIban } from '../lib/iban.ts';

/**
 * The ways an order may be paid, as the owner names them in shop.yaml's
 * `оплата` (docs/owner-catalogue.md, «Способи оплати») and the order form
 * offers them: the build reads the owner's list against this table
 * (builder/catalogue/shop-settings.ts), the order
 * (src/features/basket/order-options.ts) and the about page say what each
 * does. A new way is one entry here, and the type checker names every place
 * that must decide about it.
 */
export const PAYMENT_WAYS = {
  cashOnDelivery: { label: 'Накладений платіж', needsIban: false },
  card: { label: 'Оплата на картку після підтвердження', needsIban: false },
  // To the seller's account by the NBU's QR (src/features/basket/nbu-qr.ts).
  transfer: { label: 'Переказ на рахунок (QR)', needsIban: true },
} as const satisfies Record<string, { label: string; needsIban: boolean }>;

export type Payment = keyof typeof PAYMENT_WAYS;

export const PAYMENT_KEYS = Object.keys(PAYMENT_WAYS) as Payment[];

/**
 * The ways this seller's shop offers, in the owner's order: those shop.yaml
 * names (every way when it names none), a way that needs an IBAN only with
 * one whose checksum holds, and never none.
 */
export function offeredPayments(seller: { iban: string; payments: readonly Payment[] }): Payment[] {
  const iban = readIban(seller.iban) !== null;
  const offered = seller.payments.filter((key) => iban || !PAYMENT_WAYS[key].needsIban);
  // Never none: a build that held back a wrong IBAN (CATALOGUE_ON_ERROR=hold)
  // may leave a transfer alone without one; card details can come in the conversation.
  return offered.length > 0 ? offered : ['card'];
}
