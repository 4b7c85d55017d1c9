import { initials } from './ukrainian-latin';

describe('a shop name’s initials', () => {
  it.each([
    ['BON VINTAGE', 'BV'],
    ['Вінтаж на Подолі', 'VP'],
    ['Їжак і Ялинка', 'YY'],
    ['Щедра Хата Юрія Андрієнка', 'SKY'],
    ['вінтаж і старовина', 'VIS'],
    ['«Старий Львів» 1920', 'SL'],
    ['1000 дрібниць', '1D'],
    ['Ωμέγα', ''],
  ])('%s is %s', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});
