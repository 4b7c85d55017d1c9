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
      name: 'BON VINTAGE',
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

/**
 * Whether Sveltia saves `text` typed (or chosen) into `field`, checked as it
 * checks it (its services/contents/draft/validate/fields.js and
 * fields/string/validate.js): the text trimmed; empty is refused only when
 * required, and then no other rule applies; the pattern is tested on the
 * trimmed text; the length counts its characters.
 */
function sveltiaAccepts(field: FormField, text: string): boolean {
  const trimmed = text.trim();
  if (trimmed === '') return field.required !== true;
  if (field.pattern && !sveltiaRegExp(field.pattern).test(trimmed)) return false;
  if (field.maxlength !== undefined && [...trimmed].length > field.maxlength) return false;
  if (field.widget === 'select' && !field.options!.includes(text)) return false;
  return true;
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

  it('holds every field’s examples to the parser: what the form accepts builds, what it refuses the build refuses', () => {
    const typed = FIELD_KEYS.filter((key) => {
      const widget = goods.get(key)?.widget;
      return widget === 'string' || widget === 'text' || widget === 'select';
    });
    expect(typed.length).toBeGreaterThan(10);
    for (const key of typed) {
      const field = goods.get(key)!;
      const { accepts, refuses } = specOf(key).examples;
      for (const text of accepts) {
        expect(sveltiaAccepts(field, text), `${key}: the form takes ${text}`).toBe(true);
        expect(builds(key, text), `${key}: the build takes ${text}`).toBe(true);
      }
      for (const text of refuses) {
        expect(sveltiaAccepts(field, text), `${key}: the form refuses ${text}`).toBe(false);
        expect(builds(key, text), `${key}: the build refuses ${text}`).toBe(false);
      }
    }
  });

  it('reads what the parser reads and refuses nothing else, for every field of the table', () => {
    for (const key of FIELD_KEYS) {
      const { accepts, refuses } = specOf(key).examples;
      for (const text of accepts) expect(builds(key, text), `${key}: ${text}`).toBe(true);
      for (const text of refuses) expect(builds(key, text), `${key}: ${text}`).toBe(false);
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

  it('limits lengths where the build does, no tighter', () => {
    for (const [key, field] of goods) {
      const name = key as (typeof FIELD_KEYS)[number];
      if (field.maxlength !== undefined) {
        expect(builds(name, 'а'.repeat(field.maxlength)), key).toBe(true);
        expect(builds(name, 'а'.repeat(field.maxlength + 1)), key).toBe(false);
      }
    }
    expect(goods.get('title')?.maxlength).toBe(200);
  });

  it.each([
    ['price', true],
    ['oldPrice', false],
  ] as const)(
    'takes %s as text, saved as typed, by the build’s own rule: every spelling of a price, read or refused alike',
    (key, required) => {
      const price = goods.get(key)!;
      expect(price).toMatchObject({ widget: 'string', required });
      // Every way of writing a price from a few signs: the form and the build agree on each.
      const signs = ['1', '2', '0', '5', ' ', '.', ',', '-', 'грн', '₴'];
      const texts = new Set<string>(['']);
      for (let length = 0; length < 4; length += 1)
        for (const text of [...texts]) for (const sign of signs) texts.add(text + sign);
      for (const tail of ['000', '000,5', '000.49', '00 000', ' 000 000', ' 000 000,5', ' грн'])
        for (const head of ['1', '10', '100', '999', '1 0', '1.0', '1,0', '0'])
          texts.add(head + tail);
      expect(texts.size).toBeGreaterThan(10_000);
      const disagree = [...texts].filter(
        (text) => sveltiaAccepts(price, text) !== builds(key, text),
      );
      expect(disagree).toEqual([]);
      const outOfRange = [...texts].filter((text) => {
        const parsed = CATALOGUE_FIELDS[key].parse(text, context);
        return (
          'value' in parsed &&
          parsed.value !== undefined &&
          !(parsed.value >= 1 && parsed.value <= 1_000_000)
        );
      });
      expect(outOfRange).toEqual([]);
    },
  );

  it('numbers a new good by itself, uniquely even in one minute, as the build reads a number, and dates it today', () => {
    expect(goods.get('id')).toMatchObject({
      widget: 'hidden',
      default: "{{datetime | date('YYMMDDHHmm')}}-{{uuid_shorter}}",
    });
    // What the template makes of 26 November 2026, 01:15 UTC, on two phones at once.
    expect(parseField('id', '2611260115-3f9a0c12')).toEqual({ value: 261_126_011_560_242 });
    expect(parseField('id', '2611260115-9b7e14d0')).toEqual({ value: 261_126_011_531_344 });
    // Goods the admin numbered by the minute alone keep their numbers.
    expect(parseField('id', '2611260115')).toEqual({ value: 2_611_260_115 });
    // The last minute of 2099, the largest random part: still a safe integer.
    expect(parseField('id', '9912312359-ffffffff')).toEqual({ value: 991_231_235_967_295 });
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
      for (const text of pattern.accepts ?? []) {
        expect(regexp.test(text), `${key}: ${text}`).toBe(true);
        expect(problems(text), `${key}: ${text}`).toEqual([]);
      }
      for (const text of pattern.refuses ?? []) {
        expect(regexp.test(text), `${key}: ${text}`).toBe(false);
        expect(problems(text), `${key}: ${text}`).not.toEqual([]);
      }
    }
  });
});
