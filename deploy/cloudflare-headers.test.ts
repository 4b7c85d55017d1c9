// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  ADMIN_CONTENT_SECURITY_POLICY,
  ADMIN_META_CONTENT_SECURITY_POLICY,
  CONTENT_SECURITY_POLICY,
  META_CONTENT_SECURITY_POLICY,
  SECURITY_HEADERS,
  adminMetaTags,
  contentSecurityPolicy,
  securityMetaTags,
} from './security-headers.ts';
import { cloudflareHeaders } from './cloudflare-headers.ts';

/**
 * The headers a path gets from a _headers file, as Cloudflare applies it: every
 * matching rule in order, `! Name` removing what an earlier rule set.
 */
function headersFor(file: string, path: string): Record<string, string> {
  const sent: Record<string, string> = {};
  let matches = false;
  for (const line of file.split('\n')) {
    if (line === '') continue;
    if (!line.startsWith(' ')) {
      const pattern = new RegExp(`^${line.replace(/[.]/g, '\\.').replace(/\*/g, '.*')}$`);
      matches = pattern.test(path);
      continue;
    }
    if (!matches) continue;
    const detach = /^\s+! (.+)$/.exec(line)?.[1];
    if (detach) {
      delete sent[detach];
      continue;
    }
    const [, name = '', value = ''] = /^\s+([\w-]+): (.+)$/.exec(line) ?? [];
    expect(sent[name], `${name} set twice for ${path}`).toBeUndefined();
    sent[name] = value;
  }
  return sent;
}

describe('dist/_headers', () => {
  const file = cloudflareHeaders();

  it('sends every security header of the table on a page, never to be cached', () => {
    expect(headersFor(file, '/catalog')).toEqual({
      ...SECURITY_HEADERS,
      'Cache-Control': 'no-cache',
    });
    expect(headersFor(file, '/sw.js')['Cache-Control']).toBe('no-cache');
    expect(headersFor(file, '/manifest.webmanifest')['Cache-Control']).toBe('no-cache');
    expect(headersFor(file, '/')['Content-Security-Policy']).toContain("frame-ancestors 'none'");
  });

  it('keeps hashed assets a year and pictures a week', () => {
    expect(headersFor(file, '/assets/index-abc.js')['Cache-Control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(headersFor(file, '/images/chair.webp')['Cache-Control']).toBe('public, max-age=604800');
  });

  it('lets a shop with a counter send to that host alone, as its <meta> does', () => {
    const counted = headersFor(cloudflareHeaders({ counter: 'vintage-podil' }), '/catalog');
    expect(counted['Content-Security-Policy']).toBe(
      contentSecurityPolicy({ counter: 'vintage-podil' }),
    );
    expect(counted['Content-Security-Policy']).toContain('https://vintage-podil.goatcounter.com');
    expect(headersFor(file, '/catalog')['Content-Security-Policy']).not.toContain('goatcounter');
  });

  it('gives the admin its own policy, and no search engine', () => {
    const admin = headersFor(file, '/admin/');
    expect(admin['Content-Security-Policy']).toBe(ADMIN_CONTENT_SECURITY_POLICY);
    expect(admin['X-Robots-Tag']).toBe('noindex, nofollow');
    expect(admin['X-Frame-Options']).toBe('DENY');
    expect(headersFor(file, '/admin/assets/a-1.js')['Cache-Control']).toBe(
      'public, max-age=31536000, immutable',
    );
  });
});

describe('the CSP <meta> and the header agree', () => {
  const metaPolicy = (tags: string) =>
    /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(tags)?.[1];
  const withoutFraming = (policy: string) => policy.replace("; frame-ancestors 'none'", '');

  it('for the shop and for the admin, minus what only a header can carry', () => {
    expect(metaPolicy(securityMetaTags())).toBe(withoutFraming(CONTENT_SECURITY_POLICY));
    expect(META_CONTENT_SECURITY_POLICY).toBe(withoutFraming(CONTENT_SECURITY_POLICY));
    expect(metaPolicy(adminMetaTags())).toBe(withoutFraming(ADMIN_CONTENT_SECURITY_POLICY));
    expect(ADMIN_META_CONTENT_SECURITY_POLICY).toBe(withoutFraming(ADMIN_CONTENT_SECURITY_POLICY));
  });
});
