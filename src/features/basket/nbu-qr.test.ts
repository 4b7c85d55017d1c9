import { SAMPLE_SELLER } from '../../shared/config/shop-config';
import {
  NBU_QR_START,
  nbuAmount,
  nbuBytes,
  nbuData,
  nbuLink,
  nbuPrintable,
  transferFields,
  type TransferFields,
} from './nbu-qr';

/**
 * The rule's own example (Правила …, постанова НБУ №97 від 19.08.2025,
 * Додаток 3, пункти 19–20, таблиці 5 і 6: «Оплата комунальних послуг»): its
 * link's data as the rule prints it, in Windows-1251 («Кодування» 2). Its
 * first example (таблиці 3 і 4) prints the data without the last element's
 * ending, which its own table 3 lists: this one agrees with its table.
 */
const RULE_EXAMPLE_DATA =
  'QkNECjAwMgoyClVDVAoKz_DA0iDAyiCTwu7k7u_u8fLg9-Dt7f-UClVBNzgzMjI2NjkwMDAwMDI2MDA1MDEyMTA3MTMyClVBSDU3Ni40NQo0MDcyMzgyNQoKCs7v6-Dy4CDn4CD35fDi5e38IDIwMTksIOLz6y4g0eLu4e7k6CAxLCDq4i4gMjQsIM_l8vDl7eruINEuILIuIM_u6uDn4O3t_yDrs_fo6_zt6OrgIDIzNTc4LDMKCg';

const ruleExample: TransferFields = {
  recipient: 'ПрАТ АК “Водопостачання”',
  iban: 'UA783226690000026005012107132',
  amount: nbuAmount(576.45),
  code: '40723825',
  purpose:
    'Оплата за червень 2019, вул. Свободи 1, кв. 24, Петренко С. І. Показання лічильника 23578,3',
};

const bytesOf = (base64url: string) =>
  Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

/** A link's data, read back as the rule says (Додаток 3, пункт 15), in Windows-1251. */
const dataOf = (link: string) =>
  new TextDecoder('windows-1251').decode(bytesOf(link.slice(NBU_QR_START.length)));

describe('the NBU payment QR, format 002', () => {
  it('makes the rule’s example’s link byte for byte, in Windows-1251 as the example is', () => {
    expect(nbuLink(ruleExample)).toBe(NBU_QR_START + RULE_EXAMPLE_DATA);
    const theirs = new TextDecoder('windows-1251').decode(bytesOf(RULE_EXAMPLE_DATA)).split('\n');
    expect(theirs).toHaveLength(14);
    expect(theirs.slice(0, 4)).toEqual(['BCD', '002', '2', 'UCT']);
    expect(theirs.slice(-3)).toEqual([ruleExample.purpose, '', '']);
  });

  it('falls back to UTF-8, saying so, only where a character has no byte in Windows-1251', () => {
    const fields = transferFields(SAMPLE_SELLER, { number: 'BV-1', sum: 10 })!;
    expect(nbuBytes(fields)[8]).toBe('2'.charCodeAt(0));
    // Not an NBU character either, so such a transfer is never made; the bytes still say their encoding.
    const beyond = nbuBytes({ ...fields, purpose: 'ẞ' });
    expect(new TextDecoder().decode(beyond).split('\n').slice(0, 3)).toEqual(['BCD', '002', '1']);
  });

  it('writes a sum as short as it can be, a fraction of two digits, none for 0', () => {
    expect(nbuAmount(1034.28)).toBe('UAH1034.28');
    expect(nbuAmount(3)).toBe('UAH3');
    expect(nbuAmount(3.5)).toBe('UAH3.50');
    expect(nbuAmount(1250)).toBe('UAH1250');
    expect(nbuAmount(999_999_999.99)).toBe('UAH999999999.99');
    expect(nbuAmount(1_000_000_000)).toBe('');
    expect(nbuAmount(0)).toBe('');
  });

  it('pays a known order to the seller, its number in the purpose', () => {
    const fields = transferFields(SAMPLE_SELLER, { number: 'BV-261127-101500-K7QM', sum: 1550 });
    expect(dataOf(nbuLink(fields!))).toBe(
      [
        'BCD',
        '002',
        '2',
        'UCT',
        '',
        'ФОП Левченко Оксана Миколаївна',
        'UA213223130000026007233566001',
        'UAH1550',
        '3012345678',
        '',
        '',
        'Оплата замовлення BV-261127-101500-K7QM',
        '',
        '',
      ].join('\n'),
    );
    expect(nbuData(fields!)).toMatch(/^BCD\n002\n2\nUCT\n\n/);
  });

  it('makes no transfer for a sum of 0, nor to an account or code the rule refuses', () => {
    const order = { number: 'BV-261127-101500-K7QM', sum: 1550 };
    expect(transferFields(SAMPLE_SELLER, { ...order, sum: 0 })).toBeNull();
    expect(transferFields({ ...SAMPLE_SELLER, iban: '' }, order)).toBeNull();
    // One digit changed: the checksum fails.
    expect(
      transferFields({ ...SAMPLE_SELLER, iban: 'UA213223130000026007233566002' }, order),
    ).toBeNull();
    expect(transferFields({ ...SAMPLE_SELLER, code: '301234567' }, order)).toBeNull();
    // A line break would add an element; an emoji is no character of the rule.
    expect(transferFields({ ...SAMPLE_SELLER, legalName: 'ФОП Левченко\nUA00' }, order)).toBeNull();
    expect(transferFields({ ...SAMPLE_SELLER, legalName: 'ФОП Левченко 🙂' }, order)).toBeNull();
    expect(transferFields({ ...SAMPLE_SELLER, legalName: 'Ф'.repeat(141) }, order)).toBeNull();
    // Spaces and small letters in an IBAN as the owner typed it are fine.
    expect(
      transferFields({ ...SAMPLE_SELLER, iban: 'ua21 3223 1300 0002 6007 2335 6600 1' }, order)
        ?.iban,
    ).toBe('UA213223130000026007233566001');
  });

  it('allows the characters of Windows-1251 but 127, 152 and 160', () => {
    expect(nbuPrintable('ТОВ “Стоматологія” ґ Ї № «»')).toBe(true);
    for (const refused of ['\u007f', '\u00a0', '\n', '\t', '€'.repeat(0) + '\u0098', 'ẞ'])
      expect(nbuPrintable(refused), JSON.stringify(refused)).toBe(false);
  });
});
