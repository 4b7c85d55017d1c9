import { moneyBackWords } from './money-back';

describe('the owner’s words on money back for a piece paid and gone', () => {
  it('finds the sentence that gives money back for a paid piece sold meanwhile, and no other', () => {
    expect(
      moneyBackWords([
        'Повернення — протягом 14 днів. Якщо предмет пошкоджено, ми повернемо гроші або запропонуємо заміну.',
        'Якщо оплачену річ уже продано, повертаємо кошти протягом 2 днів! Дякуємо.',
      ]),
    ).toEqual(['Якщо оплачену річ уже продано, повертаємо кошти протягом 2 днів!']);
    expect(moneyBackWords(['Повернення — протягом 14 днів.'])).toEqual([]);
  });
});
