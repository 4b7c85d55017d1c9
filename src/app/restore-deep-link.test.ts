import { restoreDeepLink } from './restore-deep-link';

function restoreFrom(address: string) {
  const url = new URL(address, 'https://shop.example');
  const replaceState = vi.fn();
  restoreDeepLink(url as unknown as Location, { state: null, replaceState } as unknown as History);
  return replaceState.mock.calls.map((call) => call[2] as string);
}

const link = (wanted: string) => `/BON-VINTAGE/?spa-path=${encodeURIComponent(wanted)}`;

describe('restoreDeepLink', () => {
  it('puts back the path, query and hash that 404.html carried over', () => {
    expect(restoreFrom(link('/BON-VINTAGE/catalog?category=vazy&page=2'))).toEqual([
      '/BON-VINTAGE/catalog?category=vazy&page=2',
    ]);
    expect(restoreFrom(link('/BON-VINTAGE/aboutUs#delivery'))).toEqual([
      '/BON-VINTAGE/aboutUs#delivery',
    ]);
  });

  it('also puts it back on the shell page that 404.html now sends to', () => {
    const wanted = '/BON-VINTAGE/catalog/7?from=share#gallery';
    expect(restoreFrom(`/BON-VINTAGE/shell.html?spa-path=${encodeURIComponent(wanted)}`)).toEqual([
      wanted,
    ]);
    // Where the host redirects shell.html to its clean address, the query kept.
    expect(restoreFrom(`/BON-VINTAGE/shell?spa-path=${encodeURIComponent(wanted)}`)).toEqual([
      wanted,
    ]);
  });

  it('keeps a Cyrillic query as it was encoded', () => {
    const wanted = `/BON-VINTAGE/catalog?q=${encodeURIComponent('ваза')}`;
    expect(restoreFrom(link(wanted))).toEqual([wanted]);
  });

  it('leaves an ordinary address alone', () => {
    expect(restoreFrom('/BON-VINTAGE/')).toEqual([]);
    expect(restoreFrom('/BON-VINTAGE/catalog?spa-path=%2Fx')).toEqual([]);
    expect(restoreFrom('/BON-VINTAGE/?q=1')).toEqual([]);
  });

  it('sends a path outside the app to the home page instead', () => {
    expect(restoreFrom(link('//evil.example/BON-VINTAGE/'))).toEqual(['/BON-VINTAGE/']);
    expect(restoreFrom(link('/other/'))).toEqual(['/BON-VINTAGE/']);
    expect(restoreFrom(link('https://evil.example/'))).toEqual(['/BON-VINTAGE/']);
  });

  it('judges a path by where its dot segments lead, encoded or not', () => {
    for (const escape of [
      '/BON-VINTAGE/../other-project/login',
      '/BON-VINTAGE/%2e%2e/other-project/login',
      '/BON-VINTAGE/./../../other-project/',
      '/\\evil.example/BON-VINTAGE/',
      '/BON-VINTAGE\\..\\other-project',
    ]) {
      expect(restoreFrom(link(escape)), escape).toEqual(['/BON-VINTAGE/']);
    }
  });

  it('keeps a path whose dot segments stay inside the app, normalised', () => {
    expect(restoreFrom(link('/BON-VINTAGE/catalog/../aboutUs#delivery'))).toEqual([
      '/BON-VINTAGE/aboutUs#delivery',
    ]);
  });
});
