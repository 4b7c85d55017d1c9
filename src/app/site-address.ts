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

