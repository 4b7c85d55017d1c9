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
  /** The column as named in the file's header (or the JSON field, or the shop.yaml key). */
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
};

export interface CatalogueRead {
  entries: CatalogueEntry[];
  problems: CatalogueProblem[];
  /** What was read with a liberty (kopecks rounded): the build prints them and goes on. */
  notes: CatalogueProblem[];
}
