// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseDate } from './parse-date.ts';

const TODAY = '2026-11-20';

describe('parseDate', () => {
  it('parses dates day first and refuses impossible and future ones', () => {
    const value = (text: string) => {
      const parsed = parseDate(text, TODAY);
      return 'value' in parsed ? parsed.value : parsed.problem;
    };
    expect(
      [
        '2026-11-02',
        '02.11.2026',
        '2.11.2026',
        '02/11/2026',
        '02.11.2026 0:00',
        '2026-11-02T10:00:00Z',
      ].map(value),
    ).toEqual(Array(6).fill('2026-11-02'));
    expect(value('')).toBe(TODAY);
    expect(value('29.02.2024')).toBe('2024-02-29');
    expect(value('31.02.2026')).toContain(
      'дати «31.02.2026» не буває: у лютому 2026 року 28 днів.',
    );
    expect(value('01.13.2026')).toContain('місяця 13 не буває');
    expect(value('02.11.26')).toContain('напишіть рік повністю, чотирма цифрами: 2026');
    expect(value('вчора')).toContain(
      '«вчора» — не дата. Напишіть день.місяць.рік, наприклад 02.11.2026',
    );
    expect(value('21.11.2026')).toContain('дата 21.11.2026 ще не настала (сьогодні 20.11.2026)');
  });
});
