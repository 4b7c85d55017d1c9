/**
 * A phone number's digits with its country code, however it was typed:
 * '+380 67 123 45 67', '067-123-45-67' and '(067) 1234567' all give
 * '380671234567' (a Ukrainian number written from its leading 0 gets 38).
 * Null when it cannot be a phone number (fewer than 11 or more than 15 digits).
 */
export function phoneDigits(text: string): string | null {
  let digits = text.replace(/\D/g, '');
  if (digits.length === 10 && digits.startsWith('0')) digits = `38${digits}`;
  return digits.length >= 11 && digits.length <= 15 ? digits : null;
}
