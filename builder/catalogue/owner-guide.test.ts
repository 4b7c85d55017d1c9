// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_FIELDS,
  FIELD_KEYS,
  specOf,
} from '../../src/shared/catalogue/fields.ts';
import { SPEC_VOCABULARY } from '../../src/shared/config/shop-config.ts';

/**
 * The owner's guide (docs/owner-catalogue.md) against the table of fields
 * (src/shared/catalogue/fields.ts): every column in the guide's table, with
 * its name, whether it must be filled and an example the build reads.
 */

const GUIDE = readFileSync('docs/owner-catalogue.md', 'utf8');

/** The guide's columns table: name → [required, example]. */
const rows = new Map(
  [...GUIDE.matchAll(/^\| `([^`]+)`\s*\| (так|ні)\s*\| `([^`]+)`\s*\|/gm)].map((match) => [
    match[1]!,
    { required: match[2] === 'так', example: match[3]! },
  ]),
);

const context = {
  vocabulary: {
    categories: SPEC_VOCABULARY.categories.map(({ name }) => name),
    materials: SPEC_VOCABULARY.materials.map(({ name }) => name),
  },
  today: '2026-11-20',
};

describe('the owner’s guide', () => {
  it.each(FIELD_KEYS)('lists the column of %s as the table of fields declares it', (key) => {
    const spec = specOf(key);
    const row = rows.get(spec.columns[0]);
    expect(row, `a row for «${spec.columns[0]}»`).toBeDefined();
    expect(row!.required).toBe(spec.required === true);
    expect(row!.example).toBe(spec.example);
    expect(spec.parse(spec.example, context)).not.toHaveProperty('problem');
  });

  it('names every column in English too, and no column the build does not know', () => {
    const english = /англійською \(([^)]*)\)/.exec(GUIDE.replace(/\s+/g, ' '))![1]!;
    const named = [...english.matchAll(/`([^`]+)`/g)].map((match) => match[1]);
    expect(new Set(named)).toEqual(new Set(FIELD_KEYS.filter((key) => key !== 'id')));
    expect([...rows.keys()].sort()).toEqual(
      FIELD_KEYS.map((key) => CATALOGUE_FIELDS[key].columns[0]).sort(),
    );
  });
});
