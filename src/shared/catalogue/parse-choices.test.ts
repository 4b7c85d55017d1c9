// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseCondition } from './parse-condition.ts';
import { parseStatus } from './parse-status.ts';
import { makerKey } from './words.ts';

const value = <T,>(parsed: { value: T } | { problem: string }) =>
  'value' in parsed ? parsed.value : parsed.problem;

describe('parseCondition', () => {
  it('reads the five grades in any case and spacing, and English ones', () => {
    expect(['як новий', '  ВІДМІННИЙ ', 'Добрий', 'задовільний', 'потребує  реставрації', 'excellent', 'Good', ''].map((text) => value(parseCondition(text)))).toEqual([
      'Як новий',
      'Відмінний',
      'Добрий',
      'Задовільний',
      'Потребує реставрації',
      'Відмінний',
      'Добрий',
      undefined,
    ]);
  });

  it('suggests the nearest grade and lists them all', () => {
    expect(value(parseCondition('Відміний'))).toBe(
      'стану «Відміний» сайт не знає. Можливо, «Відмінний»? Напишіть одне з: «Як новий», «Відмінний», «Добрий», «Задовільний», «Потребує реставрації».',
    );
  });
});

describe('parseStatus', () => {
  it('reads the three statuses, their English and an empty cell', () => {
    expect(['в наявності', 'Заброньовано', 'бронь', 'ПРОДАНО', 'sold', 'reserved', ''].map((text) => value(parseStatus(text)))).toEqual([
      'available',
      'reserved',
      'reserved',
      'sold',
      'sold',
      'reserved',
      undefined,
    ]);
  });

  it('says which words it knows', () => {
    expect(value(parseStatus('чекає'))).toBe(
      '«чекає» — незрозумілий статус. Напишіть «в наявності», «заброньовано» або «продано» (порожньо — теж «в наявності»).',
    );
  });
});

describe('makerKey', () => {
  it('makes one maker of other case, spaces and quotes', () => {
    expect(new Set(['«Kahla»', '"kahla"', ' KAHLA ', 'Kahla']).size).toBe(4);
    expect(new Set(['«Kahla»', '"kahla"', ' KAHLA ', 'Kahla'].map(makerKey))).toEqual(new Set(['kahla']));
    expect(makerKey('Villeroy  &  Boch')).toBe(makerKey('villeroy & boch'));
  });
});
