import { describe, expect, it } from 'vitest';
import { formatDateAdded } from './format-date';

describe('formatDateAdded', () => {
  it('writes every month as Intl.DateTimeFormat uk-UA in its long style does', () => {
    const intl = new Intl.DateTimeFormat('uk-UA', { dateStyle: 'long', timeZone: 'UTC' });
    for (let month = 0; month < 12; month += 1) {
      for (const day of [1, 9, 28]) {
        const date = new Date(Date.UTC(2026, month, day, 12));
        expect(formatDateAdded(date.toISOString())).toBe(intl.format(date));
      }
    }
  });

  it('writes an owner’s day as written, in any time zone the page is drawn or read in', () => {
    // '2026-11-02' is UTC's midnight: a day earlier west of Greenwich in local time.
    expect(formatDateAdded('2026-11-02')).toBe('2 листопада 2026 р.');
    expect(formatDateAdded('2026-01-01T00:00:00.000Z')).toBe('1 січня 2026 р.');
  });
});
