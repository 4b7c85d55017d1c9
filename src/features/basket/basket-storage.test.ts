import { MAX_BASKET, readBasket } from './basket-storage';

describe('readBasket', () => {
  it('keeps the stored ids in their order', () => {
    expect(readBasket('[3,17,5]')).toEqual([3, 17, 5]);
  });

  it('reads nothing, bad JSON and what is not a list as empty', () => {
    expect(readBasket(null)).toEqual([]);
    expect(readBasket('{not json')).toEqual([]);
    expect(readBasket('{"ids":[1]}')).toEqual([]);
    expect(readBasket('"1,2"')).toEqual([]);
    expect(readBasket('null')).toEqual([]);
  });

  it('drops ids that are not positive integers, and duplicates', () => {
    expect(readBasket('[0,-4,1.5,"7",null,true,{},[2],1e300,9007199254740993,4,4,2]')).toEqual([
      4, 2,
    ]);
  });

  it('keeps at most MAX_BASKET ids of an absurdly long list', () => {
    const long = JSON.stringify(Array.from({ length: 5000 }, (_, i) => i + 1));
    const ids = readBasket(long);
    expect(ids).toHaveLength(MAX_BASKET);
    expect(ids[0]).toBe(1);
    expect(ids.at(-1)).toBe(MAX_BASKET);
  });
});
