import { AVAILABILITIES, AVAILABILITY, type Availability } from './availability.ts';
import { VIDEO_ACCEPT } from './video-file.ts';
import type { FieldFeeds } from './feed.ts';
import type { FieldForm, FormExamples, NotInForm } from './form.ts';
import {
  MAX_DESCRIPTION,
  MAX_FLAWS,
  MAX_MAKER,
  MAX_TITLE,
  parseDescription,
  parseFlaws,
  parseId,
  parseLine,
  parseMaker,
  parseSold,
  parseTitle,
} from './parse-basics.ts';
import { CONDITIONS, parseCondition } from './parse-condition.ts';
import { parseDate } from './parse-date.ts';
import { parseDimensions } from './parse-dimensions.ts';
import { parseEra } from './parse-era.ts';
import { parseFileName, parseFileNames } from './parse-files.ts';
import { parseNamed } from './parse-named.ts';
import { parsePrice, PRICE_PATTERN } from './parse-price.ts';
import { parseStatus } from './parse-status.ts';
import type { Parsed } from './parsed.ts';
import { columnKey, makerKey, oneLine } from './words.ts';

/**
 * The table of the owner's catalogue fields (docs/owner-catalogue.md,
 * docs/catalogue-fields.md): each field declared once, with the names its
 * column may have, how its cell is read (and what the owner is told when it
 * cannot be), whether it must be filled, an example, and its row on the
 * product page. The build's readers (builder/catalogue/read-catalogue.ts) go
 * through it, the types of what they read are derived from it, and a test
 * holds the owner's guide to it.
 *
 * Pure and small: the build imports it, and the app only its types.
 */

/** What a cell is read against besides its text. */
export interface ParseContext {
  /** The shop's lists (shop.yaml, or the spec's 17 categories and 9 materials). */
  vocabulary: { categories: readonly string[]; materials: readonly string[] };
  /** 'YYYY-MM-DD', today in Ukraine: the date of a good whose date is empty. */
  today: string;
}

export interface FieldSpec<T> {
  /**
   * The names its column may have besides the field's key (its English
   * name, always understood), compared without case, spaces, '_', '-' and
   * apostrophes. The first is how messages and the guide name it.
   */
  columns: readonly [string, ...string[]];
  /** A column every catalogue must have. */
  required?: true;
  /** The cell as the owner typed it ('' when empty) made into the value, or what to write instead. */
  parse: (text: string, context: ParseContext) => Parsed<T>;
  /** A value as an owner would write it, for the guide. */
  example: string;
  /** What the owner may write, and what not: the form and the parser agree on each. */
  examples: FormExamples;
  /**
   * Its row under `Характеристики` on the product page, by place; `in`
   * shows it inside another field's row (the flaws with the condition).
   */
  shown?: { label: string; place: number } | { in: string };
  /**
   * Values that are one, however the owner spelled them (a maker in another
   * case or quotes): the build keeps the first spelling for all.
   */
  sameAs?(value: NonNullable<T>): string;
  /**
   * How the owner's admin enters it (form.ts), or why the form leaves it
   * out: every field says, so a new one cannot miss the form.
   */
  form: FieldForm | NotInForm;
  /**
   * Its place in Google's feed and in Prom's (feed.ts), or why a feed leaves
   * it out: every field says, so a new one cannot miss a feed.
   */
  feed: FieldFeeds;
}


/** A field as declared, its literal parts kept for the types below. */
const field = <T, const Spec extends Omit<FieldSpec<T>, 'parse'>>(
  spec: Spec & Pick<FieldSpec<T>, 'parse'>,
) => spec;

const where = 'Повний список — у посібнику (docs/owner-catalogue.md) або у вашому shop.yaml.';

export const CATALOGUE_FIELDS = {
  id: field({
    columns: ['id', '№', 'код', 'артикул', 'номер'],
    required: true,
    parse: parseId,
    example: '12',
    examples: {
      accepts: ['12', '№12', '2611260115', '2611260115-3f9a0c12'],
      refuses: ['', 'дванадцять', '0', '2611260115-3f9a0c1z'],
    },
    form: {
      kind: 'generated',
      label: 'Номер',
      // The minute the good was opened and 32 random bits: Sveltia's clock has no finer one,
      // nor a counter over a folder of files, and its random parts are hexadecimal; parseId
      // makes one number of the two (docs/decisions/033-owner-admin.md weighs it).
      default: "{{datetime | date('YYMMDDHHmm')}}-{{uuid_shorter}}",
    },
    feed: { google: 'id', prom: 'id' },
  }),
  title: field({
    columns: ['Назва', 'name'],
    required: true,
    parse: parseTitle,
    example: 'Ваза «Мадонна»',
    examples: { accepts: ['Ваза «Мадонна»'], refuses: ['', '   ', 'В'.repeat(MAX_TITLE + 1)] },
    form: {
      kind: 'line',
      label: 'Назва',
      hint: 'Як товар називатиметься на сайті, наприклад: Ваза порцелянова «Мадонна».',
      maxLength: MAX_TITLE,
      pattern: {
        regexp: /\S/,
        message: 'Напишіть назву товару.',
      },
    },
    feed: { google: 'title', prom: 'name' },
  }),
  price: field({
    columns: ['Ціна'],
    required: true,
    parse: parsePrice,
    example: '1 200 грн',
    examples: {
      // As the owner types them on a phone, key by key, and as a spreadsheet writes them.
      accepts: [
        '1200',
        '1 200',
        '2 650',
        '12 500',
        '1 200 грн',
        '2650 грн',
        '1.200,00',
        '1 200,50',
        '₴ 990',
        '1',
        '1000000',
      ],
      refuses: ['', '3.500', '1,200', 'договірна', '-100', '0', '0,40', '1000001', '1 20', '0012'],
    },
    form: {
      // Text, saved as typed: a number field on a phone drops what it cannot read as it is
      // typed (`2 650` was saved as 50). The build reads the text (parse-price.ts).
      kind: 'line',
      label: 'Ціна',
      hint: 'У гривнях: 1200, 1 200 або 1 200 грн. Тисячі — через пробіл, не через крапку.',
      pattern: {
        regexp: PRICE_PATTERN,
        // What was wrong with what she typed is said under the field, as she types
        // (admin/price-readback.ts): this names no example she did not type.
        message: 'Ціну не прочитати: що саме не так, написано під полем.',
      },
    },
    feed: { google: 'price', prom: 'price' },
  }),
  oldPrice: field({
    columns: ['Стара ціна'],
    // The price's own rule (parse-price.ts), empty allowed: a good is on sale when it is above
    // the price (builder/catalogue/sale.ts says what the build does when it is not).
    parse: (text): Parsed<number | undefined> =>
      text.trim() === '' ? { value: undefined } : parsePrice(text),
    example: '1 500 грн',
    examples: {
      accepts: ['', '1500', '1 500', '1 500 грн', '1.500,00', '₴ 990'],
      refuses: ['3.500', '1,200', 'договірна', '-100', '0', '1000001', '1 20', '0012'],
    },
    form: {
      kind: 'line',
      label: 'Стара ціна',
      hint: 'Для знижки: ціна до знижки, більша за «Ціну». Порожньо — без знижки.',
      pattern: {
        regexp: PRICE_PATTERN,
        message: 'Стару ціну не прочитати: що саме не так, написано під полем.',
      },
    },
    // A sale: Google's g:price is the old price and g:sale_price the one paid; Prom's oldprice.
    feed: { google: 'sale_price', prom: 'oldprice' },
  }),
  description: field({
    columns: ['Опис'],
    parse: parseDescription,
    example: 'Порцеляна, ручний розпис.',
    examples: {
      accepts: ['', 'Порцеляна, ручний розпис.\nБез сколів.'],
      refuses: ['о'.repeat(MAX_DESCRIPTION + 1)],
    },
    form: { kind: 'text', label: 'Опис', maxLength: MAX_DESCRIPTION },
    feed: { google: 'description', prom: 'description' },
  }),
  country: field({
    columns: ['Країна'],
    parse: parseLine,
    example: 'Німеччина',
    examples: { accepts: ['', 'Німеччина'], refuses: [] },
    form: { kind: 'line', label: 'Країна', hint: 'Де річ зроблено, наприклад: Німеччина.' },
    shown: { label: 'Країна', place: 6 },
    feed: {
      google: { notInFeed: 'Google’s product data has no attribute for where a piece was made' },
      prom: { param: 'Країна виробник' },
    },
  }),
  category: field({
    columns: ['Категорія'],
    required: true,
    parse: (text, { vocabulary }) =>
      parseNamed(text, vocabulary.categories, {
        of: 'категорії',
        ofMany: 'категорій',
        accusative: 'категорію',
        where: where.replace('Повний список', 'Повний список категорій'),
      }),
    example: 'Вази',
    // The shop's own list in the test's vocabulary (builder/admin/catalogue-form.test.ts).
    examples: { accepts: ['Вази'], refuses: ['', 'Космічний корабель'] },
    form: { kind: 'choice', label: 'Категорія', options: 'categories' },
    shown: { label: 'Категорія', place: 8 },
    feed: { google: 'product_type', prom: 'categoryId' },
  }),
  material: field({
    columns: ['Матеріал'],
    required: true,
    parse: (text, { vocabulary }) =>
      parseNamed(text, vocabulary.materials, {
        of: 'матеріалу',
        ofMany: 'матеріалів',
        accusative: 'матеріал',
        where: where.replace('Повний список', 'Повний список матеріалів'),
      }),
    example: 'Порцеляна',
    examples: { accepts: ['Порцеляна'], refuses: ['', 'Космічний корабель'] },
    form: { kind: 'choice', label: 'Матеріал', options: 'materials' },
    shown: { label: 'Матеріал', place: 7 },
    feed: { google: 'material', prom: { param: 'Матеріал' } },
  }),
  condition: field({
    columns: ['Стан'],
    parse: parseCondition,
    example: 'Відмінний',
    examples: { accepts: ['', ...CONDITIONS], refuses: ['Космічний'] },
    form: { kind: 'choice', label: 'Стан', options: CONDITIONS },
    shown: { label: 'Стан', place: 1 },
    feed: {
      // Google's condition is `used` for every piece (builder/feeds/google-feed.ts); it has no grades.
      google: { notInFeed: 'Google knows only new, refurbished and used: every piece is used' },
      prom: { param: 'Стан' },
    },
  }),
  flaws: field({
    columns: ['Дефекти', 'вади', 'defects'],
    parse: parseFlaws,
    example: 'маленький скол на денці',
    examples: { accepts: ['', 'маленький скол на денці'], refuses: ['д'.repeat(MAX_FLAWS + 1)] },
    form: {
      kind: 'text',
      label: 'Дефекти',
      hint: 'Що не так: сколи, тріщини, потертості. Показуються поруч зі станом.',
      maxLength: MAX_FLAWS,
    },
    shown: { in: 'condition' },
    feed: {
      google: { notInFeed: 'Google has no attribute for a used piece’s flaws' },
      prom: { param: 'Дефекти' },
    },
  }),
  dimensions: field({
    columns: ['Розміри', 'розмір', 'габарити', 'size'],
    parse: parseDimensions,
    example: '25 х 12 см',
    examples: {
      // The owner's own spellings the build cannot structure are published as written.
      accepts: [
        '',
        '25 х 12 см',
        '85x110x45',
        'діаметр 24 см',
        'Ø 24',
        'Ø 18 × 30 см',
        '24 на 18 см',
        'висота 18 см, діаметр 9 см',
      ],
      refuses: ['великий', 'невеликий, на долоню'],
    },
    form: {
      kind: 'line',
      label: 'Розміри',
      hint: 'У сантиметрах: 25 × 12 см, 85x110x45, Ø 18 × 30 см, висота 21 см. Інше сайт покаже як написано.',
      pattern: {
        // The build's one refusal (parse-dimensions.ts): what it cannot read it shows as written.
        regexp: /\d/,
        message: 'Напишіть розміри цифрами, наприклад 25 × 12 см.',
      },
    },
    shown: { label: 'Розміри', place: 2 },
    feed: {
      google: {
        notInFeed: 'Google’s product_length, _width and _height take one measure each, and an owner’s sizes are words',
      },
      prom: { param: 'Розміри' },
    },
  }),
  era: field({
    columns: ['Епоха', 'рік', 'період', 'period', 'year'],
    parse: (text, { today }) => parseEra(text, today),
    example: '1970-ті',
    // An era the build cannot group is shown as written: the form and the build refuse none.
    examples: {
      accepts: [
        '',
        '1968',
        '70-ті',
        'кінець XIX ст.',
        'кінець 80-х',
        'СРСР, 60-ті',
        '1960–1970-ті',
      ],
      refuses: [],
    },
    form: {
      kind: 'line',
      label: 'Епоха',
      hint: 'Рік, десятиліття або століття: 1965, 1970-ті, кінець 80-х, кінець XIX ст. Інакше сайт покаже як написано, але без групи у фільтрі «Епоха».',
    },
    shown: { label: 'Епоха', place: 3 },
    feed: {
      google: { notInFeed: 'Google has no attribute for a piece’s age' },
      prom: { param: 'Епоха' },
    },
  }),
  maker: field({
    columns: ['Виробник', 'фабрика', 'бренд', 'brand', 'manufacturer'],
    parse: parseMaker,
    example: 'Rosenthal',
    examples: { accepts: ['', 'Rosenthal'], refuses: ['R'.repeat(MAX_MAKER + 1)] },
    form: {
      kind: 'line',
      label: 'Виробник',
      hint: 'Фабрика, бренд чи майстер, наприклад Rosenthal.',
      maxLength: MAX_MAKER,
    },
    shown: { label: 'Виробник', place: 4 },
    sameAs: makerKey,
    feed: { google: 'brand', prom: 'vendor' },
  }),
  mark: field({
    columns: ['Клеймо', 'hallmark'],
    parse: (text) => ({ value: oneLine(text) || undefined }),
    example: 'синє, схрещені мечі',
    examples: { accepts: ['', 'синє, схрещені мечі'], refuses: [] },
    form: {
      kind: 'line',
      label: 'Клеймо',
      hint: 'Знак виробника на денці чи звороті, як він виглядає: синє, схрещені мечі.',
    },
    shown: { label: 'Клеймо', place: 5 },
    feed: {
      google: { notInFeed: 'Google has no attribute for a maker’s mark' },
      prom: { param: 'Клеймо' },
    },
  }),
  photos: field({
    columns: ['Фото', 'photo', 'світлини'],
    parse: parseFileNames,
    example: '12.jpg, 12-2.jpg',
    // Chosen, not typed: the form wants one (builder/admin/catalogue-form.test.ts).
    examples: { accepts: ['12.jpg, 12-2.jpg'], refuses: [] },
    form: {
      kind: 'photos',
      label: 'Фото',
      // The build needs one (builder/catalogue/find-media.ts, findPhotos).
      required: true,
      min: 1,
      hint: 'Перше фото — головне. Можна прямо з камери телефона, і HEIC з iPhone теж.',
    },
    feed: { google: 'image_link', prom: 'picture' },
  }),
  video: field({
    columns: ['Відео'],
    parse: parseFileName,
    example: '12.mp4',
    examples: { accepts: ['', '12.mp4'], refuses: [] },
    form: {
      kind: 'file',
      label: 'Відео',
      hint: 'Коротке відео MP4 або WebM, за бажанням. Відео з iPhone (.MOV) сайт не показує: спершу перетворіть його на MP4.',
      // The admin refuses the rest at once (admin/field-checks.ts), by the build's rule.
      accept: VIDEO_ACCEPT,
    },
    feed: {
      google: { notInFeed: 'free listings take no video from the feed' },
      prom: { notInFeed: 'a YML offer has no video' },
    },
  }),
  status: field({
    columns: ['Статус', 'наявність', 'availability'],
    parse: parseStatus,
    example: 'заброньовано',
    examples: {
      accepts: AVAILABILITIES.map((each) => AVAILABILITY[each].written) as [string, ...string[]],
      refuses: ['у дорозі'],
    },
    form: {
      kind: 'choice',
      label: 'Статус',
      // Chosen for the owner: empty would mean on sale too, but a choice left blank reads as a question.
      required: true,
      options: AVAILABILITIES.map((each) => AVAILABILITY[each].written),
      default: AVAILABILITY.available.written,
    },
    feed: { google: 'availability', prom: 'available' },
  }),
  sold: field({
    columns: ['Продано'],
    parse: parseSold,
    example: 'так',
    examples: { accepts: ['', 'так', 'ні', 'yes'], refuses: ['можливо'] },
    form: { notInForm: 'the form’s `status` says it: продано' },
    feed: {
      google: { notInFeed: 'the status says it, and a sold piece is in no feed' },
      prom: { notInFeed: 'the status says it, and a sold piece is in no feed' },
    },
  }),
  createdAt: field({
    columns: ['Додано', 'дата', 'date'],
    parse: (text, { today }) => parseDate(text, today),
    example: '02.11.2026',
    examples: { accepts: ['2026-11-02', '02.11.2026'], refuses: ['2026-02-30'] },
    form: {
      kind: 'day',
      label: 'Додано',
      hint: 'Новіші товари каталог показує першими.',
      default: '{{now}}',
    },
    feed: {
      google: { notInFeed: 'the feeds list no date a piece was added' },
      prom: { notInFeed: 'the feeds list no date a piece was added' },
    },
  }),
};

type Fields = typeof CATALOGUE_FIELDS;

/** A field's key: its name in products.json's English form and in the admin's files. */
export type FieldKey = keyof Fields;

/** What a field's cell is read as. */
export type FieldValue<K extends FieldKey> = Fields[K]['parse'] extends (
  ...args: never[]
) => Parsed<infer T>
  ? T
  : never;

/** One good as its row reads, every field parsed. */
export type CatalogueValues = { [K in FieldKey]: FieldValue<K> };

export const FIELD_KEYS = Object.keys(CATALOGUE_FIELDS) as FieldKey[];

/** A field's declaration, as any field's. */
export const specOf = (key: FieldKey): FieldSpec<unknown> => CATALOGUE_FIELDS[key];

export const REQUIRED_FIELDS: readonly FieldKey[] = FIELD_KEYS.filter(
  (key) => specOf(key).required,
);

/** Every name a field's column may have: its own, then its key. */
export const columnNames = (key: FieldKey): readonly string[] => [
  ...new Set([...CATALOGUE_FIELDS[key].columns, key]),
];

const FIELD_BY_COLUMN = new Map<string, FieldKey>(
  FIELD_KEYS.flatMap((key) => columnNames(key).map((name) => [columnKey(name), key] as const)),
);

/** The field a column's name stands for, if any. */
export const fieldOfColumn = (name: string): FieldKey | undefined =>
  FIELD_BY_COLUMN.get(columnKey(name));

/** Rules between the fields of a row, checked once each of them reads; the column the problem is reported in. */
export const ROW_RULES: readonly {
  column: FieldKey;
  check: (values: CatalogueValues) => string | undefined;
}[] = [
  {
    column: 'status',
    check: ({ status, sold }) =>
      status === undefined || sold === undefined || (status === 'sold') === sold
        ? undefined
        : `стовпці «${CATALOGUE_FIELDS.status.columns[0]}» і «${CATALOGUE_FIELDS.sold.columns[0]}» кажуть різне. Лишіть один: статус «продано», «заброньовано» чи «в наявності» — а стовпець «${CATALOGUE_FIELDS.sold.columns[0]}» можна видалити.`,
  },
];

/** A good's availability: its status, or the `Продано` column, or on sale. */
export const availabilityOfValues = ({
  status,
  sold,
}: Pick<CatalogueValues, 'status' | 'sold'>): Availability =>
  status ?? (sold ? 'sold' : 'available');

/** Fields every product has as its own (src/features/products/types.ts), shown or not. */
const CORE_KEYS = ['country', 'category', 'material'] as const;

/** A product's details: the shown fields beyond its core ones. */
export type DetailKey = Exclude<ShownKey, (typeof CORE_KEYS)[number]>;

/** The fields the product page shows, by their place. */
export type ShownKey = {
  [K in FieldKey]: Fields[K] extends { shown: object } ? K : never;
}[FieldKey];

/**
 * The fields a product carries beyond the shop's own (title, price, category
 * and the rest): its details, shown under `Характеристики`.
 */
export const DETAIL_KEYS = FIELD_KEYS.filter(
  (key): key is DetailKey => specOf(key).shown !== undefined && !(CORE_KEYS as readonly string[]).includes(key),
);

/** A row under `Характеристики`: a field, and the fields shown inside it. */
export interface ShownRow {
  key: ShownKey;
  label: string;
  with: ShownKey[];
}

/** The product page's rows, in their places (builder/product-data-plugin.ts hands them to the app). */
export function shownRows(): ShownRow[] {
  const shown = FIELD_KEYS.flatMap((key) => {
    const { shown: row } = specOf(key);
    return row ? [{ key: key as ShownKey, row }] : [];
  });
  return shown
    .flatMap(({ key, row }) =>
      'label' in row
        ? [
            {
              key,
              label: row.label,
              place: row.place,
              with: shown.flatMap((each) =>
                'in' in each.row && each.row.in === key ? [each.key] : [],
              ),
            },
          ]
        : [],
    )
    .sort((a, b) => a.place - b.place)
    .map(({ key, label, with: inside }) => ({ key, label, with: inside }));
}

/** Every name a column may have, for suggestions. */
export const ALL_COLUMN_NAMES: readonly string[] = FIELD_KEYS.flatMap(columnNames);
