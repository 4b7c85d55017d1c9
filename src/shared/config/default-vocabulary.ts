/**
 * The spec's vocabulary (docs/product.md): its 17 categories and 9 materials,
 * with the Latin slugs that docs/decisions/005-catalogue.md puts in the URL
 * (national transliteration of Ukrainian, KMU 2010). The sample data is made
 * from them, and they are every shop's lists, with what its catalogue's
 * shop.yaml adds (docs/owner-catalogue.md). Plain data: the build reads it too.
 */

export const SPEC_CATEGORIES = [
  'Сервізи',
  'Тарілки',
  'Декоративні тарілки',
  'Чайні та кавові трійки',
  'Різний посуд',
  'Келихи для вина',
  'Келихи пивні',
  'Попільнички',
  'Предмети інтер’єру',
  'Картини та гравюри',
  'Вази',
  'Статуетки та фігурки',
  'Скриньки',
  'Скатертини та серветки',
  'Іграшки',
  'Меблі',
  'Карти колекційні',
] as const;

export type SpecCategory = (typeof SPEC_CATEGORIES)[number];

export const SPEC_MATERIALS = [
  'Порцеляна',
  'Кераміка',
  'Кришталь',
  'Скло',
  'Дерево',
  'Олово',
  'Позолота',
  'Тканина',
  'Папір',
] as const;

export type SpecMaterial = (typeof SPEC_MATERIALS)[number];

export const SPEC_CATEGORY_SLUGS: Readonly<Record<SpecCategory, string>> = {
  Сервізи: 'servizy',
  Тарілки: 'tarilky',
  'Декоративні тарілки': 'dekoratyvni-tarilky',
  'Чайні та кавові трійки': 'chaini-ta-kavovi-triiky',
  'Різний посуд': 'riznyi-posud',
  'Келихи для вина': 'kelykhy-dlia-vyna',
  'Келихи пивні': 'kelykhy-pyvni',
  Попільнички: 'popilnychky',
  'Предмети інтер’єру': 'predmety-interieru',
  'Картини та гравюри': 'kartyny-ta-hraviury',
  Вази: 'vazy',
  'Статуетки та фігурки': 'statuetky-ta-fihurky',
  Скриньки: 'skrynky',
  'Скатертини та серветки': 'skatertyny-ta-servetky',
  Іграшки: 'ihrashky',
  Меблі: 'mebli',
  'Карти колекційні': 'karty-kolektsiini',
};

export const SPEC_MATERIAL_SLUGS: Readonly<Record<SpecMaterial, string>> = {
  Порцеляна: 'portseliana',
  Кераміка: 'keramika',
  Кришталь: 'kryshtal',
  Скло: 'sklo',
  Дерево: 'derevo',
  Олово: 'olovo',
  Позолота: 'pozolota',
  Тканина: 'tkanyna',
  Папір: 'papir',
};

/**
 * Which materials a category's goods are made of. docs/product.md leaves the
 * rule open; a plausible one makes the facets narrow each other meaningfully.
 * Every material appears in at least one list.
 */
export const MATERIALS_BY_CATEGORY: Readonly<Record<SpecCategory, readonly SpecMaterial[]>> = {
  Сервізи: ['Порцеляна', 'Кераміка', 'Позолота'],
  Тарілки: ['Порцеляна', 'Кераміка', 'Олово'],
  'Декоративні тарілки': ['Порцеляна', 'Кераміка', 'Позолота', 'Олово'],
  'Чайні та кавові трійки': ['Порцеляна', 'Кераміка', 'Позолота'],
  'Різний посуд': ['Порцеляна', 'Кераміка', 'Скло', 'Олово', 'Кришталь'],
  'Келихи для вина': ['Кришталь', 'Скло', 'Позолота'],
  'Келихи пивні': ['Скло', 'Кераміка', 'Олово'],
  Попільнички: ['Кришталь', 'Скло', 'Кераміка', 'Олово'],
  'Предмети інтер’єру': ['Дерево', 'Олово', 'Кераміка', 'Скло', 'Позолота'],
  'Картини та гравюри': ['Папір', 'Тканина', 'Дерево'],
  Вази: ['Порцеляна', 'Кераміка', 'Кришталь', 'Скло'],
  'Статуетки та фігурки': ['Порцеляна', 'Кераміка', 'Олово', 'Дерево'],
  Скриньки: ['Дерево', 'Олово', 'Порцеляна', 'Позолота'],
  'Скатертини та серветки': ['Тканина'],
  Іграшки: ['Дерево', 'Тканина', 'Олово', 'Папір'],
  Меблі: ['Дерево'],
  'Карти колекційні': ['Папір'],
};
