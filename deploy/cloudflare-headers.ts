import {
  ADMIN_CONTENT_SECURITY_POLICY,
  ADMIN_ROBOTS,
  CACHE_CONTROL,
  securityHeaders,
} from './security-headers.ts';

/**
 * dist/_headers, the file Cloudflare's static assets (and Netlify) read to send
 * headers (docs/deploy.md), written from the table of deploy/security-headers.ts
 * that also feeds deploy/nginx.conf and the pages' CSP <meta>, so the three never
 * differ. Cloudflare serves dist/ from the host's root (wrangler.jsonc), so the
 * paths start at / whatever the build's base path.
 *
 * A path matched by several rules gets every rule's headers, and the same header
 * twice is joined with a comma, which for a CSP would enforce both policies; so a
 * rule that sets a header the catch-all set first detaches it (`! Name`).
 */
export function cloudflareHeaders(settings: { counter?: string } = {}): string {
  const rules: Array<[path: string, lines: string[]]> = [];
  const set = (path: string, name: string, value: string, detach: boolean) => {
    const lines = rules.find(([p]) => p === path)?.[1] ?? [];
    if (!rules.some(([p]) => p === path)) rules.push([path, lines]);
    if (detach) lines.push(`! ${name}`);
    lines.push(`${name}: ${value}`);
  };
  const everything = '/*';
  for (const [name, value] of Object.entries(securityHeaders(settings)))
    set(everything, name, value, false);
  for (const [pattern, value] of CACHE_CONTROL)
    if (pattern === '*') set(everything, 'Cache-Control', value, false);
    else set(`/${pattern}`, 'Cache-Control', value, true);
  const admin = '/admin/*';
  set(admin, 'Content-Security-Policy', ADMIN_CONTENT_SECURITY_POLICY, true);
  set(admin, 'X-Robots-Tag', ADMIN_ROBOTS, false);
  return (
    rules.map(([path, lines]) => [path, ...lines.map((l) => `  ${l}`)].join('\n')).join('\n') + '\n'
  );
}
