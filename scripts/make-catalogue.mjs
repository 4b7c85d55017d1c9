#!/usr/bin/env node
// Writes an owner's catalogue folder (docs/owner-catalogue.md) for the tests
// and the benchmark: products.csv as a spreadsheet in a Ukrainian locale
// saves it (semicolons), shop.yaml, and phone-sized photos. The photos are
// drawn from a seed, so the same call writes the same bytes and a build's
// photo cache holds across runs.
//   node scripts/make-catalogue.mjs --out <dir> [--products 6] [--photos 2]
//                                   [--width 1600] [--height 2133] [--mix]
// (photoSpec below says what --mix makes). The owner's 400 goods with phone
// photos, for timing a build (docs/owner-catalogue.md):
//   node scripts/make-catalogue.mjs --out node_modules/.cache/catalogue-400 \
//     --products 400 --photos 4 --width 3024 --height 4032 --mix
// The first six products are the end-to-end tests' (e2e/owner-catalogue.spec.ts):
// their values are written as an owner would, leniently (`1 200 грн`,
// `вази`, a keyboard apostrophe, `02.11.2026`); the second is reserved, the
// third sold, and the fifth has quotes and an ampersand in its title and
// description (the feeds' test, e2e/feeds.spec.ts).
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    products: { type: 'string', default: '6' },
    photos: { type: 'string', default: '2' },
    width: { type: 'string', default: '1600' },
    height: { type: 'string', default: '2133' },
    mix: { type: 'boolean', default: false },
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
    'Відмінний',
    '',
    'висота 28 см',
    '1960-ті',
    'Rosenthal',
    '',
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
    'Добрий',
    'потертості лаку на кришці',
    '85 х 110 х 45 см',
    'кінець XIX ст.',
    '',
    'заброньовано',
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
    'Задовільний',
    '',
    'висота 21 см',
    '',
    '',
    '',
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
    'як новий',
    '',
    'висота 12 см, діаметр 8 см',
    '70-ті',
    'Moser',
    '',
  ],
  [
    '5',
    'Статуетки "Балерина" & «Кавалер»',
    '2 300,00 ₴',
    'Пара статуеток: «Балерина» & "Кавалер".\nКлеймо на денці, 1968 рік.',
    'Україна',
    'Статуетки та фігурки',
    'Порцеляна',
    '',
    'ні',
    '2026-09-20',
    'Відмінний',
    '',
    'висота 24 см',
    '1968',
    '«Kahla»',
    '',
  ],
  [
    '6',
    'Тарілка декоративна «Київ»',
    '450 грн',
    'Настінна тарілка з видом Києва.',
    'Україна',
    'Декоративні тарілки',
    'Кераміка',
    '',
    '',
    '2026-11-15',
    'Добрий',
    'маленький скол на звороті',
    'Ø 24 см',
    '1980-ті',
    'kahla',
    '',
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
    ['Відмінний', 'Добрий', 'Задовільний'][id % 3],
    '',
    `${20 + (id % 30)} х ${10 + (id % 20)} см`,
    `${1900 + (id % 9) * 10}-ті`,
    ['Rosenthal', 'Kahla', 'Thonet', 'Moser', ''][id % 5],
    // Not a sold one's: the two columns would say different things, which the build refuses.
    id % 11 === 0 && id % 9 !== 0 ? 'заброньовано' : '',
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
  'Стан',
  'Дефекти',
  'Розміри',
  'Епоха',
  'Виробник',
  'Статус',
  'Стара ціна',
];

/**
 * The old prices of the e2e tests' goods (e2e/owner-catalogue.spec.ts): the
 * vase on sale, 1 500 → 1 200, −20 %; the plate's old price is its price, so
 * it is no sale and the build says so. Of the others, one in ten is on sale.
 */
const OLD_PRICES = { 1: '1 500 грн', 6: '450' };
const oldPriceOf = (row) => {
  const id = Number(row[0]);
  if (id <= OWNER_ROWS.length) return OLD_PRICES[id] ?? '';
  return id % 10 === 7 ? String(Math.ceil((Number(row[2]) * 1.25) / 100) * 100) : '';
};

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

/** The sensor's grain, added to every pixel from a table of seeded noise (fast enough at 12 MP). */
const GRAIN = (() => {
  const random = mulberry32(1);
  return Int8Array.from({ length: 1 << 20 }, () => Math.round((random() - 0.5) * 10));
})();

/**
 * A photo as a phone takes it, closely enough for the encoders: soft shapes
 * and light, and the sensor's grain, which is what makes a real photo weigh
 * megabytes. `width`×`height` are the pixels as stored.
 */
async function pixelsOf({ look, width, height }) {
  const random = mulberry32(look + 1);
  const cols = 6;
  const rows = 8;
  const small = Buffer.alloc(cols * rows * 3);
  const hue = [random() * 200 + 30, random() * 160 + 40, random() * 120 + 30];
  for (let i = 0; i < small.length; i += 1) small[i] = Math.min(255, hue[i % 3] * (0.5 + random()));
  // Light and shape are drawn at a quarter of the size: soft, as a photo's are.
  const w = Math.ceil(width / 4);
  const h = Math.ceil(height / 4);
  // An object on a table: edges, as a real photo has them.
  const shape = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <rect y="${h * 0.72}" width="${w}" height="${h * 0.28}" fill="#6b4a2f" opacity="0.8"/>
    <path d="M${w * 0.38} ${h * 0.2} h${w * 0.24} l${-w * 0.04} ${h * 0.12}
      q${w * 0.2} ${h * 0.15} ${w * 0.06} ${h * 0.42} h${-w * 0.28}
      q${-w * 0.14} ${-h * 0.27} ${w * 0.06} ${-h * 0.42} z"
      fill="hsl(${Math.round(random() * 360)} 45% 55%)" stroke="#f3e9d2" stroke-width="${w / 80}"/>
  </svg>`;
  const pixels = await sharp(small, { raw: { width: cols, height: rows, channels: 3 } })
    .resize(w, h, { kernel: 'cubic' })
    .composite([{ input: Buffer.from(shape) }])
    .resize(width, height, { kernel: 'linear' })
    .raw()
    .toBuffer();
  const offset = look * 7919;
  for (let i = 0; i < pixels.length; i += 1) {
    const value = pixels[i] + GRAIN[(i + offset) & 0xfffff];
    pixels[i] = value < 0 ? 0 : value > 255 ? 255 : value;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

/** How many different pictures there are: drawing 1 600 phone photos one by one would take an hour. */
const LOOKS = 24;

/** The photo's file: a sideways one (`orientation` 6, as a phone held upright writes it) is shown turned. */
async function encodePhoto({ orientation, format, ...look }) {
  const image = await pixelsOf(look);
  if (format === 'png') return image.png({ compressionLevel: 6 }).toBuffer();
  return (orientation ? image.withMetadata({ orientation }) : image)
    .jpeg({ quality: 88 })
    .toBuffer();
}

/**
 * The same picture under another name gets bytes of its own (a comment in
 * the file), so that a build makes each photo as an owner's distinct photos
 * are made rather than once for all its copies (builder/catalogue/photos.ts).
 */
function named(bytes, name) {
  const text = Buffer.from(`make-catalogue ${name}`);
  if (bytes[0] === 0xff && bytes[1] === 0xd8) {
    const length = Buffer.alloc(2);
    length.writeUInt16BE(text.length + 2);
    return Buffer.concat([
      bytes.subarray(0, 2),
      Buffer.from([0xff, 0xfe]),
      length,
      text,
      bytes.subarray(2),
    ]);
  }
  // PNG: a tEXt chunk before IEND, the last 12 bytes.
  const data = Buffer.concat([Buffer.from('tEXt'), Buffer.from('Comment\0'), text]);
  const chunk = Buffer.alloc(data.length + 8);
  chunk.writeUInt32BE(data.length - 4);
  data.copy(chunk, 4);
  chunk.writeUInt32BE(crc32(data), data.length + 4);
  return Buffer.concat([bytes.subarray(0, -12), chunk, bytes.subarray(-12)]);
}

/**
 * What each photo is. Product 2's first photo is landscape (a chest of
 * drawers, wider than tall: the product page shows it whole,
 * e2e/owner-catalogue.spec.ts). With --mix, the others are as a phone's
 * camera roll has them (the owner's 1 558 of docs/owner-catalogue.md): one in
 * five taken sideways, one in thirteen landscape, one in forty-five a PNG
 * screenshot.
 */
function photoSpec(id, n, index) {
  const look = (id * 31 + n) % LOOKS;
  const spec = { look, width: WIDTH, height: HEIGHT, orientation: 0, format: 'jpg' };
  const turned = { ...spec, width: HEIGHT, height: WIDTH };
  if (id === 2 && n === 1) return turned;
  if (!values.mix) return spec;
  if (index % 45 === 44) return { ...spec, format: 'png' };
  if (index % 13 === 12) return turned;
  if (index % 5 === 4) return { ...turned, orientation: 6 };
  return spec;
}

// A shop in Kyiv with its own name: nothing the visitor reads may name another
// city or shop (e2e/owner-catalogue.spec.ts), and the order's pickup is in Kyiv.
// It counts its visits at GoatCounter (e2e/owner-catalogue.spec.ts answers for it).
// It offers one way to pay (e2e/owner-catalogue.spec.ts), names no seller and promises 7 days to return, less than the law: its
// build's report says both (builder/catalogue/returns-words.ts).
const SHOP_YAML = `# Назва: угорі кожної сторінки, у назві вкладки й у замовленні.
назва: Вінтаж на Подолі
# Контакти магазину: їх показує сторінка «Про нас», профілі — ще й підвал сайту.
телефон: +380 67 123 45 67
пошта: vintage.kyiv@gmail.com
адреса: Київ, вул. Сагайдачного, 10 (за домовленістю)
години: Пн–Пт, 10:00–18:00
telegram: '@kyiv_vintage_test'
viber: 067 123 45 67
instagram: https://www.instagram.com/kyiv_vintage_test/
місто: Київ
самовивіз: у Києві, на Подолі
повернення: Повернення — протягом 7 днів, якщо річ не пошкоджена.
# Способи оплати, через кому; без рядка — усі.
оплата: Накладений платіж
# Лічильник відвідувань: код з адреси https://kyiv-vintage-test.goatcounter.com.
лічильник: kyiv-vintage-test
`;

const out = values.out;
const rows = [...OWNER_ROWS.slice(0, COUNT)];
for (let id = rows.length + 1; id <= COUNT; id += 1) rows.push(generatedRow(id));
const csv =
  [HEADER, ...rows.map((row) => [...row, oldPriceOf(row)])]
    .map((row) => row.map(cell).join(';'))
    .join('\r\n') + '\r\n';

// Rewritten only when it changes, so its dates and a build's cache stay put.
mkdirSync(join(out, 'photos'), { recursive: true });
const write = (file, data) => {
  const path = join(out, file);
  if (!existsSync(path) || !readFileSync(path).equals(Buffer.from(data))) writeFileSync(path, data);
};
write('products.csv', csv);
write('shop.yaml', SHOP_YAML);
rmSync(join(out, 'products.json'), { force: true });
// Each photo is drawn again only when what it should be changed (the specs of
// the last run are kept beside them); a photo no longer wanted goes, or the
// build would take it as one of its product's (`photos/<id>-*.*`).
const SPECS = join(out, 'photos-made.json');
const made = existsSync(SPECS) ? JSON.parse(readFileSync(SPECS, 'utf8')) : {};
const wanted = new Map();
let index = 0;
for (const [id] of rows) {
  for (let n = 1; n <= PHOTOS; n += 1) {
    const spec = photoSpec(Number(id), n, index++);
    wanted.set(`${id}${n === 1 ? '' : `-${n}`}.${spec.format}`, spec);
  }
}
for (const file of readdirSync(join(out, 'photos'))) {
  if (!wanted.has(file)) rmSync(join(out, 'photos', file));
}
// Grouped by picture, each drawn once and then written under every name that shows it.
const toDraw = new Map();
for (const [file, spec] of wanted) {
  const path = join(out, 'photos', file);
  if (existsSync(path) && JSON.stringify(made[file]) === JSON.stringify(spec)) continue;
  const key = JSON.stringify(spec);
  toDraw.set(key, [...(toDraw.get(key) ?? []), file]);
}
let drawn = 0;
for (const [key, files] of toDraw) {
  const bytes = await encodePhoto(JSON.parse(key));
  for (const file of files) {
    writeFileSync(join(out, 'photos', file), named(bytes, file));
    drawn += 1;
    if (drawn % 100 === 0) console.log(`${out}: ${drawn} photos written`);
  }
}
write('photos-made.json', JSON.stringify(Object.fromEntries(wanted), null, 1));
// Two collections (docs/decisions/044-collections.md): the first as the
// admin's «Добірки» writes it, its photo beside its index.json (here good 1's
// photo again), the second as an owner types one by hand.
const [coverPhoto] = [...wanted.keys()].filter((file) => /^1\.\w+$/.test(file));
const COLLECTIONS = {
  porceliana: `${JSON.stringify({ title: 'Порцеляна', description: 'Вази, тарілки й статуетки з порцеляни.', photo: `vitryna${extname(coverPhoto)}`, material: 'Порцеляна' }, null, 2)}\n`,
  'do-2000': '{"title": "До 2 000 ₴", "maxPrice": "2 000 грн", "goods": [5]}\n',
};
for (const [slug, json] of Object.entries(COLLECTIONS)) {
  mkdirSync(join(out, 'collections', slug), { recursive: true });
  write(`collections/${slug}/index.json`, json);
}
write(
  `collections/porceliana/vitryna${extname(coverPhoto)}`,
  readFileSync(join(out, 'photos', coverPhoto)),
);
console.log(
  `${out}: ${rows.length} products, ${wanted.size} photos of ${WIDTH}×${HEIGHT}, ${drawn} written now`,
);
