/**
 * The wrong-keyboard-layout fix: the same keys on the English (QWERTY)
 * and the standard Ukrainian (ЙЦУКЕН) layouts, so `dfpb` reads as `вази`.
 */

const LATIN_TO_UKRAINIAN: Readonly<Record<string, string>> = {
  q: 'й',
  w: 'ц',
  e: 'у',
  r: 'к',
  t: 'е',
  y: 'н',
  u: 'г',
  i: 'ш',
  o: 'щ',
  p: 'з',
  '[': 'х',
  ']': 'ї',
  a: 'ф',
  s: 'і',
  d: 'в',
  f: 'а',
  g: 'п',
  h: 'р',
  j: 'о',
  k: 'л',
  l: 'д',
  ';': 'ж',
  "'": 'є',
  z: 'я',
  x: 'ч',
  c: 'с',
  v: 'м',
  b: 'и',
  n: 'т',
  m: 'ь',
  ',': 'б',
  '.': 'ю',
  '/': '.',
  // Shifted keys.
  '{': 'Х',
  '}': 'Ї',
  ':': 'Ж',
  '"': 'Є',
  '<': 'Б',
  '>': 'Ю',
  '?': ',',
  // Ukrainian (enhanced) puts ґ on the backslash key.
  '\\': 'ґ',
  '|': 'Ґ',
};

/** The Ukrainian letters back to their keys; Russian-only letters too, for a visitor on a Russian layout. */
const UKRAINIAN_TO_LATIN: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    Object.entries(LATIN_TO_UKRAINIAN)
      .filter(([, letter]) => /^[а-яіїєґ]$/.test(letter))
      .map(([key, letter]) => [letter, key]),
  ),
  ы: 's',
  э: "'",
  ъ: ']',
  ё: '`',
  "'": '`',
  '’': '`',
  ʼ: '`',
};

const LETTER_OR_KEY = /[a-zA-Z[\]{};:'",.<>/?`~\\|]/;

/**
 * True when a word is made only of keys of the English layout that stand for
 * Ukrainian letters, with at least one Latin letter (`ctht;rf`, `dfpb`).
 */
export function isLatinLayoutWord(word: string): boolean {
  return /[a-zA-Z]/.test(word) && [...word].every((char) => LETTER_OR_KEY.test(char));
}

/** True when a word is made only of Cyrillic letters (and apostrophes) that sit on Latin keys (`лштп`). */
export function isUkrainianLayoutWord(word: string): boolean {
  return (
    /[а-яіїєґё]/i.test(word) &&
    [...word].every((char) => UKRAINIAN_TO_LATIN[char.toLowerCase()] !== undefined)
  );
}

/**
 * A word typed on the English layout as the Ukrainian layout would have typed
 * it. The backquote key is the apostrophe inside a word (`g`'cf` → `п'єса`)
 * and ґ at the start of one (`` `fyjr `` → `ґанок`), where no apostrophe stands.
 */
export function latinToUkrainian(word: string): string {
  return [...word]
    .map((char, index) => {
      if (char === '`') return index === 0 ? 'ґ' : "'";
      if (char === '~') return index === 0 ? 'Ґ' : "'";
      const lower = LATIN_TO_UKRAINIAN[char.toLowerCase()];
      if (lower === undefined) return char;
      return char !== char.toLowerCase() ? lower.toUpperCase() : lower;
    })
    .join('');
}

/** A word typed on the Ukrainian layout as the English layout would have typed it (`лштп` → `king`). */
export function ukrainianToLatin(word: string): string {
  return [...word]
    .map((char) => {
      const key = UKRAINIAN_TO_LATIN[char.toLowerCase()];
      if (key === undefined) return char;
      return char !== char.toLowerCase() ? key.toUpperCase() : key;
    })
    .join('');
}
