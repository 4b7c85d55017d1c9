import { PAGES } from '../scripts/pages.mjs';

/**
 * Every page of src/app/pages.ts (read by scripts/pages.mjs, a product's at
 * product 1, a collection's at «Нові надходження») with what the sample shows on it: the specs that visit each page
 * (routes, security, offline, nginx) take their list from here, so a page
 * added to the table is visited by all of them, and a page this table has no
 * words for fails every one of them at once, naming it.
 */
interface SamplePage {
  /** The drawn page's `main h1`. */
  heading: string | RegExp;
  /** Its `document.title`. */
  title: string | RegExp;
}

/** A product's page: its own title, never «Товар не знайдено». */
const PRODUCT_HEADING = /^(?!Товар не знайдено$)\S.*$/;

const SAMPLE: Record<string, SamplePage> = {
  home: { heading: 'BON VINTAGE', title: /BON VINTAGE/ },
  catalog: { heading: 'Каталог', title: 'Каталог — BON VINTAGE' },
  product: { heading: PRODUCT_HEADING, title: / — BON VINTAGE$/ },
  collection: { heading: 'Нові надходження', title: 'Нові надходження — BON VINTAGE' },
  favorite: { heading: 'Вподобані', title: 'Вподобані — BON VINTAGE' },
  basket: { heading: 'Кошик', title: 'Кошик — BON VINTAGE' },
  'about-us': { heading: 'Про нас', title: 'Про нас — BON VINTAGE' },
};

/** `words` in the table's order, held to it: one entry for each page's module, no more. */
export function everyPage<T>(words: Record<string, T>, of: string): T[] {
  const missing = PAGES.filter(({ module }) => !(module in words)).map(({ module }) => module);
  const extra = Object.keys(words).filter(
    (module) => !PAGES.some((page) => page.module === module),
  );
  if (missing.length > 0 || extra.length > 0)
    throw new Error(
      `${of}: src/app/pages.ts has ${missing.length > 0 ? `pages with no entry here (${missing.join(', ')})` : ''}${missing.length > 0 && extra.length > 0 ? ' and ' : ''}${extra.length > 0 ? `no pages for the entries ${extra.join(', ')}` : ''}`,
    );
  return PAGES.map((page) => words[page.module]!);
}

/** Every page of the shop, with its path (a product's at product 1), heading and title in the sample. */
export const SAMPLE_PAGES = everyPage(SAMPLE, 'e2e/pages.ts').map((words, at) => ({
  ...PAGES[at]!,
  ...words,
}));

/** The page of `module`. */
export function samplePage(module: string) {
  const page = SAMPLE_PAGES.find((entry) => entry.module === module);
  if (!page) throw new Error(`e2e/pages.ts: no page ${module} in src/app/pages.ts`);
  return page;
}

/** The file the build draws a page as: index.html, catalog.html, catalog/1.html. */
export const drawnFile = (page: { path: string }): string => `${page.path || 'index'}.html`;
