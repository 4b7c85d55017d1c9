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

export const PAYMENT_OPTIONS = [
  'Накладений платіж',
  'Оплата на картку після підтвердження',
] as const;
