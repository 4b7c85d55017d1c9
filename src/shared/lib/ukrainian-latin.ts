/**
 * Ukrainian letters in Latin as the Cabinet of Ministers' 2010 rules write
 * them: the build's slugs (builder/slug.ts) and the order's number read this table.
 */
export const LETTERS: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'h',
  ґ: 'g',
  д: 'd',
  е: 'e',
  є: 'ie',
  ж: 'zh',
  з: 'z',
  и: 'y',
  і: 'i',
  ї: 'i',
  й: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ь: '',
  ю: 'iu',
  я: 'ia',
};

/** At the start of a word these are written as they sound: Юрій is Yurii. */
export const FIRST: Record<string, string> = { є: 'ye', ї: 'yi', й: 'y', ю: 'yu', я: 'ya' };

/**
 * The shop's name as the first letters of its words in Latin capitals, for
 * the order's number: `BON VINTAGE` is BV, `Вінтаж на Подолі` VP (words in
 * small letters, `на`, are left out where some are capitalised), at most three.
 */
export function initials(name: string): string {
  const words = name.normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? [];
  const capitalised = words.filter((word) => /^\p{Lu}/u.test(word));
  const letters = (capitalised.length > 0 ? capitalised : words).slice(0, 3).map((word) => {
    const first = word[0]!.toLowerCase();
    return (FIRST[first] ?? LETTERS[first] ?? first).charAt(0).toUpperCase();
  });
  return letters.join('').replace(/[^A-Z0-9]/g, '');
}
