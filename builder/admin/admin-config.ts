import type { CmsConfig, EntryCollection, Field, FileCollection } from '@sveltia/cms';
import { stringify } from 'yaml';
import type { FieldForm } from '../../src/shared/catalogue/form.ts';
import {
  COLLECTION_FIELDS,
  COLLECTIONS_DIR,
  COLLECTIONS_FORM,
  type FieldRule,
} from '../catalogue/read-collections.ts';
import { SHOP_FORM } from '../catalogue/shop-settings.ts';
import { GOODS_FORM } from '../catalogue/read-items.ts';

/**
 * The owner's admin (docs/decisions/033-owner-admin.md) is Sveltia CMS, and
 * this is its configuration, made when the site is built: the form the owner
 * fills on the phone is drawn from the same description of the catalogue's
 * fields as the build's checks, so what the form accepts builds. One pure
 * function of that description, so the build (builder/admin/admin-plugin.ts)
 * and the tests make the same file.
 */

/** One field of the catalogue or of shop.yaml, as the admin's form enters it (builder/admin/catalogue-form.ts). */
export interface AdminField extends Omit<FieldForm, 'required' | 'options' | 'pattern'> {
  /** The key in the entry's file (index.json, shop.yaml). */
  key: string;
  required: boolean;
  /** What a value must match, and the Ukrainian message when it does not (the build's own rule). */
  pattern?: { source: string; message: string };
  /** 'choice': the values offered, as the build spells them. */
  options?: readonly string[];
}

export interface AdminConfigOptions {
  /** The goods' fields, in the form's order (collection «Товари»). */
  items: readonly AdminField[];
  /** shop.yaml's fields (collection «Магазин»). */
  shop: readonly AdminField[];
  /** Where the owner's admin commits: 'owner/BON-VINTAGE'. */
  repo: string;
  /** The shop's name (shop.yaml's `назва`): the admin's title on its sign-in page and tab. */
  name: string;
  /** The shop's public address, for the admin's links to it. */
  siteUrl: string;
  /** The shop's icon, an absolute path: the admin's logo and its tab's icon. */
  logo: string;
  /** The folder of the catalogue in the repository. */
  catalogueDir?: string;
}

/** docs/owner-catalogue.md: the admin shrinks a photo before it uploads it, keeping detail for the build's 1080 px. */
export const UPLOAD_PHOTO = { format: 'webp', quality: 85, width: 2000, height: 2000 } as const;
/** A phone photo is 2–5 MB before it is shrunk; more is a video or a scan. */
const MAX_UPLOAD_BYTES = 30 * 1024 * 1024;

function widget(field: AdminField): Field {
  const common = {
    name: field.key,
    label: field.label,
    required: field.required,
    ...(field.hint === undefined ? {} : { hint: field.hint }),
    ...(field.pattern === undefined
      ? {}
      : { pattern: [field.pattern.source, field.pattern.message] as [string, string] }),
  };
  const text = field.maxLength === undefined ? {} : { maxlength: field.maxLength };
  const initial = field.default === undefined ? {} : { default: field.default };
  switch (field.kind) {
    case 'line':
      return { ...common, ...text, ...initial, widget: 'string' } as Field;
    case 'text':
      return { ...common, ...text, ...initial, widget: 'text' } as Field;
    case 'choice':
      if (!field.options?.length) throw new Error(`${field.key}: a choice needs its options`);
      return { ...common, ...initial, widget: 'select', options: [...field.options] } as Field;
    case 'photos':
      // A list of single photos, not one image field with `multiple`: Sveltia checks only the
      // fields a draft holds a value for, and a new good's multiple image field holds none until
      // a photo is added (its services/contents/fields/file/defaults.js), so `required` and `min`
      // were never checked and a good saved with no photo. A list always holds one, if empty.
      return {
        ...common,
        widget: 'list',
        label_singular: 'фото',
        field: {
          name: 'photo',
          label: field.label,
          widget: 'image',
          // No address of a photo elsewhere: the build reads files beside the entry.
          choose_url: false,
        },
        ...(field.min === undefined ? {} : { min: field.min }),
        ...(field.max === undefined ? {} : { max: field.max }),
      } as Field;
    case 'file':
      return {
        ...common,
        widget: 'file',
        choose_url: false,
        ...(field.accept ? { accept: field.accept } : {}),
      } as Field;
    case 'day':
      return {
        ...common,
        ...initial,
        widget: 'datetime',
        type: 'date',
        format: 'YYYY-MM-DD',
      } as Field;
    case 'generated':
      return { name: field.key, label: field.label, widget: 'hidden', ...initial } as Field;
    case 'lines':
      return { ...common, widget: 'list' } as Field;
  }
}

/** How «Добірки» enters each kind of a collection's field (builder/catalogue/read-collections.ts). */
const COLLECTION_WIDGETS: Record<FieldRule['kind'], Record<string, unknown>> = {
  line: { widget: 'string' },
  text: { widget: 'text' },
  photo: { widget: 'image', choose_url: false },
  amount: { widget: 'number', value_type: 'int', min: 1 },
  yes: { widget: 'boolean', default: false },
  numbers: {
    widget: 'list',
    label_singular: 'номер',
    field: { name: 'good', label: 'Номер товару', widget: 'number', value_type: 'int', min: 1 },
  },
};

/**
 * What the goods and the collections share: one folder an entry, its index.json
 * named by its title, its photos beside the file (the entry names them without
 * a folder), made and deleted from the phone.
 */
const FOLDER_ENTRIES = {
  extension: 'json',
  format: 'json',
  identifier_field: 'title',
  slug: '{{title}}',
  media_folder: '',
  public_folder: '',
  create: true,
  delete: true,
} as const;

/**
 * «Добірки»: one folder a collection, catalogue/collections/<slug>/index.json,
 * its photo beside it, each field labelled as the build's notes name it.
 */
function collectionsCollection(catalogueDir: string): EntryCollection {
  return {
    name: COLLECTIONS_DIR,
    label: COLLECTIONS_FORM,
    label_singular: 'Добірка',
    description:
      'Добірка збирає товари сама: виберіть категорію, матеріал, епоху, виробника, ціну чи знижку — товар має підходити під усе вибране — або впишіть номери товарів.',
    folder: `${catalogueDir}/${COLLECTIONS_DIR}`,
    path: '{{slug}}/index',
    ...FOLDER_ENTRIES,
    summary: '{{title}}',
    fields: Object.entries(COLLECTION_FIELDS).map(
      ([key, { label, hint, kind }]) =>
        ({
          name: key,
          label,
          hint,
          required: key === 'title',
          ...COLLECTION_WIDGETS[kind],
        }) as Field,
    ),
  };
}

/** The admin's configuration (Sveltia CMS's config.yml as an object). */
export function adminConfig(options: AdminConfigOptions): CmsConfig {
  const { items, shop, repo, name, siteUrl, logo, catalogueDir = 'catalogue' } = options;
  const field = (key: string) => items.find((item) => item.key === key);
  const [id, title, price, status] = ['id', 'title', 'price', 'status'].map(field);
  const photos = items.find((item) => item.kind === 'photos');
  if (!id || !title) throw new Error('the goods need an `id` and a `title` field');
  const goods: EntryCollection = {
    name: 'items',
    label: GOODS_FORM,
    label_singular: 'Товар',
    description: 'Кожен товар — своя папка з файлом index.json і фото поруч.',
    folder: `${catalogueDir}/items`,
    // One folder a good, named by its number and title: catalogue/items/12-vaza-madonna/index.json.
    path: '{{id}}-{{slug}}/index',
    ...FOLDER_ENTRIES,
    // A line of the list says what the owner tells goods apart by: the title, the price as
    // typed (`2 650`, `1 200 грн`: no unit added, which would double the owner's own) and the
    // state (a good saved before the state was asked for is in stock, as the build reads it).
    summary: [
      `{{${title.key}}}`,
      ...(price ? [`ціна {{${price.key}}}`] : []),
      ...(status
        ? [`{{${status.key}${status.default ? ` | default('${status.default}')` : ''}}}`]
        : []),
    ].join(' · '),
    // Newest first. The number is the minute the good was opened (src/shared/catalogue/fields.ts),
    // so it orders goods added the same day, which «Додано», a day, cannot.
    sortable_fields: {
      fields: [id, title, price, field('createdAt')].flatMap((sortable) =>
        sortable ? [sortable.key] : [],
      ),
      default: { field: id.key, direction: 'descending' },
    },
    fields: items.map(widget),
    // Each line shows the good's first photo rather than a grey square. The photos are a
    // list, which Sveltia looks into only when told: `*` is any of its items, read in
    // order (its getEntryThumbnail), so the first that loads is the main photo.
    ...(photos ? { thumbnail: `${photos.key}.*` } : {}),
  };
  const shopFile: FileCollection = {
    name: 'shop',
    label: SHOP_FORM,
    files: [
      {
        name: 'shop',
        label: SHOP_FORM,
        file: `${catalogueDir}/shop.yaml`,
        format: 'yaml',
        fields: shop.map(widget),
      },
    ],
  };
  return {
    backend: {
      name: 'github',
      repo,
      // A fine-grained token only (docs/owner-catalogue.md): OAuth needs a server the shop does not have.
      auth_methods: ['token'],
      // Named by what was saved: Sveltia puts the collection's singular name for {{collection}}
      // («Товар», «Добірка», «Магазин»), so a collection's save never reads as a good's.
      commit_messages: {
        create: '{{collection}} «{{slug}}»: додано',
        update: '{{collection}} «{{slug}}»: змінено',
        delete: '{{collection}} «{{slug}}»: видалено',
        uploadMedia: 'Додано фото «{{path}}»',
        deleteMedia: 'Видалено фото «{{path}}»',
      },
    },
    app_title: name,
    site_url: siteUrl,
    logo: { src: logo },
    // The photos of a catalogue written as products.csv (docs/owner-catalogue.md).
    media_folder: `${catalogueDir}/photos`,
    public_folder: '',
    media_libraries: {
      default: {
        config: {
          max_file_size: MAX_UPLOAD_BYTES,
          // Latin file names, whatever the phone called the photo.
          slugify_filename: true,
          // Every photo, HEIC included (which this also makes the picker offer), shrunk to a
          // WebP, the one format Sveltia converts to: a few hundred KB in the repository.
          transformations: { raster_image: { ...UPLOAD_PHOTO } },
        },
      },
      // No stock photos: the shop shows its own goods, and the admin contacts no one else.
      stock_assets: false,
    },
    // Folder names in Latin letters ('Ваза «Мадонна»' → 'vaza-madonna').
    slug: { encoding: 'ascii', clean_accents: true, maxlength: 60 },
    // The preview pane shows a generic page, not the shop's: the form alone, also on a phone.
    editor: { preview: false },
    // A field left empty is left out of the file rather than written as ''.
    output: { omit_empty_optional_fields: true },
    collections: [goods, shopFile, collectionsCollection(catalogueDir)],
  };
}

/** The admin's address and the folder of the shop's icons, both absolute paths ('/BON-VINTAGE/admin/'). */
export interface AdminManifestPlaces {
  admin: string;
  icons: string;
}

/**
 * The admin's web app manifest (admin/manifest.webmanifest, linked from
 * admin/index.html): "add to home screen" on the owner's phone opens the
 * admin as an app of its own, under the shop's icon and name. Its own id
 * and scope, so it is never taken for the shop's app.
 */
export function adminManifest(config: CmsConfig, places: AdminManifestPlaces): string {
  const title = config.app_title ?? 'Sveltia CMS';
  const icon = (file: string, size: number, purpose: 'any' | 'maskable') => ({
    src: `${places.icons}${file}`,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose,
  });
  return `${JSON.stringify(
    {
      id: places.admin,
      name: `${title} — керування магазином`,
      short_name: title,
      lang: 'uk',
      start_url: places.admin,
      scope: places.admin,
      display: 'standalone',
      icons: [
        icon('icon-192.png', 192, 'any'),
        icon('icon-512.png', 512, 'any'),
        icon('icon-maskable-512.png', 512, 'maskable'),
      ],
    },
    null,
    2,
  )}\n`;
}

/** The configuration as the file Sveltia reads next to its page (admin/config.yml). */
export function adminConfigYaml(config: CmsConfig): string {
  return (
    "# Made by the build (builder/admin/admin-config.ts) from the catalogue's fields: edit that, not this.\n" +
    stringify(config, { lineWidth: 0 })
  );
}
