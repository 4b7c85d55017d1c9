import { useEffect, useState } from 'react';
import { KEPT_LAST_ORDER } from '../../shared/lib/kept-values';
import { createSafeStorage } from '../../shared/lib/safe-storage';
import { ORDER_NUMBER } from './order-text';

/**
 * The last order the visitor said was sent (`Замовлення надіслано`), kept so
 * that it can be looked at again after the basket is emptied: its number,
 * its text (with their name, phone and address) and the moment it goes,
 * under localStorage['bon-vintage:last-order'], on this device only. An
 * order shown but never sent is not kept: on a shared computer the next
 * visitor would find it. What is read is cleaned: an order past its time, or
 * unreadable, is deleted then.
 */
export const LAST_ORDER_KEY = KEPT_LAST_ORDER.key;

/** How long the last order is kept: long enough for the delivery and a return, then it goes. */
export const LAST_ORDER_DAYS = 30;
const KEPT_MS = LAST_ORDER_DAYS * 24 * 60 * 60 * 1000;

export interface SavedOrder {
  number: string;
  text: string;
  /** The way to pay chosen, as the form names it: a transfer is paid after sending ('' when kept without). */
  payment: string;
  /** In hryvnias, for the transfer's QR (0 when kept without: no QR). */
  sum: number;
  /** When it is deleted, in ms since the epoch. */
  until: number;
}

const storage = createSafeStorage();

/** The stored last order, or null when there is none, it is unreadable or its time is up. */
export function readSavedOrder(raw: string | null, now: number): SavedOrder | null {
  try {
    const value: unknown = JSON.parse(raw ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { number, text, until, payment, sum } = value as Record<string, unknown>;
    return typeof number === 'string' &&
      ORDER_NUMBER.test(number) &&
      typeof text === 'string' &&
      text.length <= 3000 &&
      typeof until === 'number' &&
      until > now &&
      // Never longer than promised, whatever the clock said when it was written.
      until <= now + KEPT_MS
      ? {
          number,
          text,
          // An order kept before these were: its text says them, and no QR is drawn.
          payment: typeof payment === 'string' && payment.length <= 100 ? payment : '',
          sum: typeof sum === 'number' && Number.isSafeInteger(sum) && sum > 0 ? sum : 0,
          until,
        }
      : null;
  } catch {
    return null;
  }
}

/** Keeps the order the visitor said was sent, for LAST_ORDER_DAYS from `now`. */
export function saveOrder(order: Omit<SavedOrder, 'until'>, now: number): Promise<void> {
  return storage.setItem(LAST_ORDER_KEY, JSON.stringify({ ...order, until: now + KEPT_MS }));
}

/** The day a kept order goes, as a date is written in Ukraine: 27.12.2026. */
export function formatKeptUntil(until: number): string {
  const date = new Date(until);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getDate())}.${two(date.getMonth() + 1)}.${date.getFullYear()}`;
}

/**
 * The saved last order, once read (null before, and when there is none), and
 * a way to delete it. One past its time is deleted as it is read.
 */
export function useSavedOrder(): [SavedOrder | null, () => Promise<void>] {
  const [order, setOrder] = useState<SavedOrder | null>(null);
  useEffect(() => {
    let live = true;
    void storage.getItem(LAST_ORDER_KEY).then((raw) => {
      const read = readSavedOrder(raw, Date.now());
      if (raw !== null && read === null) void storage.removeItem(LAST_ORDER_KEY);
      if (live) setOrder(read);
    });
    return () => {
      live = false;
    };
  }, []);
  const remove = async () => {
    await storage.removeItem(LAST_ORDER_KEY);
    setOrder(null);
  };
  return [order, remove];
}
