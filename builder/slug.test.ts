// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  SPEC_CATEGORIES,
  SPEC_CATEGORY_SLUGS,
  SPEC_MATERIALS,
  SPEC_MATERIAL_SLUGS,
} from '../src/shared/config/default-vocabulary.ts';
import { ukrainianSlug } from './slug.ts';

describe('ukrainianSlug', () => {
  it('makes the spec’s own slugs of its categories and materials', () => {
    expect(SPEC_CATEGORIES.map(ukrainianSlug)).toEqual(
      SPEC_CATEGORIES.map((name) => SPEC_CATEGORY_SLUGS[name]),
    );
    expect(SPEC_MATERIALS.map(ukrainianSlug)).toEqual(
      SPEC_MATERIALS.map((name) => SPEC_MATERIAL_SLUGS[name]),
    );
  });

  it('writes a word’s first є, ї, й, ю, я as they sound, and keeps Latin and digits', () => {
    expect(ukrainianSlug('Юрій Ярошенко')).toBe('yurii-yaroshenko');
    expect(ukrainianSlug('XIX століття')).toBe('xix-stolittia');
    expect(ukrainianSlug('1960-ті')).toBe('1960-ti');
    expect(ukrainianSlug('Villeroy & Boch')).toBe('villeroy-and-boch');
    expect(ukrainianSlug('Згурівка')).toBe('zghurivka');
  });
});
