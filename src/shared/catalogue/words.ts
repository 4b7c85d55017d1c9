/**
 * How the owner's words are compared (docs/owner-catalogue.md): people type
 * names in any case, with extra spaces, any apostrophe, and now and then a
 * Latin letter that looks Cyrillic; a name that is not known gets the
 * nearest known one as a suggestion.
 */

/** Apostrophes as keyboards, phones and Word type them; the shop's lists use ’. */
export const APOSTROPHES = /['’ʼ‘`´′"]/g;

/** A column's name as compared: case, spaces, '_', '-', '*' and apostrophes ignored. */
export const columnKey = (name: string): string =>
  name
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\s_\-*]/g, '')
    .replace(APOSTROPHES, '');

/** Latin letters that look Cyrillic, typed with the wrong keyboard layout ('Iграшки'). */
const LOOKALIKES: Record<string, string> = {
  a: 'а',
  c: 'с',
  e: 'е',
  i: 'і',
  ï: 'ї',
  o: 'о',
  p: 'р',
  x: 'х',
  y: 'у',
};

/** A name as compared: `  предмети  інтер'єру ` is `Предмети інтер’єру`. */
export function nameKey(text: string): string {
  const plain = text
    .normalize('NFC')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, ' ')
    .replace(APOSTROPHES, "'");
  return /\p{Script=Cyrillic}/u.test(plain)
    ? plain.replace(/[aceiïopxy]/g, (letter) => LOOKALIKES[letter] ?? letter)
    : plain;
}

export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** The candidates nearest to `text` (at most `count`), and whether the nearest is near enough to be a typo. */
export function nearest(
  text: string,
  candidates: readonly string[],
  key: (name: string) => string,
  count = 1,
): { names: string[]; typo: boolean } {
  const wanted = key(text);
  const scored = candidates
    .map((name) => {
      const candidate = key(name);
      // 'Статуетки' for 'Статуетки та фігурки': a part of the name is as good as a typo.
      const partial =
        Math.min(wanted.length, candidate.length) >= 3 &&
        (candidate.startsWith(wanted) || wanted.startsWith(candidate));
      return { name, distance: partial ? 1 : editDistance(wanted, candidate) };
    })
    .sort((a, b) => a.distance - b.distance);
  const best = scored[0];
  if (!best) return { names: [], typo: false };
  return {
    names: scored.slice(0, count).map(({ name }) => name),
    typo: best.distance <= Math.max(2, Math.floor(wanted.length / 3)),
  };
}

/** «Вази» або «Меблі». */
export const quoted = (names: readonly string[]): string =>
  names.map((name) => `«${name}»`).join(' або ');

/** Text on one line, its runs of spaces (no-break ones too) made one space. */
export const oneLine = (text: string): string => text.trim().replace(/\s+/g, ' ');

/** A maker as compared: `«Kahla»`, `"kahla"` and ` KAHLA ` are one. */
export const makerKey = (name: string): string =>
  name
    .normalize('NFC')
    .toLowerCase()
    .replace(/[«»"“”„'’ʼ‘`]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
