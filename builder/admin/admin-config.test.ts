// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { adminConfig, adminConfigYaml, adminManifest, type AdminField } from './admin-config.ts';
import { itemFields, shopFields } from './catalogue-form.ts';

const ID: AdminField = {
  key: 'id',
  label: 'Номер',
  kind: 'generated',
  required: true,
  default: '{{uuid}}',
};
const TITLE: AdminField = {
  key: 'title',
  label: 'Назва',
  kind: 'line',
  required: true,
  maxLength: 200,
  hint: 'Наприклад: Ваза «Мадонна»',
  pattern: { source: '\\S', message: 'Напишіть назву.' },
};

const options = (items: AdminField[], shop: AdminField[] = []) => ({
  items,
  shop,
  repo: 'owner/BON-VINTAGE',
  name: 'Вінтаж на Подолі',
  siteUrl: 'https://owner.github.io/BON-VINTAGE/',
  logo: '/BON-VINTAGE/icons/icon-192.png',
});

describe('adminConfig', () => {
  it('makes each kind of field the Sveltia field type that enters it, with the build’s label, hint, rule and limits', () => {
    const fields: AdminField[] = [
      ID,
      TITLE,
      { key: 'description', label: 'Опис', kind: 'text', required: false, maxLength: 5000 },
      {
        key: 'status',
        label: 'Статус',
        kind: 'choice',
        required: true,
        options: ['в наявності', 'продано'],
        default: 'в наявності',
      },
      { key: 'photos', label: 'Фото', kind: 'photos', required: true, min: 1, max: 12 },
      { key: 'createdAt', label: 'Додано', kind: 'day', required: false, default: '{{now}}' },
    ];
    const [goods] = adminConfig(options(fields)).collections!;
    expect((goods as { fields: unknown[] }).fields).toEqual([
      { name: 'id', label: 'Номер', widget: 'hidden', default: '{{uuid}}' },
      {
        name: 'title',
        label: 'Назва',
        widget: 'string',
        required: true,
        maxlength: 200,
        hint: 'Наприклад: Ваза «Мадонна»',
        pattern: ['\\S', 'Напишіть назву.'],
      },
      { name: 'description', label: 'Опис', widget: 'text', required: false, maxlength: 5000 },
      {
        name: 'status',
        label: 'Статус',
        widget: 'select',
        required: true,
        options: ['в наявності', 'продано'],
        default: 'в наявності',
      },
      {
        name: 'photos',
        label: 'Фото',
        widget: 'list',
        label_singular: 'фото',
        field: { name: 'photo', label: 'Фото', widget: 'image', choose_url: false },
        required: true,
        min: 1,
        max: 12,
      },
      {
        name: 'createdAt',
        label: 'Додано',
        widget: 'datetime',
        type: 'date',
        format: 'YYYY-MM-DD',
        required: false,
        default: '{{now}}',
      },
    ]);
  });

  it('keeps one folder a good, named by its number and title, its photos beside its index.json', () => {
    const config = adminConfig(options([ID, TITLE], [{ ...TITLE, key: 'телефон' }]));
    const [goods, shop] = config.collections!;
    expect(goods).toMatchObject({
      name: 'items',
      label: 'Товари',
      folder: 'catalogue/items',
      path: '{{id}}-{{slug}}/index',
      extension: 'json',
      format: 'json',
      slug: '{{title}}',
      media_folder: '',
      public_folder: '',
      create: true,
      delete: true,
    });
    expect(shop).toMatchObject({
      name: 'shop',
      label: 'Магазин',
      files: [{ file: 'catalogue/shop.yaml', format: 'yaml', fields: [{ name: 'телефон' }] }],
    });
    // Latin folder names, whatever the title.
    expect(config.slug).toMatchObject({ encoding: 'ascii', clean_accents: true });
  });

  it('keeps one folder a collection, as the build reads it, each field labelled as its notes name it', () => {
    const [, , collections] = adminConfig(options([ID, TITLE])).collections!;
    expect(collections).toMatchObject({
      name: 'collections',
      label: 'Добірки',
      folder: 'catalogue/collections',
      path: '{{slug}}/index',
      format: 'json',
      slug: '{{title}}',
    });
    const fields = (
      collections as {
        fields: { name: string; label: string; widget: string; required: boolean }[];
      }
    ).fields;
    expect(
      fields.map(({ name, label, widget, required }) => [name, label, widget, required]),
    ).toEqual([
      ['title', 'Назва', 'string', true],
      ['description', 'Опис', 'text', false],
      ['photo', 'Фото', 'image', false],
      ['category', 'Категорія', 'string', false],
      ['material', 'Матеріал', 'string', false],
      ['era', 'Епоха', 'string', false],
      ['maker', 'Виробник', 'string', false],
      ['maxPrice', 'Ціна до', 'number', false],
      ['onSale', 'Лише зі знижкою', 'boolean', false],
      ['goods', 'Товари', 'list', false],
    ]);
  });

  it('names what a save was in its commit, a good, a collection or the shop, by its singular name', () => {
    const config = adminConfig(options([ID, TITLE]));
    const messages = (config.backend as { commit_messages: Record<string, string> })
      .commit_messages;
    for (const kind of ['create', 'update', 'delete'] as const) {
      expect(messages[kind]).toMatch(/^\{\{collection\}\} «\{\{slug\}\}»: [а-яі]+$/);
      expect(messages[kind]).not.toMatch(/товар/i);
    }
    expect(
      config.collections!.map((each) => {
        const named = each as { label: string; label_singular?: string };
        return named.label_singular ?? named.label;
      }),
    ).toEqual(['Товар', 'Магазин', 'Добірка']);
  });

  it('lists the goods newest first by their number, each line with its first photo, price and state', () => {
    const [goods] = adminConfig(
      options(itemFields({ categories: ['Вази'], materials: ['Порцеляна'] }), []),
    ).collections!;
    expect(goods).toMatchObject({
      summary: "{{title}} · ціна {{price}} · {{status | default('в наявності')}}",
      thumbnail: 'photos.*',
      sortable_fields: {
        fields: ['id', 'title', 'price', 'createdAt'],
        default: { field: 'id', direction: 'descending' },
      },
    });
  });

  it('signs in to the repository with a token alone, shrinks every photo, HEIC too, and asks no stock library', () => {
    const config = adminConfig(options([ID, TITLE]));
    expect(config.backend).toMatchObject({
      name: 'github',
      repo: 'owner/BON-VINTAGE',
      auth_methods: ['token'],
    });
    expect(config.media_libraries).toEqual({
      default: {
        config: {
          max_file_size: 30 * 1024 * 1024,
          slugify_filename: true,
          transformations: {
            raster_image: { format: 'webp', quality: 85, width: 2000, height: 2000 },
          },
        },
      },
      stock_assets: false,
    });
    expect(config.site_url).toBe('https://owner.github.io/BON-VINTAGE/');
    expect(config.logo).toEqual({ src: '/BON-VINTAGE/icons/icon-192.png' });
    // The shop's own name on the sign-in page and the tab, not Sveltia's.
    expect(config.app_title).toBe('Вінтаж на Подолі');
  });

  it('makes the admin an app of its own on the phone’s home screen, with the shop’s name and icons', () => {
    const manifest = JSON.parse(
      adminManifest(adminConfig(options([ID, TITLE])), {
        admin: '/BON-VINTAGE/admin/',
        icons: '/BON-VINTAGE/icons/',
      }),
    );
    expect(manifest).toMatchObject({
      id: '/BON-VINTAGE/admin/',
      name: 'Вінтаж на Подолі — керування магазином',
      short_name: 'Вінтаж на Подолі',
      start_url: '/BON-VINTAGE/admin/',
      scope: '/BON-VINTAGE/admin/',
      display: 'standalone',
    });
    expect(manifest.icons.map(({ src }: { src: string }) => src)).toEqual([
      '/BON-VINTAGE/icons/icon-192.png',
      '/BON-VINTAGE/icons/icon-512.png',
      '/BON-VINTAGE/icons/icon-maskable-512.png',
    ]);
  });

  it('writes no hint a phone would open as a link: an address is an example, never a page', () => {
    // Sveltia renders a hint as Markdown, which makes a bare address or www. a link; in
    // backticks it stays text (an example like `https://www.instagram.com/…` led nowhere).
    const config = adminConfig(
      options(itemFields({ categories: ['Вази'], materials: ['Порцеляна'] }), shopFields()),
    );
    const hints = JSON.stringify(config.collections)
      .match(/"hint":"(?:[^"\\]|\\.)*"/g)!
      .map((hint) => hint.replace(/`[^`]*`/g, ''));
    expect(hints.length).toBeGreaterThan(20);
    expect(hints.filter((hint) => /https?:\/\/|www\./.test(hint))).toEqual([]);
  });

  it('refuses a description it cannot make a form of', () => {
    expect(() => adminConfig(options([TITLE]))).toThrow('`id` and a `title`');
    expect(() =>
      adminConfig(
        options([ID, TITLE, { key: 'era', label: 'Епоха', kind: 'choice', required: false }]),
      ),
    ).toThrow('era: a choice needs its options');
  });

  it('writes config.yml that reads back as the same configuration, saying where it comes from', () => {
    const config = adminConfig(
      options(itemFields({ categories: ['Вази'], materials: ['Порцеляна'] }), shopFields()),
    );
    const yaml = adminConfigYaml(config);
    expect(yaml.split('\n')[0]).toContain('builder/admin/admin-config.ts');
    expect(parse(yaml)).toEqual(JSON.parse(JSON.stringify(config)));
  });
});
