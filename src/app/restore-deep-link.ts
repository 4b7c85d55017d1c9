import { BASE_PATH } from '../shared/config/spec';

/** The query parameter public/spa-fallback.js puts the wanted address in. */
export const DEEP_LINK_PARAM = 'spa-path';

/** The page public/spa-fallback.js sends to: the layout, loading (builder/prerender-plugin.ts). */
export const SHELL_PAGE = 'shell.html';

/**
 * Static hosts without an SPA fallback (GitHub Pages) answer a deep link such
 * as /BON-VINTAGE/catalog?category=vazy with 404.html, whose script sends the
 * visitor to /BON-VINTAGE/shell.html?spa-path=<the address> (earlier builds:
 * /BON-VINTAGE/?spa-path=). This puts the address back
 * in the bar, without a reload and without a history entry, so that the router
 * created after it sees the page the visitor asked for. Only a path inside the
 * app is accepted: the parameter is in the visitor's hands.
 */
export function restoreDeepLink(location: Location, history: History, base = BASE_PATH): void {
  // A host with clean addresses (Cloudflare, wrangler.jsonc) redirects shell.html to shell.
  const shell = [base, base + SHELL_PAGE, base + SHELL_PAGE.replace(/\.html$/, '')];
  if (!shell.includes(location.pathname)) return;
  const wanted = new URLSearchParams(location.search).get(DEEP_LINK_PARAM);
  if (wanted === null) return;
  history.replaceState(history.state, '', pathInApp(wanted, location.origin, base) ?? base);
}

/**
 * The address `wanted` names, as a path + query + hash, if it lies inside the
 * app on this origin; else null. The URL parser resolves dot segments (also
 * percent-encoded, `%2e%2e`) and backslashes first, so `/BON-VINTAGE/../x`
 * is judged as the `/x` it leads to.
 */
export function pathInApp(wanted: string, origin: string, base = BASE_PATH): string | null {
  let url: URL;
  try {
    url = new URL(wanted, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || !url.pathname.startsWith(base)) return null;
  return url.pathname + url.search + url.hash;
}
