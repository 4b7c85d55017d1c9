import { SimpleFaker } from '@faker-js/faker';
import type { SpecCategory, SpecMaterial } from '../../shared/config/default-vocabulary';
import type { Condition } from '../../shared/catalogue/parse-condition';
import { parseDimensions } from '../../shared/catalogue/parse-dimensions';
import { parseEra } from '../../shared/catalogue/parse-era';
import type { ProductDetails } from './types';

/**
 * The sample's vintage details (docs/catalogue-fields.md): condition and
 * flaws, size, era and maker, drawn by a generator of their own so that the
 * spec's fields of every product stay as they were, and read through the
 * table's own parsers, so they are what an owner's catalogue would give.
 * The era and the condition follow what the description already says
 * (`… 1970-х. Має делікатну патину …`).
 */

/** Makers a flea market in Europe or Ukraine turns up, by material; a few pieces have none known. */
const MAKERS: Record<SpecMaterial, readonly string[]> = {
  Порцеляна: [
    'Rosenthal',
    'Meissen',
    'Kahla',
    'Hutschenreuther',
    'Augarten',
    'Herend',
    'Коростенський фарфоровий завод',
    'Баранівський фарфоровий завод',
    'Полонський фарфоровий завод',
  ],
  Кераміка: ['Villeroy & Boch', 'Gmundner Keramik', 'Васильківський майоліковий завод', 'Опішня'],
  Кришталь: ['Moser', 'Baccarat', 'Bohemia Crystal', 'Zawiercie'],
  Скло: ['Krosno', 'Ізюмський скляний завод', 'Київський завод художнього скла', 'Luminarc'],
  Дерево: ['Thonet', 'Fischel', 'Jacob & Josef Kohn', 'Мукачівська меблева фабрика'],
  Олово: ['WMF', 'Zinn Becker', 'Kayserzinn'],
  Позолота: ['Christofle', 'WMF', 'Meissen'],
  Тканина: ['Кролевецьке ткацтво', 'Решетилівська фабрика художніх виробів'],
  Папір: ['Panini', 'Укрфото', 'Topps'],
};

/** Sizes as owners write them, by category: [template, low, high]; # is a number of centimetres. */
const SIZES: Record<SpecCategory, readonly [string, number, number][]> = {
  Сервізи: [['тарілка: Ø #; чашка: висота #', 7, 26]],
  Тарілки: [['Ø #', 18, 28]],
  'Декоративні тарілки': [['діаметр # см', 16, 32]],
  'Чайні та кавові трійки': [['чашка: висота # см; блюдце: Ø # см', 6, 16]],
  'Різний посуд': [
    ['# х # см', 8, 30],
    ['висота # см', 8, 30],
  ],
  'Келихи для вина': [['висота # см', 14, 24]],
  'Келихи пивні': [['висота #, Ø #', 8, 22]],
  Попільнички: [['Ø # см', 9, 18]],
  'Предмети інтер’єру': [['# x # x #', 10, 45]],
  'Картини та гравюри': [['# х # см', 20, 70]],
  Вази: [
    ['висота # см', 15, 45],
    ['висота # см, Ø # см', 10, 40],
  ],
  'Статуетки та фігурки': [['висота # см', 8, 35]],
  Скриньки: [['# x # x # см', 6, 28]],
  'Скатертини та серветки': [['# х # см', 40, 180]],
  Іграшки: [['висота # см', 10, 40]],
  Меблі: [['# х # х # см', 45, 190]],
  'Карти колекційні': [
    ['6 х 9 см', 0, 0],
    ['6,5 х 9 см', 0, 0],
  ],
};

/** The description's era (generate-products.ts ERAS) as an owner would write it. */
const ERAS_WRITTEN: readonly [string, string][] = [
  ['1950-х', '50-ті'],
  ['1960-х', '1960-ті'],
  ['1970-х', '1970s'],
  ['1980-х', '1980-х років'],
  ['початку XX століття', 'поч. XX ст.'],
  ['середини XX століття', 'середина XX ст.'],
];

const FLAWS = [
  'легка потертість позолоти по краю',
  'маленький скол на денці',
  'волосяна тріщина на звороті, не наскрізна',
  'сліди часу на лаку',
  'невеликі потертості, видно на фото',
  'давня реставрація, майже непомітна',
  'відсутня кришечка',
] as const;

/** What the description's second sentence says of the piece's state, if it says anything. */
function conditionSaid(description: string): { condition: Condition; flaws?: string } | undefined {
  if (description.includes('без сколів і тріщин')) return { condition: 'Відмінний' };
  if (description.includes('у чудовому стані')) return { condition: 'Відмінний' };
  if (description.includes('Ретельно очищений')) return { condition: 'Відмінний' };
  if (description.includes('патину')) return { condition: 'Добрий', flaws: 'делікатна патина' };
  return undefined;
}

const read = <T>(parsed: { value: T } | { problem: string }): T => {
  if ('problem' in parsed) throw new Error(parsed.problem);
  return parsed.value;
};

interface SampleBasics {
  id: number;
  description: string;
  category: string;
  material: string;
}

/**
 * Each product's details, in id order from one seed: product n gets the same
 * details whatever the count.
 */
export function sampleDetails(products: readonly SampleBasics[], seed: number): ProductDetails[] {
  const faker = new SimpleFaker({ seed });
  const today = '2026-01-01';
  return products.map((product) => {
    const said = conditionSaid(product.description);
    const drawn = faker.helpers.weightedArrayElement<Condition>([
      { weight: 15, value: 'Як новий' },
      { weight: 35, value: 'Відмінний' },
      { weight: 30, value: 'Добрий' },
      { weight: 15, value: 'Задовільний' },
      { weight: 5, value: 'Потребує реставрації' },
    ]);
    const condition = said?.condition ?? drawn;
    const needsFlaw = condition === 'Задовільний' || condition === 'Потребує реставрації';
    const flaw = faker.helpers.arrayElement(FLAWS);
    const chance = faker.datatype.boolean(0.2);
    // What the description says of the piece's state holds; a drawn state may have a flaw.
    const flaws = said ? said.flaws : needsFlaw || chance ? flaw : undefined;

    const [template, low, high] = faker.helpers.arrayElement(
      SIZES[product.category as SpecCategory],
    );
    const size = template.replace(/#/g, () => String(faker.number.int({ min: low, max: high })));

    const era = ERAS_WRITTEN.find(([inDescription]) => product.description.includes(inDescription));
    const makers = MAKERS[product.material as SpecMaterial];
    const markSeen = product.description.includes('клеймо');
    const maker =
      markSeen || faker.datatype.boolean(0.8) ? faker.helpers.arrayElement(makers) : undefined;

    return {
      condition,
      ...(flaws && condition !== 'Як новий' ? { flaws } : {}),
      dimensions: read(parseDimensions(size))!,
      ...(era ? { era: read(parseEra(era[1], today))! } : {}),
      ...(maker ? { maker } : {}),
    };
  });
}
