import { useEffect, useState } from 'react';
import { createSafeStorage } from '../../shared/lib/safe-storage';
import { ORDER_NUMBER } from './order-text';

/**
 * The last order the visitor made, kept so that it can be looked at again
 * after the basket is emptied: its number and its text, under
 * localStorage['bon-vintage:last-order'], cleaned when read, on this device
 * only and until the visitor deletes it.
 */
export const LAST_ORDER_KEY = 'bon-vintage:last-order';

export interface SavedOrder {
  number: string;
  text: string;
}

const storage = createSafeStorage();

export function readSavedOrder(raw: string | null): SavedOrder | null {
  try {
    const value: unknown = JSON.parse(raw ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { number, text } = value as Record<string, unknown>;
    return typeof number === 'string' &&
      ORDER_NUMBER.test(number) &&
      typeof text === 'string' &&
      text.length <= 3000
      ? { number, text }
      : null;
  } catch {
    return null;
  }
}

export function saveOrder(order: SavedOrder): Promise<void> {
  return storage.setItem(LAST_ORDER_KEY, JSON.stringify(order));
}

/**
 * The saved last order, once read (null before, and when there is none), and
 * a way to delete it.
 */
export function useSavedOrder(): [SavedOrder | null, () => Promise<void>] {
  const [order, setOrder] = useState<SavedOrder | null>(null);
  useEffect(() => {
    let live = true;
    void storage.getItem(LAST_ORDER_KEY).then((raw) => {
      if (live) setOrder(readSavedOrder(raw));
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
