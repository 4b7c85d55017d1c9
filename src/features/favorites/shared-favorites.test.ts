import { parseSharedIds, sharedFavoritesUrl } from './shared-favorites';

describe('shared favourites link', () => {
  it('reads the ids in order and ignores what is not a positive whole number', () => {
    expect(parseSharedIds('?ids=3,17,42')).toEqual([3, 17, 42]);
    expect(parseSharedIds('?ids=5,abc,-1,0,2.5,5,%207%20,,9999999999')).toEqual([5, 7]);
    expect(parseSharedIds('?ids=')).toEqual([]);
    expect(parseSharedIds('')).toBeNull();
  });

  it('builds the link under the base path', () => {
    expect(sharedFavoritesUrl([3, 17, 42], 'https://shop.example')).toBe(
      'https://shop.example/BON-VINTAGE/favorite?ids=3,17,42',
    );
  });
});
