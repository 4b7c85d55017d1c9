import { PAYEE_CODE, readIban } from '../../shared/lib/iban';
import type { ShopSeller } from '../../shared/config/shop-config';

/**
 * The NBU's payment QR, format 002 (docs/decisions/037-paid-by-the-nbu-qr.md):
 * Правила формування, передачі та обробки структури даних і графічного
 * зображення QR-коду для обміну реквізитами кредитових та миттєвих кредитових
 * переказів, approved by the NBU Board's resolution №97 of 19 August 2025;
 * "Додаток 3" is its appendix 3, "Додаток 1" its appendix 1. Made in the
 * browser from what the build knows of the seller and the order: nothing is
 * sent anywhere.
 */

/** Додаток 3, таблиця 1, рядок 1: «Код старту застосунку», 23 bytes. */
export const NBU_QR_START = 'https://bank.gov.ua/qr/';

/** What a transfer carries, as the rule's table 2 of Додаток 3 names it. */
export interface TransferFields {
  /** Рядок 6 «Отримувач»: at most 140 characters. */
  recipient: string;
  /** Рядок 7 «Рахунок отримувача»: 29 characters. */
  iban: string;
  /** Рядок 8 «Сума / валюта»: 'UAH1250', or '' for the payer to type. */
  amount: string;
  /** Рядок 9 «Код отримувача»: at most 10 bytes. */
  code: string;
  /** Рядок 12 «Призначення платежу»: at most 420 characters. */
  purpose: string;
}

/** Додаток 3, пункт 3, таблиця 2: the bounds of the elements this shop fills. */
const MAX = { recipient: 140, purpose: 420, amountBytes: 15, codeBytes: 10 } as const;
/** Додаток 3, пункт 11: the data before Base64URL, in bytes. */
const DATA_MAX_BYTES = 507;

/**
 * A sum as рядок 8 wants it (Додаток 3, пункт 4, підпункт 8): the currency's
 * three capitals, then the number as short as it can be ('UAH3', not
 * 'UAH3.00'), a fraction always of two digits, no leading zeros, at most
 * 999999999.99. '' for no sum: the payer types it.
 */
export function nbuAmount(hryvnias: number): string {
  if (!(hryvnias > 0) || hryvnias > 999_999_999.99) return '';
  const kopiykas = Math.round(hryvnias * 100);
  const whole = Math.floor(kopiykas / 100);
  const fraction = kopiykas % 100;
  return `UAH${whole}${fraction === 0 ? '' : `.${String(fraction).padStart(2, '0')}`}`;
}

/**
 * Whether a text holds only what an element may (Додаток 1, пункт 4):
 * characters 32–255 of Windows-1251 but 127, 152 and 160, or the same
 * characters in UTF-8. No line break, so that no value can add an element.
 */
export function nbuPrintable(text: string): boolean {
  return [...text].every((char) => NBU_CHARACTERS.has(char));
}

/** Characters 32–255 of Windows-1251 but 127, 152 and 160, each with its byte. */
const WINDOWS_1251: ReadonlyMap<string, number> = (() => {
  const bytes = Uint8Array.from({ length: 224 }, (_, i) => i + 32).filter(
    (byte) => byte !== 127 && byte !== 152 && byte !== 160,
  );
  // One character for each byte: the decoded text lines up with the bytes.
  const chars = [...new TextDecoder('windows-1251').decode(bytes)];
  return new Map(chars.map((char, i) => [char, bytes[i]!]));
})();

const NBU_CHARACTERS: ReadonlySet<string> = new Set(WINDOWS_1251.keys());

const utf8 = new TextEncoder();

/** «Кодування» (Додаток 3, пункт 4, підпункт 3): 1 for UTF-8, 2 for Windows-1251. */
export type NbuEncoding = '1' | '2';

/**
 * The data of Додаток 3's table 2, in its order (пункт 3), each element
 * ended by Lf (пункти 7–10: one ending for all, Lf the shorter), naming its
 * encoding in element 3. Reserved elements (Р: BIC, «Ціль», «Reference»,
 * «Відображення») are their ending alone (пункт 6).
 */
export function nbuData(fields: TransferFields, encoding: NbuEncoding = '2'): string {
  return [
    'BCD', // 1 Службова мітка
    '002', // 2 Версія формату
    encoding, // 3 Кодування
    'UCT', // 4 Функція: Ukrainian Credit Transfer
    '', // 5 BIC: reserved
    fields.recipient, // 6 Отримувач
    fields.iban, // 7 Рахунок отримувача
    fields.amount, // 8 Сума / валюта
    fields.code, // 9 Код отримувача
    '', // 10 Ціль: reserved
    '', // 11 Reference: reserved
    fields.purpose, // 12 Призначення платежу
    '', // 13 Відображення (дисплей): reserved
  ]
    .map((element) => `${element}\n`)
    .join('');
}

/** A text in Windows-1251, or null where a character has no byte there. */
function windows1251(text: string): Uint8Array | null {
  const bytes: number[] = [];
  for (const char of text) {
    const byte = char === '\n' ? 10 : WINDOWS_1251.get(char);
    if (byte === undefined) return null;
    bytes.push(byte);
  }
  return Uint8Array.from(bytes);
}

/**
 * The data's bytes: Windows-1251 («Кодування» 2) where every character has
 * one, a byte for each Cyrillic letter where UTF-8 takes two, so that a
 * usual order's code is two versions smaller (13, not 15) and its modules
 * larger on a phone's screen; UTF-8 («Кодування» 1) otherwise. The browser
 * has no Windows-1251 encoder, only a decoder: WINDOWS_1251 is its table
 * read back.
 */
export function nbuBytes(fields: TransferFields): Uint8Array {
  return windows1251(nbuData(fields, '2')) ?? utf8.encode(nbuData(fields, '1'));
}

/** Base64URL (RFC 4648, section 5) of the bytes, without padding. */
export function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Whether the fields keep every bound of Додаток 3, таблиця 2 and пункт 11. */
export function fitsTheRule(fields: TransferFields): boolean {
  return (
    [...fields.recipient].length <= MAX.recipient &&
    fields.recipient.trim() !== '' &&
    /^UA\d{27}$/.test(fields.iban) &&
    fields.amount.length <= MAX.amountBytes &&
    PAYEE_CODE.test(fields.code) &&
    fields.code.length <= MAX.codeBytes &&
    [...fields.purpose].length <= MAX.purpose &&
    fields.purpose.trim() !== '' &&
    nbuPrintable(fields.recipient) &&
    nbuPrintable(fields.purpose) &&
    nbuBytes(fields).length <= DATA_MAX_BYTES
  );
}

/**
 * The link of Додаток 3, пункт 14, підпункти 1–3: the start code and the
 * data in Base64URL, with nothing between. A phone opens the bank's app with
 * it (Додаток 1, пункт 23, підпункт 2).
 */
export function nbuLink(fields: TransferFields): string {
  return NBU_QR_START + base64Url(nbuBytes(fields));
}

/** The purpose: the order's number, so the owner matches the payment to it. */
export const transferPurpose = (orderNumber: string) => `Оплата замовлення ${orderNumber}`;

/**
 * The transfer for an order of `sum` hryvnias to the seller, or null: no
 * valid IBAN, no code, a sum of 0, or a text the rule does not allow.
 */
export function transferFields(
  seller: ShopSeller,
  order: { number: string; sum: number },
): TransferFields | null {
  const iban = readIban(seller.iban);
  const amount = nbuAmount(order.sum);
  if (iban === null || amount === '') return null;
  const fields = {
    recipient: seller.legalName.trim(),
    iban,
    amount,
    code: seller.code.trim(),
    purpose: transferPurpose(order.number),
  };
  return fitsTheRule(fields) ? fields : null;
}
