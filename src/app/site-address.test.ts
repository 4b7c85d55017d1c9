import { siteAddress } from './site-address';

const BASE = '/BON-VINTAGE/';
const LOCAL = `http://localhost:4173${BASE}`;

describe('siteAddress', () => {
  it('uses the fallback when VITE_SITE_URL is unset or blank', () => {
    expect(siteAddress(undefined, LOCAL, BASE)).toBe(LOCAL);
    expect(siteAddress('  ', LOCAL, BASE)).toBe(LOCAL);
  });

  it.each([
    ['https://owner.github.io/BON-VINTAGE', 'https://owner.github.io/BON-VINTAGE/'],
    ['https://owner.github.io/BON-VINTAGE/', 'https://owner.github.io/BON-VINTAGE/'],
    ['https://shop.example', 'https://shop.example/BON-VINTAGE/'],
    ['HTTPS://Shop.Example:8443/', 'https://shop.example:8443/BON-VINTAGE/'],
  ])('makes %s the address of the base path', (value, expected) => {
    expect(siteAddress(value, LOCAL, BASE)).toBe(expected);
  });

  it.each([
    ['owner.github.io/BON-VINTAGE', 'is not an address'],
    ['ftp://owner.github.io/BON-VINTAGE/', 'is not an http(s) address'],
    ['javascript:alert(1)', 'is not an http(s) address'],
    ['https://user:secret@owner.github.io/', 'carries a user name or password'],
    ['https://owner.github.io/BON-VINTAGE/?x=1', 'carries a query or a hash'],
    ['https://owner.github.io/BON-VINTAGE/#top', 'carries a query or a hash'],
    ['https://owner.github.io/other-project/', 'has a path other than /BON-VINTAGE/'],
  ])('refuses %s: it %s', (value, why) => {
    expect(() => siteAddress(value, LOCAL, BASE)).toThrow(
      `VITE_SITE_URL must be the shop's public address, like https://owner.github.io/BON-VINTAGE/; "${value}" ${why}.`,
    );
  });
});
