import {
  offeredPayments,
  PAYMENT_KEYS,
  PAYMENT_WAYS,
  type Payment,
} from '../../shared/config/payment-ways';
import { SELLER } from '../../shared/config/seller';
import { SHOP } from '../../shared/config/shop';
import { nbuLink, transferFields } from './nbu-qr';

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

export type { Payment };

/** What a shown order needs to make a payment's link. */
export interface PaidOrder {
  number: string;
  /** In hryvnias. */
  sum: number;
}

interface PaymentWay {
  /** As the product page's note names it, after «Оплата:». */
  said: string;
  /** What the buyer should know before choosing it, under its radio in the form, or ''. */
  note: string;
  /** The shown order's link that pays it, or null when it has none (or none for this order). */
  link: ((order: PaidOrder) => string | null) | null;
  /** Whether the link opens in a new tab: a web address leaves the order where it is. */
  newTab: boolean;
}

/**
 * What the order does with each way to pay (src/shared/config/payment-ways.ts
 * names them, and says which this shop offers): the type checker names every
 * place that must decide about a new one (what the shown order adds in
 * placed-order.tsx, what the thanks says in after-order.tsx).
 */
export const PAYMENTS = {
  cashOnDelivery: {
    said: 'накладений платіж',
    // The carrier takes a fee for sending the money on, and the receiver pays it.
    note: 'Комісію перевізника за переказ грошей («Нова пошта», «Укрпошта» — за їхніми тарифами) сплачуєте ви під час отримання.',
    link: null,
    newTab: false,
  },
  card: {
    said: 'на картку після підтвердження',
    note: '',
    link: null,
    newTab: false,
  },
  // Never for a sum of 0 (nbu-qr.ts).
  transfer: {
    said: 'переказом на рахунок за QR-кодом',
    note: '',
    link: (order) => {
      const fields = transferFields(SELLER, order);
      return fields && nbuLink(fields);
    },
    newTab: true,
  },
} as const satisfies Record<Payment, PaymentWay>;

const OFFERED = offeredPayments(SELLER);

/** A way's name, as the form, the order's text and the about page say it. */
export const paymentLabel = (key: Payment): string => PAYMENT_WAYS[key].label;

/** The ways this shop offers, as the form lists them. */
export const PAYMENT_OPTIONS: readonly string[] = OFFERED.map(paymentLabel);

/** The same, as the product page's note says them. */
export const PAYMENT_WORDS: readonly string[] = OFFERED.map((key) => PAYMENTS[key].said);

/** What the buyer should know of each way the form offers, by its label ('' for nothing). */
export const PAYMENT_NOTES: ReadonlyMap<string, string> = new Map(
  OFFERED.map((key) => [paymentLabel(key), PAYMENTS[key].note]),
);

/** The way to pay a label names, or undefined for a label no way has (an old stored visit). */
export function paymentOf(label: string): Payment | undefined {
  return PAYMENT_KEYS.find((key) => paymentLabel(key) === label);
}
