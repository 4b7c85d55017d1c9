import { pluralize } from './plural';

const forms = ['товар', 'товари', 'товарів'] as const;

describe('pluralize', () => {
  it.each([
    [1, '1 товар'],
    [2, '2 товари'],
    [4, '4 товари'],
    [5, '5 товарів'],
    [11, '11 товарів'],
    [12, '12 товарів'],
    [21, '21 товар'],
    [22, '22 товари'],
    [0, '0 товарів'],
    [250, '250 товарів'],
  ])('%i → %s', (count, expected) => {
    expect(pluralize(count, forms)).toBe(expected);
  });
});
