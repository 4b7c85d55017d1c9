import { describe, expect, it } from 'vitest';
import { formatDateAdded } from './format-date';

describe('formatDateAdded', () => {
  it('writes every month as Intl.DateTimeFormat uk-UA in its long style does', () => {
    const intl = new Intl.DateTimeFormat('uk-UA', { dateStyle: 'long' });
    for (let month = 0; month < 12; month += 1) {
      for (const day of [1, 9, 28]) {
        const date = new Date(2026, month, day, 12);
        expect(formatDateAdded(date.toISOString())).toBe(intl.format(date));
      }
    }
  });
});
