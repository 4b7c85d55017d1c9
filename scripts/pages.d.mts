/**
 * Each page of src/app/pages.ts: its path below the base ('' for home; a
 * product's at product 1), its module, and whether its path takes a parameter.
 */
export declare const PAGES: readonly { path: string; module: string; parameter: boolean }[];
