import { phoneDigits } from './phone';

describe('phoneDigits', () => {
  it('reads a Ukrainian number however it is typed', () => {
    for (const typed of ['+380 67 123 45 67', '067-123-45-67', '(067) 1234567', '380671234567'])
      expect(phoneDigits(typed)).toBe('380671234567');
  });

  it('keeps a foreign number with its country code', () => {
    expect(phoneDigits('+48 512 345 678')).toBe('48512345678');
  });

  it('refuses what cannot be a phone number', () => {
    for (const typed of ['', '12345', 'дзвоніть', '+380 67 123 45 67 89 00 11']) {
      expect(phoneDigits(typed)).toBeNull();
    }
  });
});
