/**
 * The constants of the product specification (storefront-spec.md §9), each with
 * the spec's value. Anything that reads a breakpoint, a timing or a count takes
 * it from here.
 */

/** spec §2: the app is served under this base path (must match vite.config.ts). */
export const BASE_PATH = '/BON-VINTAGE/';

/** spec §2: the burger menu is shown at widths up to this value. */
export const BURGER_MAX_WIDTH = 1439;

/** spec §2: the compact footer is used at widths up to this value. */
export const COMPACT_FOOTER_MAX_WIDTH = 833;

/** spec §2: a #hash link waits this long for its element to appear. */
export const HASH_SCROLL_TIMEOUT_MS = 10_000;

/** spec §4: redux-persist gives up restoring after this long. */
export const PERSIST_TIMEOUT_MS = 5_000;

/** spec §4: localStorage key is `persist:` + this. */
export const PERSIST_KEY = 'root';

/** spec §7: the generator's default count, and the count the app requests. */
export const DEFAULT_PRODUCT_COUNT = 12;
export const PRODUCTS_REQUESTED = Number(import.meta.env.VITE_PRODUCT_COUNT) || 250;

/** spec §4: the product list counts as fresh for five minutes. */
export const PRODUCTS_STALE_TIME_MS = 5 * 60 * 1000;

/** spec §3: price range of the generated products (UAH, whole numbers). */
export const PRICE_MIN = 100;
export const PRICE_MAX = 5_000;

/** spec §3: every gallery has six images followed by one video. */
export const GALLERY_IMAGE_COUNT = 6;
export const GALLERY_VIDEO_COUNT = 1;

/** spec §3: createdAt lies within this many days before generation. */
export const CREATED_WITHIN_DAYS = 30;

/** DECISIONS.md: 12 products a catalogue page. */
export const PRODUCTS_PER_PAGE = 12;
