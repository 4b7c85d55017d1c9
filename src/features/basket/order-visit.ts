import { KEPT_ORDER_VISIT } from '../../shared/lib/kept-values';
import { visitStorage } from '../../shared/lib/safe-storage';
import { basketIds } from './basket-storage';
import type { OrderField } from './order-schema';
import { ORDER_NUMBER, type WayDetails } from './order-text';

/**
 * The order as far as the visitor got, kept for the visit alone
 * (docs/architecture.md, "Basket and order"): what they typed, the order
 * shown to send, and the one they said was sent. A reload, Back from another
 * page or a link from the shown order loses none of it. It lives in the
 * tab's sessionStorage (src/shared/lib/safe-storage.ts, visitStorage), on
 * this device only, and goes when the tab closes; where the browser blocks
 * it, it is kept while the app runs. What is read is cleaned, never trusted.
 */
export const ORDER_VISIT_KEY = KEPT_ORDER_VISIT.key;

export type OrderValues = Record<OrderField, string>;

export interface OrderVisit {
  values: OrderValues;
  /** The order shown to send, made of these pieces; `sent`: a send link or copying was used. */
  shown: { number: string; ids: number[]; sent: boolean } | null;
  /** The order the visitor said was sent, and what the thanks says of it: how it comes, how it is paid, its sum for the transfer's QR. */
  thanked: Thanked | null;
}

export interface Thanked extends WayDetails {
  number: string;
  /** In hryvnias. */
  sum: number;
}

export const EMPTY_VALUES: OrderValues = {
  name: '',
  phone: '',
  delivery: '',
  city: '',
  address: '',
  postcode: '',
  payment: '',
  comment: '',
};

/** Far more than any field takes (order-schema.ts): a bound, not a check. */
const MAX_KEPT = 20_000;

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
const text = (value: unknown): string =>
  typeof value === 'string' && value.length <= MAX_KEPT ? value : '';

/** A sum as kept: whole hryvnias, none (0) when it is not one, so that no QR is drawn for it. */
const sumOf = (value: unknown): number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : 0;

/** A stored visit, cleaned: anything unreadable reads as nothing typed yet. */
export function readOrderVisit(raw: string | null): OrderVisit {
  let stored: Record<string, unknown> = {};
  try {
    stored = record(JSON.parse(raw ?? 'null'));
  } catch {
    // Not JSON: nothing kept.
  }
  const values = record(stored.values);
  const shown = record(stored.shown);
  const thanked = record(stored.thanked);
  const number = (value: unknown) => typeof value === 'string' && ORDER_NUMBER.test(value);
  return {
    values: Object.fromEntries(
      Object.keys(EMPTY_VALUES).map((field) => [field, text(values[field])]),
    ) as OrderValues,
    shown: number(shown.number)
      ? { number: shown.number as string, ids: basketIds(shown.ids), sent: shown.sent === true }
      : null,
    thanked: number(thanked.number)
      ? {
          number: thanked.number as string,
          delivery: text(thanked.delivery),
          city: text(thanked.city),
          address: text(thanked.address),
          postcode: text(thanked.postcode),
          payment: text(thanked.payment),
          sum: sumOf(thanked.sum),
        }
      : null,
  };
}

let current: OrderVisit | undefined;
/** Set when the visitor has just said the order is sent: the thanks that follows takes focus once. */
let thanksTakesFocus = false;

export const orderVisit = {
  get(): OrderVisit {
    current ??= readOrderVisit(visitStorage.get(ORDER_VISIT_KEY));
    return current;
  },
  update(change: Partial<OrderVisit>) {
    current = { ...orderVisit.get(), ...change };
    visitStorage.set(ORDER_VISIT_KEY, JSON.stringify(current));
  },
  focusThanks() {
    thanksTakesFocus = true;
  },
  /** Whether the thanks takes focus now; true once per focusThanks. */
  takeThanksFocus(): boolean {
    const take = thanksTakesFocus;
    thanksTakesFocus = false;
    return take;
  },
};

/** Test helper: forget the visit, as a new tab would. */
export function resetOrderVisit() {
  current = undefined;
  thanksTakesFocus = false;
  visitStorage.remove(ORDER_VISIT_KEY);
}
