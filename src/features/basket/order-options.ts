/**
 * The ways to receive and pay for an order, as the order form and its text
 * name them (docs/architecture.md, "Basket and order"). The about page
 * (src/shared/i18n/uk.ts, about.delivery and about.payment) and the product
 * page's note (delivery-note.tsx) say the same; src/app/delivery-words.test.ts
 * holds them to it. No validation here: the product page loads this file.
 */

/** The delivery options, as the form and the order name them. */
export const DELIVERY_OPTIONS = [
  'Нова пошта — відділення',
  'Нова пошта — поштомат',
  "Нова пошта — кур'єр",
  'Укрпошта',
  'Самовивіз в Одесі',
] as const;

/** Pickup needs no city nor address. */
export const PICKUP: (typeof DELIVERY_OPTIONS)[number] = 'Самовивіз в Одесі';

export const PAYMENT_OPTIONS = [
  'Накладений платіж',
  'Оплата на картку після підтвердження',
] as const;
