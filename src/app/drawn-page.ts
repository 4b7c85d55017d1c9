/**
 * What the build tells the browser of the HTML it drew in a page: written
 * into its <head> as JSON (builder/prerender-plugin.ts), read by the app before
 * it starts (app.tsx) and by the script that runs before the first paint
 * (early.js). A data block, not a script: the CSP lets no inline script run.
 */

/** How the build draws a page, and so what the browser needs before hydrating it. */
export interface PageDrawing {
  /**
   * Drawn with products: the page brings what it drew of them (its first
   * view, first-view.ts), and the browser loads the whole list before
   * drawing it for another address.
   */
  products: boolean;
  /**
   * Drawn as a first visit sees it, the saved favourites read and none: the
   * browser reads them first, and draws the page afresh when some are saved.
   */
  favorites: boolean;
  /**
   * Drawn without the address's query (?category=, ?q=, ?ids=): with one, what
   * was drawn is hidden before the first paint until the app has drawn the
   * right thing (early.js).
   */
  query: boolean;
}

export interface DrawnPage extends PageDrawing {
  /** The address it was drawn for, below the base ('', 'catalog/12'); null for the shell. */
  path: string | null;
  /**
   * A page drawn with products: the address of the whole product list's
   * chunk, which early.js asks for at once when the address has a query (the
   * app then draws the page afresh from it, docs/first-load.md).
   */
  list?: string;
}

export const DRAWN_PAGE_ID = 'drawn-page';

/**
 * JSON inside a <script> element: nothing in it can close the element or
 * start a comment (`</script>`, `<!--`), whatever a title holds.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/** The <head> element that hands a page's drawing over. */
export function drawnPageElement(page: DrawnPage): string {
  return `<script type="application/json" id="${DRAWN_PAGE_ID}">${jsonForScript(page)}</script>`;
}

/** What the build drew in this document, or null (the dev server's empty page). */
export function readDrawnPage(document: Document): DrawnPage | null {
  const text = document.getElementById(DRAWN_PAGE_ID)?.textContent;
  return text ? (JSON.parse(text) as DrawnPage) : null;
}
