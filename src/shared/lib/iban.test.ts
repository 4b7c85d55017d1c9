import { ibanChecksumHolds, PAYEE_CODE, readIban, spacedIban } from './iban';

describe('readIban', () => {
  it('takes a Ukrainian IBAN whose checksum holds, however spaced and cased', () => {
    expect(readIban('UA213223130000026007233566001')).toBe('UA213223130000026007233566001');
    expect(readIban(' ua21 3223 1300 0002 6007 2335 6600 1 ')).toBe(
      'UA213223130000026007233566001',
    );
    expect(readIban('UA473052990000026005026707459')).toBe('UA473052990000026005026707459');
  });

  it('refuses a wrong digit, two digits swapped, another country and a wrong length', () => {
    for (const bad of [
      'UA213223130000026007233566002',
      'UA213223130000026007233656001',
      // The rule's own example: its check digits do not hold.
      'UA783226690000026005012107358',
      // A German IBAN whose checksum holds: not Ukrainian.
      'DE89370400440532013000',
      'UA21322313000002600723356600',
      'UA2132231300000260072335660011',
      'UA21322313000002600723356600O',
      '',
    ])
      expect(readIban(bad), bad).toBeNull();
    expect(ibanChecksumHolds('DE89370400440532013000')).toBe(true);
  });
});

describe('PAYEE_CODE', () => {
  it('takes 10 digits (РНОКПП) or 8 (ЄДРПОУ), and nothing else', () => {
    expect(PAYEE_CODE.test('3012345678')).toBe(true);
    expect(PAYEE_CODE.test('40723824')).toBe(true);
    for (const bad of ['301234567', '30123456789', '4072382', '4072382А', ' 40723824'])
      expect(PAYEE_CODE.test(bad), bad).toBe(false);
  });
});

describe('an IBAN shown to a person', () => {
  it('is written in fours, whatever spacing it came with', () => {
    expect(spacedIban('UA213223130000026007233566001')).toBe(
      'UA21 3223 1300 0002 6007 2335 6600 1',
    );
    expect(spacedIban(' UA21 32231300 0002600723356 6001 ')).toBe(
      'UA21 3223 1300 0002 6007 2335 6600 1',
    );
  });
});
