#!/usr/bin/env node
// Writes an owner's catalogue folder (docs/owner-catalogue.md) for the tests
// and the benchmark: products.csv as a spreadsheet in a Ukrainian locale
// saves it (semicolons), shop.yaml, and phone-sized photos. The photos are
// drawn from a seed, so the same call writes the same bytes and a build's
// photo cache holds across runs.
//   node scripts/make-catalogue.mjs --out <dir> [--products 6] [--photos 2]
//                                   [--width 1600] [--height 2133]
// The first six products are the end-to-end tests' (e2e/owner-catalogue.spec.ts):
// their values are written as an owner would, leniently (`1 200 грн`,
// `вази`, a keyboard apostrophe, `02.11.2026`); the third is sold.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';

const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    products: { type: 'string', default: '6' },
    photos: { type: 'string', default: '2' },
    width: { type: 'string', default: '1600' },
    height: { type: 'string', default: '2133' },
  },
});
if (!values.out) throw new Error('usage: make-catalogue.mjs --out <dir> [--products N]');
const COUNT = Number(values.products);
const PHOTOS = Number(values.photos);
const WIDTH = Number(values.width);
const HEIGHT = Number(values.height);

/** The e2e tests' products, as an owner types them. */
export const OWNER_ROWS = [
  [
    '1',
    'Ваза «Мадонна» з кобальтом',
    '1 200 грн',
    'Порцелянова ваза з ручним розписом і позолотою.',
    'Німеччина',
    'вази',
    'Порцеляна',
    '',
    '',
    '02.11.2026',
  ],
  [
    '2',
    'Комод з горіха',
    '12 500',
    'Комод кінця XIX століття.\nТри шухляди, оригінальна фурнітура.\n\nВисота 85 см <b>не жирним</b>.',
    'Франція',
    'Меблі',
    'Дерево',
    '',
    'ні',
    '2026-10-05',
  ],
  [
    '3',
    'Свічник олов’яний',
    '850 ₴',
    '',
    '',
    "Предмети інтер'єру",
    'Олово',
    '',
    'так',
    '2026-11-01',
  ],
  [
    '4',
    'Кришталева вазочка',
    '640',
    'Чеський кришталь, 1970-ті.',
    'Чехія',
    'Вази',
    'кришталь',
    '',
    '',
    '2026-11-10',
  ],
  [
    '5',
    'Порцелянова статуетка «Балерина»',
    '2 300,00 ₴',
    'Статуетка ЛФЗ.',
    'Україна',
    'Статуетки та фігурки',
    'Порцеляна',
    '',
    'ні',
    '2026-09-20',
  ],
  [
    '6',
    'Тарілка декоративна «Одеса»',
    '450 грн',
    'Настінна тарілка з видом Одеси.',
    'Україна',
    'Декоративні тарілки',
    'Кераміка',
    '',
    '',
    '2026-11-15',
  ],
];

const CATEGORIES = ['Вази', 'Тарілки', 'Сервізи', 'Скриньки', 'Меблі', 'Іграшки'];
const MATERIALS = ['Порцеляна', 'Кераміка', 'Кришталь', 'Дерево', 'Олово'];

/** More products for the benchmark, in the same shape. */
function generatedRow(id) {
  const price = 300 + ((id * 7919) % 97) * 100;
  return [
    String(id),
    `Річ із колекції №${id}`,
    `${price}`,
    'Вінтажна річ у доброму стані.',
    'Франція',
    CATEGORIES[id % CATEGORIES.length],
    MATERIALS[id % MATERIALS.length],
    '',
    id % 9 === 0 ? 'так' : '',
    '2026-10-01',
  ];
}

const HEADER = [
  'id',
  'Назва',
  'Ціна',
  'Опис',
  'Країна',
  'Категорія',
  'Матеріал',
  'Фото',
  'Продано',
  'Додано',
];

const cell = (value) => (/[;"\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A photo as a phone takes it, closely enough for the encoders: soft shapes
 * and light, and the sensor's grain, which is what makes a real photo weigh
 * half a megabyte.
 */
async function photo(seed) {
  const random = mulberry32(seed);
  const cols = 6;
  const rows = 8;
  const small = Buffer.alloc(cols * rows * 3);
  const hue = [random() * 200 + 30, random() * 160 + 40, random() * 120 + 30];
  for (let i = 0; i < small.length; i += 1) small[i] = Math.min(255, hue[i % 3] * (0.5 + random()));
  const pixels = await sharp(small, { raw: { width: cols, height: rows, channels: 3 } })
    .resize(WIDTH, HEIGHT, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  for (let i = 0; i < pixels.length; i += 1) {
    pixels[i] = Math.max(0, Math.min(255, pixels[i] + (random() - 0.5) * 22));
  }
  // An object on a table: edges, as a real photo has them.
  const shape = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <rect y="${HEIGHT * 0.72}" width="${WIDTH}" height="${HEIGHT * 0.28}" fill="#6b4a2f" opacity="0.8"/>
    <path d="M${WIDTH * 0.38} ${HEIGHT * 0.2} h${WIDTH * 0.24} l${-WIDTH * 0.04} ${HEIGHT * 0.12}
      q${WIDTH * 0.2} ${HEIGHT * 0.15} ${WIDTH * 0.06} ${HEIGHT * 0.42} h${-WIDTH * 0.28}
      q${-WIDTH * 0.14} ${-HEIGHT * 0.27} ${WIDTH * 0.06} ${-HEIGHT * 0.42} z"
      fill="hsl(${Math.round(random() * 360)} 45% 55%)" stroke="#f3e9d2" stroke-width="${WIDTH / 80}"/>
  </svg>`;
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .composite([{ input: Buffer.from(shape) }])
    .jpeg({ quality: 88 })
    .toBuffer();
}

const SHOP_YAML = `# Контакти магазину: їх показує сторінка «Про нас», профілі — ще й підвал сайту.
телефон: +380 67 123 45 67
пошта: vintage.odesa@gmail.com
адреса: Одеса, вул. Новосельського, 5 (за домовленістю)
години: Пн–Пт, 10:00–18:00
telegram: '@odesa_vintage_test'
viber: 067 123 45 67
instagram: https://www.instagram.com/odesa_vintage_test/
`;

const out = values.out;
const rows = [...OWNER_ROWS.slice(0, COUNT)];
for (let id = rows.length + 1; id <= COUNT; id += 1) rows.push(generatedRow(id));
const csv = [HEADER, ...rows].map((row) => row.map(cell).join(';')).join('\r\n') + '\r\n';

// Rewritten only when it changes, so its dates and a build's cache stay put.
mkdirSync(join(out, 'photos'), { recursive: true });
const write = (file, data) => {
  const path = join(out, file);
  if (!existsSync(path) || !readFileSync(path).equals(Buffer.from(data))) writeFileSync(path, data);
};
write('products.csv', csv);
write('shop.yaml', SHOP_YAML);
rmSync(join(out, 'products.json'), { force: true });
for (const [id] of rows) {
  for (let n = 1; n <= PHOTOS; n += 1) {
    const file = `photos/${id}${n === 1 ? '' : `-${n}`}.jpg`;
    if (!existsSync(join(out, file))) write(file, await photo(Number(id) * 31 + n));
  }
}
console.log(
  `${out}: ${rows.length} products, ${rows.length * PHOTOS} photos of ${WIDTH}×${HEIGHT}`,
);
