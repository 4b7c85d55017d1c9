import type { CollectionPicture } from '../../shared/catalogue/collections';

/**
 * What every page needs of the shop's collections: their names and
 * addresses for the footer, and for the home page's tiles how many goods each
 * holds and whose picture it shows. The build writes them into each page as
 * a data block (src/app/prerender.tsx), read once as the app starts
 * (src/app/app.tsx), so no page carries them in its code: an owner's tenth
 * collection costs the first load nothing (scripts/check-size-budget.mjs).
 * A collection's page reads the whole of it, its goods, from
 * `virtual:collections` (src/app/routes/collection.tsx).
 */
export interface CollectionLink {
  slug: string;
  title: string;
  /** How many goods it holds. */
  count: number;
  /** Its first good, whose picture its tile shows when it has none of its own. */
  cover: number;
  /** Its own picture, made from the owner's photo. */
  picture?: CollectionPicture;
}

export const COLLECTION_LINKS_ID = 'collection-links';

let links: readonly CollectionLink[] = [];

/** The collections this page knows of, «Нові надходження» first; none before they are read. */
export const collectionLinks = (): readonly CollectionLink[] => links;

/** Keeps the collections for the pages to read (the build, and tests). */
export function keepCollectionLinks(kept: readonly CollectionLink[]): void {
  links = kept;
}

/** Reads the collections the build wrote into this document; a page without them (the dev server's) has none. */
export function readCollectionLinks(document: Document): void {
  const text = document.getElementById(COLLECTION_LINKS_ID)?.textContent;
  links = text ? (JSON.parse(text) as CollectionLink[]) : [];
}
