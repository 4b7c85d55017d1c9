import { basePath, siteAddress } from './site-address';

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

describe('basePath', () => {
  it.each([
    [{}, '/BON-VINTAGE/'],
    [{ VITE_SITE_URL: 'https://owner.github.io' }, '/'],
    [{ VITE_SITE_URL: 'https://shop.example/' }, '/'],
    [{ VITE_SITE_URL: 'not an address' }, '/BON-VINTAGE/'],
    [{ VITE_SITE_URL: 'https://owner.github.io/vintage-lviv' }, '/vintage-lviv/'],
    [{ VITE_SITE_URL: 'https://owner.github.io/vintage-lviv/' }, '/vintage-lviv/'],
    [{ BASE_PATH: 'my-shop' }, '/my-shop/'],
    [{ BASE_PATH: '/my-shop/', VITE_SITE_URL: 'https://shop.example' }, '/my-shop/'],
    [{ BASE_PATH: ' /shops/my.shop ' }, '/shops/my.shop/'],
  ])('serves the shop under the path %o gives: %s', (env, base) => {
    expect(basePath(env)).toBe(base);
  });

  it('refuses a BASE_PATH that is no path of folder names', () => {
    expect(() => basePath({ BASE_PATH: 'my shop' })).toThrow(
      'BASE_PATH must be a path of folder names, like /my-shop/; "my shop" is not.',
    );
    expect(() => basePath({ BASE_PATH: '/a/?x=1' })).toThrow('BASE_PATH must be');
  });

  it('gives siteAddress the path VITE_SITE_URL was built for', () => {
    const env = { VITE_SITE_URL: 'https://owner.github.io/vintage-lviv' };
    expect(siteAddress(env.VITE_SITE_URL, LOCAL, basePath(env))).toBe(
      'https://owner.github.io/vintage-lviv/',
    );
  });
});
