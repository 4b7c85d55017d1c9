/**
 * What to ask Nova Poshta for a typed city, in order, until one question
 * finds any (nova-poshta.ts): as typed; a city typed with the keyboard left
 * on the Latin layout (`Rbsd` is «Київ»), as the Ukrainian layout would have
 * written it; then the same with one lookalike letter changed, the
 * mistakes a buyer makes most (`Била Церква`, `Киів`). A few questions at
 * most: each is a request.
 */

/** The Ukrainian layout, key by key, over the Latin one (the keys' lower and upper case). */
const LATIN = 'qwertyuiop[]asdfghjkl;\'zxcvbnm,.`QWERTYUIOP{}ASDFGHJKL:"ZXCVBNM<>~';
const UKRAINIAN = 'йцукенгшщзхїфівапролджєячсмитьбю\u02bcЙЦУКЕНГШЩЗХЇФІВАПРОЛДЖЄЯЧСМИТЬБЮ\u02bc';
const BY_KEY = new Map([...LATIN].map((key, i) => [key, UKRAINIAN[i]!]));

/** The letters typed for one another, and what each may have been meant as, likeliest first. */
const LOOKALIKES: Record<string, readonly string[]> = {
  и: ['і'],
  і: ['и', 'ї'],
  ї: ['і'],
  е: ['є'],
  є: ['е'],
};

/** At most this many questions for one typed city. */
export const MAX_CITY_QUESTIONS = 5;

/** What the Ukrainian layout writes for keys pressed on the Latin one; null when anything typed is not Latin. */
export function fromLatinLayout(typed: string): string | null {
  if (!/[a-z]/i.test(typed) || /[^a-z\s\-[\]{};:'",.<>`~]/i.test(typed)) return null;
  return [...typed].map((key) => BY_KEY.get(key) ?? key).join('');
}

/** The typed name with one lookalike letter changed, left to right. */
function lookalikes(name: string): string[] {
  const letters = [...name];
  return letters.flatMap((letter, i) =>
    (LOOKALIKES[letter.toLowerCase()] ?? []).map((meant) => {
      const changed = [...letters];
      changed[i] = letter === letter.toLowerCase() ? meant : meant.toUpperCase();
      return changed.join('');
    }),
  );
}

export function cityQuestions(typed: string): string[] {
  const name = typed.trim().replace(/\s+/g, ' ');
  const meant = fromLatinLayout(name);
  const first = meant === null ? [name] : [meant, name];
  return [...new Set([...first, ...lookalikes(meant ?? name)])].slice(0, MAX_CITY_QUESTIONS);
}
