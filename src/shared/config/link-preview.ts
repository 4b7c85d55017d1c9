/**
 * The link-preview pictures (og:image): the size every messenger and social
 * network crops to, and where the build writes them below the base. Read by
 * the tags (src/app/page-head.ts) and the drawer (builder/preview-image.ts);
 * imports nothing, so the build's config can load it.
 */
export const PREVIEW_SIZE = { width: 1200, height: 630 } as const;
export const PREVIEW_DIR = 'previews';
