import { DELIVERY_OPTIONS } from './order-options';

/**
 * What the address field asks for, by the delivery chosen: its field keeps
 * the label `Відділення або адреса` (the names the tests rely on,
 * docs/testing.md), and its description and message say which, a branch's
 * number, a parcel locker's, a courier's address or Ukrposhta's. Pickup asks
 * for no address at all (order-schema.ts).
 */

type Delivery = (typeof DELIVERY_OPTIONS)[number];

/** Ukrposhta also asks for the postcode. */
export const UKRPOSHTA: Delivery = 'Укрпошта';

export interface AddressWords {
  /** Under the label: what to write. */
  hint: string;
  /** When it is left empty. */
  missing: string;
}

const BY_DELIVERY: Partial<Record<Delivery, AddressWords>> = {
  'Нова пошта — відділення': {
    hint: 'Номер відділення «Нової пошти», наприклад №12',
    missing: 'Вкажіть номер відділення «Нової пошти»',
  },
  'Нова пошта — поштомат': {
    hint: 'Номер поштомата «Нової пошти», наприклад 5512',
    missing: 'Вкажіть номер поштомата',
  },
  "Нова пошта — кур'єр": {
    hint: 'Адреса для кур’єра: вулиця, будинок, квартира',
    missing: 'Вкажіть адресу для кур’єра: вулицю, будинок, квартиру',
  },
  Укрпошта: {
    hint: 'Номер чи адреса відділення «Укрпошти» або ваша адреса; індекс — у полі нижче',
    missing: 'Вкажіть відділення «Укрпошти» або адресу',
  },
};

const UNCHOSEN: AddressWords = {
  hint: 'Оберіть доставку вище: тут буде сказано, що вказати',
  missing: 'Вкажіть відділення або адресу',
};

export function addressWords(delivery: string): AddressWords {
  return BY_DELIVERY[delivery as Delivery] ?? UNCHOSEN;
}

/**
 * Whether a new delivery leaves the address behind: an address written for
 * one delivery (`writtenFor`) never goes out with another, a branch's number
 * as a parcel locker's, a street for a courier as a branch. Pickup asks for
 * no address and takes none away: it waits, unsent, for the delivery it was
 * written for. An address written before any delivery was chosen stays.
 */
export function addressLeftBehind(address: string, writtenFor: string, delivery: string): boolean {
  return (
    address.trim() !== '' &&
    writtenFor !== delivery &&
    writtenFor in BY_DELIVERY &&
    delivery in BY_DELIVERY
  );
}

/** What the form says when a new delivery took the address away. */
export function addressLeftBehindNote(
  address: string,
  writtenFor: string,
  delivery: string,
): string {
  return `«${address}» прибрано: це вказано для доставки «${writtenFor}». ${addressWords(delivery).missing}.`;
}
