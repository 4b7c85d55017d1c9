import slugify from '@sindresorhus/slugify';
import { FIRST, LETTERS } from '../src/shared/lib/ukrainian-latin.ts';

/**
 * The one slug of the build, for every value a catalogue address names (the
 * shop's categories and materials, builder/catalogue/shop-file.ts; the
 * goods' eras and makers, builder/facet-values.ts): a Latin slug, with Ukrainian transliterated as the
 * Cabinet of Ministers' 2010 rules say, as the spec's own slugs are
 * (src/shared/config/default-vocabulary.ts: `kelykhy-dlia-vyna`):
 * slugify alone reads Cyrillic as Russian (`ya`, `iy`).
 */

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
