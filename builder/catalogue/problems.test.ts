// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatNotes, formatProblems } from './problems.ts';
import type { CatalogueProblem } from './types.ts';


const problem = (file: string, line?: number): CatalogueProblem => ({
  file,
  line,
  message: `проблема ${file}:${line ?? '-'}`,
});

describe('formatProblems', () => {
  it('lists the problems under a heading, by file and line, omitting what is not known', () => {
    const problems: CatalogueProblem[] = [
      {
        file: 'products.csv',
        line: 5,
        id: '12',
        column: 'Ціна',
        message: '«дорого» — не ціна. Напишіть ціну в гривнях цифрами, наприклад 1200.',
      },
      { file: 'shop.yaml', line: 2, column: 'телефон', message: 'це не схоже на номер телефону.' },
      {
        file: 'products.csv',
        line: 3,
        id: '7',
        message: 'у рядку 6 клітинок, а назв стовпців — 5.',
      },
      { file: 'products.csv', message: 'у таблиці немає жодного товару.' },
      { file: 'products.csv', line: 1, column: 'Ціеа', message: 'невідомий стовпець.' },
      { file: '', message: 'у папці немає таблиці товарів.' },
    ];
    expect(formatProblems(problems, 'catalogue')).toBe(
      [
        'Каталог у «catalogue» має 6 помилок — виправте їх і зберіть магазин знову:',
        '  У папці немає таблиці товарів.',
        '  products.csv: у таблиці немає жодного товару.',
        '  products.csv, рядок 1, стовпець «Ціеа»: невідомий стовпець.',
        '  products.csv, рядок 3, товар 7: у рядку 6 клітинок, а назв стовпців — 5.',
        '  products.csv, рядок 5, товар 12, стовпець «Ціна»: «дорого» — не ціна. Напишіть ціну в гривнях цифрами, наприклад 1200.',
        '  shop.yaml, рядок 2, поле «телефон»: це не схоже на номер телефону.',
      ].join('\n'),
    );
  });

  it('keeps the order of problems of the same line', () => {
    const lines = formatProblems(
      [
        { ...problem('products.csv', 4), column: 'Назва' },
        { ...problem('products.csv', 2), column: 'Ціна' },
        { ...problem('products.csv', 4), column: 'Ціна' },
      ],
      'c',
    ).split('\n');
    expect(lines.slice(1).map((line) => /стовпець «(.+?)»/.exec(line)?.[1])).toEqual([
      'Ціна',
      'Назва',
      'Ціна',
    ]);
  });

  it('says “помилку”, “помилки” or “помилок” as the count asks', () => {
    const heading = (count: number) =>
      formatProblems(
        Array.from({ length: count }, (_, index) => problem('products.csv', index + 2)),
        'catalogue',
      ).split('\n')[0];
    expect(heading(1)).toBe(
      'Каталог у «catalogue» має 1 помилку — виправте її і зберіть магазин знову:',
    );
    expect(heading(3)).toBe(
      'Каталог у «catalogue» має 3 помилки — виправте їх і зберіть магазин знову:',
    );
    expect(heading(5)).toBe(
      'Каталог у «catalogue» має 5 помилок — виправте їх і зберіть магазин знову:',
    );
    expect(heading(11)).toContain('має 11 помилок');
    expect(heading(21)).toContain('має 21 помилку');
  });
});

describe('formatNotes', () => {
  it('says the build goes on, and lists what to look at', () => {
    expect(
      formatNotes(
        [{ file: 'products.csv', line: 3, id: '2', column: 'Ціна', message: 'ціну округлено.' }],
        'catalogue',
      ),
    ).toBe(
      'Каталог у «catalogue»: 1 примітка — магазин збирається, але перегляньте:\n' +
        '  products.csv, рядок 3, товар 2, стовпець «Ціна»: ціну округлено.',
    );
  });
});
