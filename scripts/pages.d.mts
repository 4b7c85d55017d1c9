/** Each page of src/app/pages.ts: its path below the base ('' for home; a product's at product 1) and its module. */
export declare const PAGES: readonly { path: string; module: string }[];
