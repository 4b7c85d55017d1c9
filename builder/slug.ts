import slugify from '@sindresorhus/slugify';

/**
 * The one slug of the build, for every value a catalogue address names (the
 * shop's categories and materials, builder/catalogue/shop-file.ts; the
 * goods' eras and makers, builder/facet-values.ts): a Latin slug, with Ukrainian transliterated as the
 * Cabinet of Ministers' 2010 rules say, as the spec's own slugs are
 * (src/shared/config/default-vocabulary.ts: `kelykhy-dlia-vyna`):
 * slugify alone reads Cyrillic as Russian (`ya`, `iy`).
 */

const LETTERS: Record<string, string> = {
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
const FIRST: Record<string, string> = { є: 'ye', ї: 'yi', й: 'y', ю: 'yu', я: 'ya' };

export function ukrainianSlug(text: string): string {
  const latin = text
    .normalize('NFC')
    .toLowerCase()
    .replace(/['’ʼ‘`]/g, '')
    .replace(/зг/g, 'zgh')
    .replace(/\p{L}+/gu, (word) =>
      [...word]
        .map((letter, at) => (at === 0 ? FIRST[letter] : undefined) ?? LETTERS[letter] ?? letter)
        .join(''),
    );
  return slugify(latin);
}
