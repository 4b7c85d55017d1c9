import { parseNamed } from './parse-named.ts';
import { problemOf, type Parsed } from './parsed.ts';
import { nameKey, quoted } from './words.ts';

/** docs/catalogue-fields.md: how collectors grade a piece, best first. */
export const CONDITIONS = [
  'Як новий',
  'Відмінний',
  'Добрий',
  'Задовільний',
  'Потребує реставрації',
] as const;

export type Condition = (typeof CONDITIONS)[number];

/** The grades as dealers write them in English. */
const ENGLISH: Record<string, Condition> = {
  'like new': 'Як новий',
  mint: 'Як новий',
  'near mint': 'Як новий',
  excellent: 'Відмінний',
  'very good': 'Відмінний',
  good: 'Добрий',
  fair: 'Задовільний',
  poor: 'Потребує реставрації',
  'needs restoration': 'Потребує реставрації',
  'for restoration': 'Потребує реставрації',
};

const LIST = `Напишіть одне з: ${quoted(CONDITIONS).replaceAll(' або ', ', ')}.`;

/** One of CONDITIONS in any case and spacing, or an English grade; empty is none. */
export function parseCondition(text: string): Parsed<Condition | undefined> {
  const english = ENGLISH[nameKey(text)];
  if (english) return { value: english };
  const parsed = parseNamed(text, CONDITIONS, {
    of: 'стану',
    ofMany: 'станів',
    accusative: 'стан',
    where: LIST,
  }, false);
  if ('problem' in parsed) {
    return problemOf(parsed.problem.replace(' у магазині немає', ' сайт не знає'));
  }
  return { value: parsed.value === '' ? undefined : (parsed.value as Condition) };
}
