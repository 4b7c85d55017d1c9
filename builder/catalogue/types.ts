import type { CatalogueValues } from '../../src/shared/catalogue/fields.ts';

/**
 * The owner's catalogue as the build reads it (docs/owner-catalogue.md): a
 * folder with products.csv or products.json, a photos/ folder and, if the
 * owner wants other categories, materials or their own contacts, shop.yaml.
 */

/** The lists a product's category and material are chosen from. */
export interface ShopVocabulary {
  categories: readonly string[];
  materials: readonly string[];
}

/** One thing the owner must put right before the shop can be built. */
export interface CatalogueProblem {
  /** The file, relative to the catalogue folder: 'products.csv', 'shop.yaml', 'photos/'. */
  file: string;
  /** The row as a spreadsheet numbers it (1 = the header row; a CSV cell of several lines is still one row), or a JSON file's line; absent for the whole file. */
  line?: number;
  /** The product's id as written in that row, when it has one. */
  id?: string;
  /** The good's title as the owner wrote it, for an admin's good (whose place is its folder). */
  title?: string;
  /**
   * The column as named in the file's header (or the products.json field, or
   * the shop.yaml key); for an admin's good, the field's label as its form
   * shows it (`Ціна`), never the file's key.
   */
  column?: string;
  /** What is wrong and what to write instead, in Ukrainian, as one or two sentences. */
  message: string;
}

/**
 * One product as the owner described it, checked and made plain: every field
 * of the table (src/shared/catalogue/fields.ts) as read, its photos and video
 * found in the folder.
 */
export type CatalogueEntry = Omit<CatalogueValues, 'photos' | 'video'> & {
  /** Absolute paths of the photos, in the order the owner gave them (the first is the main one); at least one. */
  photos: string[];
  /** Absolute path of the video, if any. */
  video?: string;
  /** Where the product was described, for messages after reading (1-based, as CatalogueProblem.line). */
  line: number;
  /** Where it is, to hold it back should its photos prove unreadable. */
  place: GoodPlace;
};

/**
 * A good that cannot be published as the owner described it: its problems,
 * each naming the good's place. A build that stops lists them with the
 * rest; a build that holds (CATALOGUE_ON_ERROR=hold, docs/deploy.md)
 * publishes the other goods and lists these in its report.
 */
export interface HeldGood extends GoodPlace {
  problems: CatalogueProblem[];
}

/** Where a good is described, and how its owner knows it. */
export interface GoodPlace {
  /** Its admin folder ('items/2611251430-vaza/'), or the product file of its row ('products.csv'). */
  file: string;
  /** Its row, for a good of products.csv or .json. */
  line?: number;
  id?: string;
  title?: string;
}

/** What becomes of one good the owner described: it is published, or held back. */
export type GoodOutcome = { entry: CatalogueEntry } | { held: HeldGood };

export interface CatalogueRead {
  /** The goods that can be published. */
  entries: CatalogueEntry[];
  /** The goods that cannot, each with its own problems, in the catalogue's order. */
  held: HeldGood[];
  /**
   * The problems of the catalogue as a whole (a file that cannot be read,
   * a column missing, no goods at all): no good can be held back for them.
   */
  problems: CatalogueProblem[];
  /** What was read with a liberty (kopecks rounded): the build prints them and goes on. */
  notes: CatalogueProblem[];
}

/** Every problem of a read: the catalogue's own, then each held good's. */
export const everyProblem = (read: Pick<CatalogueRead, 'held' | 'problems'>): CatalogueProblem[] => [
  ...read.problems,
  ...read.held.flatMap(({ problems }) => problems),
];
