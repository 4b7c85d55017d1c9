import { counterAddress } from '../src/shared/figures/counter-address.ts';
import { escapeAttribute } from '../src/shared/lib/escape-attribute.ts';

/**
 * The security policy of the shop, in one place. deploy/nginx.conf
 * sends it as headers (e2e/security.spec.ts checks that file says exactly
 * this), and the build puts the part a page can carry itself into
 * index.html and 404.html as <meta> tags (vite.config.ts), so that hosts that
 * cannot set headers, such as GitHub Pages, still get it.
 */

/**
 * Only the site's own scripts, styles, fonts, media and workers; images also
 * from the optional remote placeholder host (VITE_IMAGE_HOST=https://picsum.photos,
 * whose pictures redirect to fastly); requests to the site and to Nova Poshta's
 * API. No 'unsafe-inline', no 'unsafe-eval'.
 */
export const CSP_DIRECTIVES: ReadonlyArray<readonly [string, ...string[]]> = [
  ['default-src', "'self'"],
  ['script-src', "'self'"],
  ['style-src', "'self'"],
  ['img-src', "'self'", 'data:', 'https://picsum.photos', 'https://fastly.picsum.photos'],
  ['media-src', "'self'"],
  ['font-src', "'self'"],
  // Nova Poshta's public API, which the order asks for cities and branches
  // (src/features/basket/nova-poshta.ts): that host alone.
  ['connect-src', "'self'", 'https://api.novaposhta.ua'],
  ['manifest-src', "'self'"],
  ['worker-src', "'self'"],
  ['object-src', "'none'"],
  ['base-uri', "'self'"],
  ['frame-ancestors', "'none'"],
  ['form-action', "'self'"],
];

/**
 * The shop's policy for its build's settings: with a GoatCounter code
 * (shop.yaml's `лічильник`), that counter's host alone is added to where
 * the page may send (connect-src, and img-src for a counting pixel), never
 * to script-src: the shop's own code counts (src/shared/figures/).
 */
export function cspDirectives({ counter = '' }: { counter?: string } = {}): typeof CSP_DIRECTIVES {
  if (!counter) return CSP_DIRECTIVES;
  return CSP_DIRECTIVES.map(([name, ...sources]) =>
    name === 'connect-src' || name === 'img-src'
      ? [name, ...sources, counterAddress(counter)]
      : [name, ...sources],
  );
}

/** Directives a <meta> policy ignores (CSP 3, §3.3): only a header can carry them. */
const HEADER_ONLY_DIRECTIVES = new Set(['frame-ancestors', 'report-uri', 'sandbox']);

const serialize = (directives: typeof CSP_DIRECTIVES) =>
  directives.map((directive) => directive.join(' ')).join('; ');

/** The Content-Security-Policy header's value. */
export const CONTENT_SECURITY_POLICY = serialize(CSP_DIRECTIVES);

/** The same policy minus what a <meta http-equiv> cannot carry. */
const metaPolicy = (directives: typeof CSP_DIRECTIVES) =>
  serialize(directives.filter(([name]) => !HEADER_ONLY_DIRECTIVES.has(name)));

export const META_CONTENT_SECURITY_POLICY = metaPolicy(CSP_DIRECTIVES);

/** The header's value, and the <meta> tag's, for a build's settings (cspDirectives). */
export const contentSecurityPolicy = (settings: { counter?: string }) =>
  serialize(cspDirectives(settings));
export const metaContentSecurityPolicy = (settings: { counter?: string }) =>
  metaPolicy(cspDirectives(settings));

/**
 * The owner's admin (builder/admin/admin-plugin.ts, under admin/): Sveltia
 * CMS, which talks to GitHub's API with the owner's token, decodes HEIC and
 * encodes WebP in WebAssembly ('wasm-unsafe-eval' allows compiling it, not
 * eval), runs that in a worker of its own, draws chosen photos from blob:
 * URLs, shows the owner's GitHub picture, and styles its components with
 * <style> elements of its own making (Svelte), hence 'unsafe-inline' for
 * styles alone. No 'unsafe-eval', and no script from anywhere else.
 */
export const ADMIN_CSP_DIRECTIVES: ReadonlyArray<readonly [string, ...string[]]> = [
  ['default-src', "'self'"],
  ['script-src', "'self'", "'wasm-unsafe-eval'"],
  ['style-src', "'self'", "'unsafe-inline'"],
  ['img-src', "'self'", 'data:', 'blob:', 'https://avatars.githubusercontent.com'],
  ['media-src', "'self'", 'blob:'],
  ['font-src', "'self'"],
  // data: and blob: are the browser's own: its logo, read to draw the tab's icon, and
  // the photos the owner chose, read back to be committed. GitHub's status page: Sveltia
  // asks it every few minutes and tells the owner, in Ukrainian, when GitHub itself is failing.
  [
    'connect-src',
    "'self'",
    'data:',
    'blob:',
    'https://api.github.com',
    'https://www.githubstatus.com',
  ],
  ['worker-src', "'self'", 'blob:'],
  ['object-src', "'none'"],
  ['base-uri', "'self'"],
  ['frame-ancestors', "'none'"],
  ['form-action', "'self'"],
];

/** The admin's Content-Security-Policy header. */
export const ADMIN_CONTENT_SECURITY_POLICY = serialize(ADMIN_CSP_DIRECTIVES);

/** The admin's policy minus what a <meta http-equiv> cannot carry. */
export const ADMIN_META_CONTENT_SECURITY_POLICY = serialize(
  ADMIN_CSP_DIRECTIVES.filter(([name]) => !HEADER_ONLY_DIRECTIVES.has(name)),
);

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** Every security header the server sends, by name as nginx writes it. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'Referrer-Policy': REFERRER_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'X-Frame-Options': 'DENY',
};

/**
 * The <meta> tags for a page's <head>: the policy (first, so it covers every
 * element after it) and the referrer policy. X-Content-Type-Options,
 * Permissions-Policy and X-Frame-Options have no <meta> form.
 */
export function securityMetaTags(policy = META_CONTENT_SECURITY_POLICY): string {
  return [
    `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}" />`,
    `<meta name="referrer" content="${REFERRER_POLICY}" />`,
  ].join('\n    ');
}

/** The same for the admin's page, with its own policy. */
export const adminMetaTags = () => securityMetaTags(ADMIN_META_CONTENT_SECURITY_POLICY);
