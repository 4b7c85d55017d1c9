import { SHOP } from '../../shared/config/shop';

/**
 * The ways to receive and pay for an order, as the order form and its text
 * name them (docs/architecture.md, "Basket and order"). The about page
 * (src/features/about/about-text.ts, delivery and payment) and the product
 * page's note (delivery-note.tsx) say the same; src/app/delivery-words.test.ts holds
 * them to it. No validation here: the product page loads this file.
 */

/**
 * Pickup, where the shop offers it (shop.yaml's `самовивіз`,
 * docs/owner-catalogue.md): 'Самовивіз в Одесі' for the sample, or none. It
 * needs no city nor address.
 */
export const PICKUP: string | undefined = SHOP.pickup ? `Самовивіз ${SHOP.pickup}` : undefined;

/** The delivery options, as the form and the order name them. */
export const DELIVERY_OPTIONS: readonly string[] = [
  'Нова пошта — відділення',
  'Нова пошта — поштомат',
  "Нова пошта — кур'єр",
  'Укрпошта',
  ...(PICKUP ? [PICKUP] : []),
];

/** A way to pay for an order. */
export type Payment = 'cashOnDelivery' | 'card';

interface PaymentWay {
  /** As the form, the order's text and the about page name it. */
  label: string;
  /** Whether this shop offers it. */
  offered: boolean;
}

/**
 * Every way to pay once: adding one is one entry here, and the type checker
 * names every place that must decide about it (the order's link or picture in
 * placed-order.tsx, what the thanks says in after-order.tsx).
 */
export const PAYMENTS = {
  cashOnDelivery: { label: 'Накладений платіж', offered: true },
  card: { label: 'Оплата на картку після підтвердження', offered: true },
} as const satisfies Record<Payment, PaymentWay>;

const PAYMENT_KEYS = Object.keys(PAYMENTS) as Payment[];

/** The ways this shop offers, as the form lists them. */
export const PAYMENT_OPTIONS: readonly string[] = PAYMENT_KEYS.filter(
  (key) => (PAYMENTS[key] as PaymentWay).offered,
).map((key) => PAYMENTS[key].label);

/** The way to pay a label names, or undefined for a label no way has (an old stored visit). */
export function paymentOf(label: string): Payment | undefined {
  return PAYMENT_KEYS.find((key) => PAYMENTS[key].label === label);
}
