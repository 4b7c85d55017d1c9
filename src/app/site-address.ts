/**
 * The shop's public address, which the build writes into every canonical
 * link, preview tag and the sitemap (src/app/page-head.ts). It comes from
 * VITE_SITE_URL (the Pages workflow sets it from the repository); a local
 * build, which has none, uses the preview server's address.
 */

/**
 * `value` checked and made into the address of the base path `base` (the
 * build's, '/BON-VINTAGE/'), e.g. 'https://owner.github.io/BON-VINTAGE/'. The
 * origin alone is enough (the base path is added); anything that is not an
 * http(s) address of the shop stops the build with a message that says why.
 * (Read by vite.config.ts's plugins, so it imports nothing of the app.)
 */
export function siteAddress(value: string | undefined, fallback: string, base: string): string {
  const given = value?.trim() ?? '';
  if (given === '') return fallback;
  const fail = (why: string): never => {
    throw new Error(
      `VITE_SITE_URL must be the shop's public address, like https://owner.github.io${base}; "${given}" ${why}.`,
    );
  };
  let url: URL;
  try {
    url = new URL(given);
  } catch {
    return fail('is not an address');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') fail('is not an http(s) address');
  if (url.username !== '' || url.password !== '') fail('carries a user name or password');
  if (url.search !== '' || url.hash !== '' || /[?#]/.test(given)) fail('carries a query or a hash');
  const path = url.pathname.replace(/\/?$/, '/');
  if (path !== '/' && path !== base) fail(`has a path other than ${base}`);
  return `${url.origin}${base}`;
}

/** The base path a build has when nothing says otherwise: the shop's own name (docs/deploy.md). */
export const DEFAULT_BASE = '/BON-VINTAGE/';

/** A path of folder names a URL holds as they are: '/', or '/my-shop/', '/shops/my-shop/'. */
const BASE = /^\/(?:[\w.~-]+\/)*$/;

/**
 * The path the shop is served under, from the build's environment: BASE_PATH
 * when given ('/my-shop/', 'my-shop', '/'), else the path of VITE_SITE_URL
 * (the Pages workflow's https://owner.github.io/my-shop serves the shop under
 * its repository's name; an own domain's https://shop.example at '/'), else
 * DEFAULT_BASE. Anything else stops
 * the build with a message that says why.
 */
export function basePath(env: { BASE_PATH?: string; VITE_SITE_URL?: string }): string {
  const given = env.BASE_PATH?.trim() ?? '';
  if (given !== '') {
    const base = `/${given}/`.replace(/\/{2,}/g, '/');
    if (!BASE.test(base))
      throw new Error(
        `BASE_PATH must be a path of folder names, like /my-shop/; "${given}" is not.`,
      );
    return base;
  }
  let site: URL | undefined;
  try {
    site = new URL(env.VITE_SITE_URL?.trim() ?? '');
  } catch {
    // No address, or a malformed one, which siteAddress() reports.
    return DEFAULT_BASE;
  }
  // An origin alone is a shop at its own domain's root (https://shop.example).
  const path = site.pathname.replace(/\/?$/, '/');
  return BASE.test(path) ? path : DEFAULT_BASE;
}
