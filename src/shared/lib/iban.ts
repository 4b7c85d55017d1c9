/**
 * A Ukrainian IBAN and a payee's code, as the NBU's payment QR and the
 * seller's page need them (docs/decisions/037-paid-by-the-nbu-qr.md): the
 * build checks shop.yaml's `iban` and `код` with these, and the order offers
 * a transfer only to an IBAN they accept.
 */

/** An IBAN as typed, spaces and case aside: 'ua21 3223 …' gives 'UA213223…'. */
export function compactIban(text: string): string {
  return text.replace(/\s/g, '').toUpperCase();
}

/** 'UA', two check digits and 25 more: the form Ukraine's IBANs take (29 characters). */
export const UA_IBAN = /^UA\d{27}$/;

/**
 * Whether an IBAN's check digits hold (ISO 13616, mod 97): its first four
 * characters moved to the end, its letters made numbers (A = 10 … Z = 35),
 * the whole leaves 1 when divided by 97. One wrong digit, or two swapped,
 * never pass.
 */
export function ibanChecksumHolds(iban: string): boolean {
  const moved = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const char of moved) {
    const value = Number.parseInt(char, 36);
    if (Number.isNaN(value)) return false;
    // Two digits for a letter, one for a digit, taken one at a time.
    for (const digit of String(value)) rest = (rest * 10 + Number(digit)) % 97;
  }
  return rest === 1;
}

/**
 * What is wrong with an IBAN as typed, in the owner's words, or undefined:
 * the build's message for shop.yaml's `iban` and the admin's before it saves
 * (admin/field-checks.ts), one rule for both.
 */
export function ibanProblem(text: string): string | undefined {
  const iban = compactIban(text);
  if (!UA_IBAN.test(iban)) return 'напишіть український IBAN: UA і 27 цифр, як у застосунку банку.';
  if (!ibanChecksumHolds(iban))
    return 'у цьому IBAN помилка: контрольні цифри не сходяться. Скопіюйте його із застосунку банку ще раз.';
  return undefined;
}

/** A Ukrainian IBAN whose check digits hold, compact; or null. */
export function readIban(text: string): string | null {
  const iban = compactIban(text);
  return UA_IBAN.test(iban) && ibanChecksumHolds(iban) ? iban : null;
}

/** РНОКПП, a person's tax number (10 digits), or ЄДРПОУ, a company's code (8). */
export const PAYEE_CODE = /^(?:\d{10}|\d{8})$/;

/** An IBAN as it is read out or typed from a screen: in fours, `UA21 3223 1300 …`. */
export function spacedIban(iban: string): string {
  return compactIban(iban).replace(/(.{4})(?=.)/g, '$1 ');
}
