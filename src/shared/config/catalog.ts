/**
 * The catalogue's vocabulary (docs/product.md): categories, materials and sort options,
 * with the Latin slugs that docs/decisions/catalogue.md puts in the URL (national
 * transliteration of Ukrainian, KMU 2010).
 */

export const CATEGORIES = [
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

export type Category = (typeof CATEGORIES)[number];

export const MATERIALS = [
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

export type Material = (typeof MATERIALS)[number];

export const CATEGORY_SLUGS: Readonly<Record<Category, string>> = {
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

export const MATERIAL_SLUGS: Readonly<Record<Material, string>> = {
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
export const MATERIALS_BY_CATEGORY: Readonly<Record<Category, readonly Material[]>> = {
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

/** docs/product.md: sort values and their labels; with none chosen, generator order. */
export const SORT_OPTIONS = [
  { value: 'newest', label: 'За найновішими' },
  { value: 'highPrice', label: 'За найбільшою ціною' },
  { value: 'lowPrice', label: 'За найменшою ціною' },
] as const;

export type SortType = (typeof SORT_OPTIONS)[number]['value'];

export function isCategory(value: unknown): value is Category {
  return (CATEGORIES as readonly unknown[]).includes(value);
}

export function isMaterial(value: unknown): value is Material {
  return (MATERIALS as readonly unknown[]).includes(value);
}

export function isSortType(value: unknown): value is SortType {
  return SORT_OPTIONS.some((option) => option.value === value);
}
