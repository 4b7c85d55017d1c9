import cormorantCyrillic600 from '@fontsource/cormorant-garamond/files/cormorant-garamond-cyrillic-600-normal.woff2?url';
import cormorantLatin600 from '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff2?url';
import nunitoCyrillic400 from '@fontsource/nunito-sans/files/nunito-sans-cyrillic-400-normal.woff2?url';
import nunitoCyrillic700 from '@fontsource/nunito-sans/files/nunito-sans-cyrillic-700-normal.woff2?url';
import nunitoLatin400 from '@fontsource/nunito-sans/files/nunito-sans-latin-400-normal.woff2?url';
import nunitoLatin700 from '@fontsource/nunito-sans/files/nunito-sans-latin-700-normal.woff2?url';

/*
 * The shop's fonts (docs/design.md), self-hosted from @fontsource: only the
 * faces used (Cormorant Garamond 600 for headings and the wordmark, Nunito
 * Sans 400 and 700 for text), only their Cyrillic and Latin subsets (the
 * unicode ranges are @fontsource's), only woff2.
 */
const CYRILLIC = 'U+0301, U+0400-045F, U+0490-0491, U+04B0-04B1, U+2116';
const LATIN =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, ' +
  'U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

const FACES = [
  {
    family: 'Cormorant Garamond',
    weight: '600',
    unicodeRange: CYRILLIC,
    url: cormorantCyrillic600,
  },
  { family: 'Cormorant Garamond', weight: '600', unicodeRange: LATIN, url: cormorantLatin600 },
  { family: 'Nunito Sans', weight: '400', unicodeRange: CYRILLIC, url: nunitoCyrillic400 },
  { family: 'Nunito Sans', weight: '400', unicodeRange: LATIN, url: nunitoLatin400 },
  { family: 'Nunito Sans', weight: '700', unicodeRange: CYRILLIC, url: nunitoCyrillic700 },
  { family: 'Nunito Sans', weight: '700', unicodeRange: LATIN, url: nunitoLatin700 },
];

/**
 * Loads the web fonts and then puts them in the page together. The page
 * paints in their fallbacks until then (font-fallbacks.css, sized to their
 * metrics, so no text moves), and it is laid out again once for all six
 * faces rather than once as each arrives (each time about 50 ms at
 * Lighthouse's 4x slowdown). A face that fails to load is left out: its
 * fallback stays.
 */
export async function addWebFonts(): Promise<void> {
  const faces = FACES.map(
    ({ family, weight, unicodeRange, url }) =>
      new FontFace(family, `url(${url}) format('woff2')`, { weight, unicodeRange }),
  );
  const loads = await Promise.allSettled(faces.map((face) => face.load()));
  faces.forEach((face, i) => {
    if (loads[i]!.status === 'fulfilled') document.fonts.add(face);
  });
}
