import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { getNodeValue } from 'jsonc-parser';
import {
  collectionGoods,
  NEW_ARRIVALS_SLUG,
  NEW_ARRIVALS_TITLE,
  newArrivals,
  type CollectedGood,
  type CollectionDefinition,
  type CollectionPicture,
  type PublishedCollection,
} from '../../src/shared/catalogue/collections.ts';
import type { Product } from '../../src/features/products/types.ts';
import { parsePrice as priceOf } from '../../src/shared/lib/format-price.ts';
import { parsePrice } from '../../src/shared/catalogue/parse-price.ts';
import { jsonRoot } from './catalogue-rows.ts';
import type { CatalogueProblem } from './types.ts';

/**
 * The owner's collections (docs/decisions/044-collections.md):
 * `catalogue/collections/<slug>/index.json`, one folder a collection, written
 * by the admin's «Добірки» or by hand. A mistake never stops the build: it
 * becomes a note naming the collection and the field in the admin's words,
 * and a collection whose goods cannot be told (no title, a criterion that
 * cannot be read) is left out rather than shown with goods it was not meant
 * to hold.
 */

export const COLLECTIONS_DIR = 'collections';
export const COLLECTION_FILE = 'index.json';
/** The admin's collection of them (builder/admin/admin-config.ts), as the build's notes name it. */
export const COLLECTIONS_FORM = 'Добірки';

/** A slug as the address takes it: Latin letters, digits and hyphens. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

type Field = keyof Omit<CollectionDefinition, 'slug'>;

/**
 * Each field of a definition: its label in the admin's form (what a note
 * names) and how its value is read; `criterion`: a value that cannot be read
 * leaves the collection out.
 */
export interface FieldRule {
  label: string;
  hint: string;
  /** How the admin's «Добірки» enters it (builder/admin/admin-config.ts). */
  kind: 'line' | 'text' | 'photo' | 'amount' | 'yes' | 'numbers';
  criterion: boolean;
  read: (value: unknown) => { value: unknown } | { problem: string };
}

const text =
  (what: string) =>
  (value: unknown): { value: string } | { problem: string } =>
    typeof value === 'string'
      ? { value: value.trim() }
      : { problem: `${what} має бути текстом у лапках.` };

const facet = (label: string, hint: string): FieldRule => ({
  label,
  hint,
  kind: 'line',
  criterion: true,
  read: text(`«${label}»`),
});

export const COLLECTION_FIELDS: Record<Field, FieldRule> = {
  title: {
    label: 'Назва',
    kind: 'line',
    hint: 'Як добірку названо на сайті: Подарунки до 500 ₴.',
    criterion: true,
    read: text('Назва'),
  },
  description: {
    label: 'Опис',
    kind: 'text',
    hint: 'Кілька речень під назвою; можна не писати.',
    criterion: false,
    read: text('Опис'),
  },
  photo: {
    label: 'Фото',
    kind: 'photo',
    hint: 'Картинка добірки; без неї — фото її першого товару.',
    criterion: false,
    read: text('Фото'),
  },
  category: facet('Категорія', 'Лише товари цієї категорії, як її названо в каталозі.'),
  material: facet('Матеріал', 'Лише товари з цього матеріалу.'),
  era: facet('Епоха', 'Лише товари цієї епохи: 1970-ті або XX століття.'),
  maker: facet('Виробник', 'Лише товари цього виробника.'),
  maxPrice: {
    label: 'Ціна до',
    kind: 'amount',
    hint: 'Лише товари, що коштують стільки гривень або менше.',
    criterion: true,
    read: (value) => {
      const parsed = parsePrice(typeof value === 'number' ? String(value) : String(value ?? ''));
      return 'value' in parsed ? { value: parsed.value } : parsed;
    },
  },
  onSale: {
    label: 'Лише зі знижкою',
    kind: 'yes',
    hint: 'Лише товари зі старою ціною, більшою за ціну.',
    criterion: true,
    read: (value) =>
      typeof value === 'boolean' ? { value } : { problem: 'має бути так або ні (true чи false).' },
  },
  goods: {
    label: 'Товари',
    kind: 'numbers',
    hint: 'Номери товарів; лише вони — якщо нічого іншого не вибрано.',
    criterion: true,
    read: (value) =>
      Array.isArray(value) && value.every((id) => Number.isInteger(Number(id)) && Number(id) > 0)
        ? { value: value.map(Number) }
        : { problem: 'має бути список номерів товарів: [12, 40].' },
  },
};

/** The collections folder in `dir`, if the catalogue has one ('collections', in any case). */
export function collectionsFolder(dir: string): string | undefined {
  if (!existsSync(dir)) return undefined;
  const name = readdirSync(dir).find(
    (entry) => entry.toLowerCase() === COLLECTIONS_DIR && statSync(join(dir, entry)).isDirectory(),
  );
  return name === undefined ? undefined : join(dir, name);
}

export interface ReadCollection {
  /** Undefined when it is left out; its notes say why. */
  definition?: CollectionDefinition;
  notes: CatalogueProblem[];
}

/**
 * One collection's index.json, read: its definition, or none, with a note
 * for each mistake, named by its title (or folder) and the field's label.
 */
export function readCollection(slug: string, source: string): ReadCollection {
  const file = `${COLLECTIONS_DIR}/${slug}/${COLLECTION_FILE}`;
  const notes: CatalogueProblem[] = [];
  const note = (message: string, column?: string, title?: string) =>
    notes.push({ file, ...(title ? { title } : {}), ...(column ? { column } : {}), message });
  // The same check of a JSON file's root as a good's index.json (catalogue-rows.ts).
  const json = jsonRoot(source.replace(/^\uFEFF/, ''), file, notes, {
    type: 'object',
    unreadable:
      'файл добірки не прочитати: його змінено не в адмінці, або він записався не весь. Відкрийте добірку в адмінці й збережіть її знову. Добірку не опубліковано.',
    notType:
      'файл має описувати одну добірку у фігурних дужках: { "title": "…" }. Добірку не опубліковано.',
  });
  if (!json) return { notes };
  const root: unknown = getNodeValue(json.root);
  const given = root as Record<string, unknown>;
  const title = typeof given.title === 'string' ? given.title.trim() : '';
  const named = title || slug;
  let publish = true;
  if (!SLUG.test(slug)) {
    publish = false;
    note(
      `назва папки «${slug}» — це адреса добірки: лише малі латинські літери, цифри й дефіси, як kukhnia-70-kh. Добірку не опубліковано.`,
      undefined,
      named,
    );
  }
  const definition: Record<string, unknown> = { slug };
  for (const [key, value] of Object.entries(given)) {
    const rule = COLLECTION_FIELDS[key as Field] as FieldRule | undefined;
    if (!rule) {
      note(`поле «${key}» добірки невідоме, його пропущено.`, undefined, named);
      continue;
    }
    if (value === null || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    const read = rule.read(value);
    if ('problem' in read) {
      if (rule.criterion) publish = false;
      note(
        `${read.problem} ${rule.criterion ? 'Добірку не опубліковано.' : 'Поле пропущено.'}`,
        rule.label,
        named,
      );
    } else if (read.value !== '') definition[key] = read.value;
  }
  if (!title) {
    publish = false;
    note('добірка без назви. Напишіть її назву, і добірку буде опубліковано.', COLLECTION_FIELDS.title.label, named);
  }
  return publish ? { definition: definition as unknown as CollectionDefinition, notes } : { notes };
}

/** Every collection folder of the catalogue, in the folders' order. */
export function readCollections(dir: string): ReadCollection[] {
  const folder = collectionsFolder(dir);
  if (!folder) return [];
  return readdirSync(folder)
    .filter((name) => !name.startsWith('.') && statSync(join(folder, name)).isDirectory())
    .sort()
    .map((name) => {
      const path = join(folder, name, COLLECTION_FILE);
      if (!existsSync(path))
        return {
          notes: [
            {
              file: `${COLLECTIONS_DIR}/${name}`,
              title: name,
              message: `у папці добірки немає файлу ${COLLECTION_FILE}. Створіть добірку в адмінці. Добірку не опубліковано.`,
            },
          ],
        };
      return readCollection(name, readFileSync(path, 'utf8'));
    });
}

/** A published collection: its definition and its goods, by number, in order. */
export type { PublishedCollection };

/** What the rule reads of the goods a build publishes: each price as a number, an old price only above it. */
export function collectedGoods(
  products: readonly Pick<
    Product,
    'id' | 'category' | 'material' | 'era' | 'maker' | 'createdAt' | 'price' | 'oldPrice'
  >[],
): CollectedGood[] {
  return products.map(({ id, category, material, era, maker, createdAt, price, oldPrice }) => ({
    id,
    category,
    material,
    era,
    maker,
    createdAt,
    price: priceOf(price),
    ...(oldPrice ? { oldPrice: priceOf(oldPrice) } : {}),
  }));
}

/**
 * The collections the shop publishes: the built-in «Нові надходження» first,
 * then the owner's, each with its goods and the picture the build made of its
 * photo (`pictures`, by slug; none: its first good's stands for it); one that
 * picks no good is left out, with a note. An owner's collection at the
 * built-in's address replaces its title, words and picture.
 */
export function publishCollections(
  definitions: readonly CollectionDefinition[],
  catalogue: readonly CollectedGood[],
  builtAt: Date,
  pictures: ReadonlyMap<string, CollectionPicture> = new Map(),
): { collections: PublishedCollection[]; notes: CatalogueProblem[] } {
  const notes: CatalogueProblem[] = [];
  const published = ({ photo: _, ...definition }: CollectionDefinition, goods: readonly CollectedGood[]) => {
    const picture = pictures.get(definition.slug);
    return { ...definition, goods: goods.map((good) => good.id), ...(picture ? { picture } : {}) };
  };
  const ownNew = definitions.find((d) => d.slug === NEW_ARRIVALS_SLUG);
  const collections: PublishedCollection[] = [
    published(
      { slug: NEW_ARRIVALS_SLUG, title: NEW_ARRIVALS_TITLE, ...ownNew },
      newArrivals(catalogue, builtAt),
    ),
    ...definitions
      .filter((d) => d.slug !== NEW_ARRIVALS_SLUG)
      .map((d) => published(d, collectionGoods(d, catalogue))),
  ];
  return {
    collections: collections.filter((collection) => {
      if (collection.goods.length > 0) return true;
      notes.push({
        file: `${COLLECTIONS_DIR}/${collection.slug}/${COLLECTION_FILE}`,
        title: collection.title,
        message: 'у добірку не потрапив жоден товар, тож її не опубліковано. Перевірте, що вибрано в добірці: товар має підходити під усе вибране.',
      });
      return false;
    }),
    notes,
  };
}

/**
 * Where a collection's photo is: beside its index.json, as the admin puts it,
 * or among the catalogue's photos, as a spreadsheet's goods name theirs. A
 * photo found nowhere is a note, and the collection is published without it.
 */
export function collectionPhotoPaths(
  dir: string,
  read: readonly ReadCollection[],
): { paths: Map<string, { path: string; title: string }>; notes: CatalogueProblem[] } {
  const paths = new Map<string, { path: string; title: string }>();
  const notes: CatalogueProblem[] = [];
  for (const { definition } of read) {
    if (!definition?.photo) continue;
    const { slug, title, photo } = definition;
    const found = [join(dir, COLLECTIONS_DIR, slug, photo), join(dir, 'photos', photo)].find(
      (path) => existsSync(path) && statSync(path).isFile(),
    );
    if (found) paths.set(slug, { path: found, title });
    else
      notes.push({
        file: `${COLLECTIONS_DIR}/${slug}/${COLLECTION_FILE}`,
        title,
        column: COLLECTION_FIELDS.photo.label,
        message: `фото «${photo}» не знайдено поруч із добіркою. Відкрийте добірку в адмінці й додайте фото знову. Поки що добірку показано з фото її першого товару.`,
      });
  }
  return { paths, notes };
}
