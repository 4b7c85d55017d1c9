// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  CONTENT_SECURITY_POLICY,
  contentSecurityPolicy,
  META_CONTENT_SECURITY_POLICY,
  metaContentSecurityPolicy,
} from './security-headers.ts';

const directive = (policy: string, name: string) =>
  policy.split('; ').find((part) => part.startsWith(`${name} `));

describe('the policy for a build’s settings', () => {
  it('is the shop’s own without a counter', () => {
    expect(contentSecurityPolicy({ counter: '' })).toBe(CONTENT_SECURITY_POLICY);
    expect(metaContentSecurityPolicy({})).toBe(META_CONTENT_SECURITY_POLICY);
    expect(CONTENT_SECURITY_POLICY).not.toContain('goatcounter');
  });

  it('lets the page send to the one counter set, never run its scripts', () => {
    const policy = contentSecurityPolicy({ counter: 'vintage-podil' });
    expect(directive(policy, 'connect-src')).toBe(
      "connect-src 'self' https://api.novaposhta.ua https://vintage-podil.goatcounter.com",
    );
    expect(directive(policy, 'img-src')).toMatch(/ https:\/\/vintage-podil\.goatcounter\.com$/);
    expect(directive(policy, 'script-src')).toBe("script-src 'self'");
    expect(policy.match(/goatcounter/g)).toHaveLength(2);
    expect(metaContentSecurityPolicy({ counter: 'vintage-podil' })).not.toContain(
      'frame-ancestors',
    );
  });
});
