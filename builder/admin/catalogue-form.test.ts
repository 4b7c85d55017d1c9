// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  CATALOGUE_FIELDS,
  FIELD_KEYS,
  specOf,
  type ParseContext,
} from '../../src/shared/catalogue/fields.ts';
import type { FieldForm } from '../../src/shared/catalogue/form.ts';
import { readShopFile } from '../catalogue/shop-file.ts';
import { SHOP_KEYS, SHOP_SETTINGS, shopKeyName } from '../catalogue/shop-settings.ts';
import { adminConfig, adminConfigYaml } from './admin-config.ts';
import { itemFields, shopFields } from './catalogue-form.ts';

/**
 * What the form accepts builds: every rule of the build a form field can
 * check is in config.yml, read back as Sveltia reads it, and each agrees
 * with the build's own parser.
 */

const context: ParseContext = {
  vocabulary: { categories: ['Вази', 'Годинники'], materials: ['Порцеляна', 'Латунь'] },
  today: '2026-11-26',
};

interface FormField {
  name: string;
  widget: string;
  required?: boolean;
  pattern?: [string, string];
  options?: string[];
  min?: number;
  max?: number;
  maxlength?: number;
  default?: string;
}

/** config.yml as the admin reads it: the fields of «Товари» and «Магазин» by name. */
function configFields() {
  const yaml = adminConfigYaml(
    adminConfig({
      items: itemFields(context.vocabulary),
      shop: shopFields(),
      repo: 'owner/BON-VINTAGE',
      siteUrl: 'https://owner.github.io/BON-VINTAGE/',
      logo: '/BON-VINTAGE/icons/icon-192.png',
    }),
  );
  const [goods, shop] = (
    parse(yaml) as { collections: [{ fields: FormField[] }, { files: [{ fields: FormField[] }] }] }
  ).collections;
  const byName = (fields: FormField[]) => new Map(fields.map((field) => [field.name, field]));
  return { goods: byName(goods.fields), shop: byName(shop.files[0].fields) };
}

/** A pattern as Sveltia reads `/source/flags`. */
function sveltiaRegExp([written]: [string, string]): RegExp {
  const { pattern, flags } = /^\/?(?<pattern>.+?)(?:\/(?<flags>[dgimsuy]*))?$/.exec(
    written,
  )!.groups!;
  return new RegExp(pattern!, flags);
}

const { goods, shop } = configFields();

const parseField = (key: (typeof FIELD_KEYS)[number], text: string) =>
  CATALOGUE_FIELDS[key].parse(text, context);
const builds = (key: (typeof FIELD_KEYS)[number], text: string) => 'value' in parseField(key, text);

describe('the goods’ form in config.yml', () => {
  it('has every field of the table but those another says, under its key and label', () => {
    const inForm = FIELD_KEYS.filter((key) => !('notInForm' in specOf(key).form));
    expect([...goods.keys()]).toEqual(inForm);
    expect(FIELD_KEYS.filter((key) => !inForm.includes(key))).toEqual(['sold']);
    for (const key of inForm)
      expect(goods.get(key)).toMatchObject({ label: (specOf(key).form as FieldForm).label });
  });

  it('requires each field the build cannot do without, and the build refuses each of them empty', () => {
    for (const key of FIELD_KEYS) {
      const field = goods.get(key);
      if (!field || field.widget === 'hidden') continue;
      if (specOf(key).required) expect(field.required, key).toBe(true);
      // Empty where the form lets it be empty builds.
      if (field.required === false) expect(builds(key, ''), key).toBe(true);
    }
    // The photos: a good with none stops the build (read-catalogue.ts), so the form wants one.
    expect(goods.get('photos')).toMatchObject({ required: true, min: 1 });
  });

  it('holds each pattern to the parser: what it accepts builds, what it refuses the build refuses', () => {
    const patterned = FIELD_KEYS.filter((key) => goods.get(key)?.pattern);
    expect(patterned).toEqual(['title', 'dimensions']);
    for (const key of patterned) {
      const { pattern } = specOf(key).form as FieldForm;
      const regexp = sveltiaRegExp(goods.get(key)!.pattern!);
      expect(goods.get(key)!.pattern![1]).toBe(pattern!.message);
      for (const text of pattern!.accepts) {
        expect(regexp.test(text), `${key}: ${text}`).toBe(true);
        expect(builds(key, text), `${key}: ${text}`).toBe(true);
      }
      for (const text of pattern!.refuses) {
        expect(regexp.test(text), `${key}: ${text}`).toBe(false);
        expect(builds(key, text), `${key}: ${text}`).toBe(false);
      }
    }
  });

  it('offers as choices exactly what the build reads, the shop’s own lists for category and material', () => {
    expect(goods.get('category')?.options).toEqual(['Вази', 'Годинники']);
    expect(goods.get('material')?.options).toEqual(['Порцеляна', 'Латунь']);
    expect(goods.get('status')).toMatchObject({
      options: ['в наявності', 'заброньовано', 'продано'],
      default: 'в наявності',
    });
    for (const [key, field] of goods) {
      if (field.widget !== 'select') continue;
      for (const option of field.options!) {
        const parsed = parseField(key as (typeof FIELD_KEYS)[number], option);
        expect('value' in parsed, `${key}: ${option}`).toBe(true);
      }
      // And nothing else: a word off the list is refused.
      expect(builds(key as (typeof FIELD_KEYS)[number], 'Космічний корабель'), key).toBe(false);
    }
  });

  it('limits numbers and lengths where the build does, no tighter', () => {
    for (const [key, field] of goods) {
      const name = key as (typeof FIELD_KEYS)[number];
      if (field.widget === 'number') {
        expect(builds(name, String(field.min)), key).toBe(true);
        expect(builds(name, String(field.max)), key).toBe(true);
        expect(builds(name, String(field.min! - 1)), key).toBe(false);
        expect(builds(name, String(field.max! + 1)), key).toBe(false);
      }
      if (field.maxlength !== undefined) {
        expect(builds(name, 'а'.repeat(field.maxlength)), key).toBe(true);
        expect(builds(name, 'а'.repeat(field.maxlength + 1)), key).toBe(false);
      }
    }
    expect(goods.get('price')).toMatchObject({ widget: 'number', min: 1, max: 1_000_000 });
    expect(goods.get('title')?.maxlength).toBe(200);
  });

  it('numbers a new good by itself, as the build reads a number, and dates it today', () => {
    expect(goods.get('id')).toMatchObject({
      widget: 'hidden',
      default: "{{datetime | date('YYMMDDHHmm')}}",
    });
    // What the template makes of 26 November 2026, 01:15 UTC.
    expect(parseField('id', '2611260115')).toEqual({ value: 2_611_260_115 });
    expect(goods.get('createdAt')).toMatchObject({ widget: 'datetime', default: '{{now}}' });
    expect(builds('createdAt', context.today)).toBe(true);
  });
});

describe('the shop’s form in config.yml', () => {
  it('has every key of shop.yaml under the name the reader knows, each pattern the reader’s own', () => {
    const dir = mkdtempSync(join(tmpdir(), 'shop-form-'));
    expect([...shop.keys()]).toEqual(SHOP_KEYS.map(shopKeyName));
    // Sveltia refuses a field's name with a space or a sign in it, and then shows no form at all.
    for (const name of [...shop.keys(), ...goods.keys()])
      expect(name).toMatch(/^[\p{L}\p{N}_-]+$/u);
    for (const key of SHOP_KEYS) {
      const { pattern } = SHOP_SETTINGS[key].form;
      if (!pattern) continue;
      const field = shop.get(shopKeyName(key))!;
      const regexp = sveltiaRegExp(field.pattern!);
      const problems = (text: string) => {
        writeFileSync(
          join(dir, 'shop.yaml'),
          `телефон: +380 67 123 45 67\n${shopKeyName(key)}: ${text}\n`,
        );
        return readShopFile(dir).problems;
      };
      for (const text of pattern.accepts) {
        expect(regexp.test(text), `${key}: ${text}`).toBe(true);
        expect(problems(text), `${key}: ${text}`).toEqual([]);
      }
      for (const text of pattern.refuses) {
        expect(regexp.test(text), `${key}: ${text}`).toBe(false);
        expect(problems(text), `${key}: ${text}`).not.toEqual([]);
      }
    }
  });
});
