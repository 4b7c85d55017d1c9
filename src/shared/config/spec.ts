/**
 * The constants of the product specification (docs/product.md), each with
 * the spec's value. Anything that reads a breakpoint, a timing or a count takes
 * it from here.
 */

/**
 * docs/product.md: the app is served under this base path, '/BON-VINTAGE/'
 * unless the build is given another (vite.config.ts, docs/deploy.md).
 */
export const BASE_PATH = import.meta.env.BASE_URL;

/** docs/product.md: the burger menu is shown at widths up to this value. */
export const BURGER_MAX_WIDTH = 1439;

/** docs/product.md: the compact footer is used at widths up to this value. */
export const COMPACT_FOOTER_MAX_WIDTH = 833;

/** docs/product.md: a #hash link waits this long for its element to appear. */
export const HASH_SCROLL_TIMEOUT_MS = 10_000;

/** docs/product.md: redux-persist gives up restoring after this long. */
export const PERSIST_TIMEOUT_MS = 5_000;

/** docs/product.md: localStorage key is `persist:` + this. */
export const PERSIST_KEY = 'root';

/** docs/product.md: the generator's default count, and the count the app requests. */
export const DEFAULT_PRODUCT_COUNT = 12;
export const PRODUCTS_REQUESTED = Number(import.meta.env.VITE_PRODUCT_COUNT) || 250;

/** docs/product.md: the product list counts as fresh for five minutes. */
export const PRODUCTS_STALE_TIME_MS = 5 * 60 * 1000;

/** docs/product.md: every gallery has six images followed by one video. */
export const GALLERY_IMAGE_COUNT = 6;
export const GALLERY_VIDEO_COUNT = 1;

/** docs/product.md: createdAt lies within this many days before generation. */
export const CREATED_WITHIN_DAYS = 30;

/** docs/decisions/005-catalogue.md: 12 products a catalogue page. */
export const PRODUCTS_PER_PAGE = 12;
