import { problemOf, type Parsed } from './parsed.ts';
import { nameKey, nearest, oneLine, quoted } from './words.ts';

/** How messages speak of a list: 'категорії', 'категорій', 'категорію'. */
export interface ListWords {
  /** Genitive singular: «категорії «…» у магазині немає». */
  of: string;
  /** Genitive plural: «одну з категорій». */
  ofMany: string;
  /** Accusative: «категорію не вказано». */
  accusative: string;
  /** Where the whole list is, for the owner. */
  where: string;
}

/**
 * One name of a list (the shop's categories or materials, the conditions),
 * spelled as the list spells it, whatever the case, spaces and apostrophes;
 * `required` false lets an empty cell through as ''.
 */
export function parseNamed(
  text: string,
  list: readonly string[],
  words: ListWords,
  required = true,
): Parsed<string> {
  const written = oneLine(text);
  if (written === '') {
    if (!required) return { value: '' };
    const example = list[0] ? `, наприклад «${list[0]}»` : '';
    return problemOf(
      `${words.accusative} не вказано. Напишіть одну з ${words.ofMany} магазину${example}. ${words.where}`,
    );
  }
  const key = nameKey(written);
  const found = list.find((name) => nameKey(name) === key);
  if (found) return { value: found };
  const guess = nearest(written, list, nameKey, 2);
  const hint = guess.typo
    ? `Можливо, ${quoted(guess.names.slice(0, 1))}?`
    : guess.names.length > 0
      ? `Найближчі: ${quoted(guess.names)}.`
      : '';
  return problemOf(
    `${words.of} «${written}» у магазині немає. ${hint} ${words.where}`.replace(/ {2}/g, ' '),
  );
}
