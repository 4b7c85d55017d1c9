import { FIELD_KEYS, specOf, type ParseContext } from '../../src/shared/catalogue/fields.ts';
import type { FieldForm, FormPattern } from '../../src/shared/catalogue/form.ts';
import { SHOP_KEYS, SHOP_SETTINGS, shopKeyName } from '../catalogue/shop-settings.ts';
import type { AdminField } from './admin-config.ts';

/**
 * The admin's forms from the build's own tables: a good's fields from the
 * catalogue's (src/shared/catalogue/fields.ts), shop.yaml's from its reader
 * (builder/catalogue/shop-settings.ts). Nothing here names a field: a new one
 * in either table reaches the form.
 */

/** The lists a good's category and material are chosen from: the shop's own (shop.yaml) or the spec's. */
export type AdminVocabulary = ParseContext['vocabulary'];

/** A pattern as Sveltia reads it: `/source/flags` (without `g` or `y`, which it drops). */
export const sveltiaPattern = ({ regexp, message }: FormPattern) => ({
  source: `/${regexp.source}/${regexp.flags.replace(/[gy]/g, '')}`,
  message,
});

function adminField(
  key: string,
  { pattern, options, required, ...form }: FieldForm,
  buildRequires: boolean,
  vocabulary: AdminVocabulary,
): AdminField {
  return {
    key,
    ...form,
    required: buildRequires || required === true,
    ...(pattern ? { pattern: sveltiaPattern(pattern) } : {}),
    ...(options === undefined
      ? {}
      : { options: typeof options === 'string' ? vocabulary[options] : options }),
  };
}

/** A good's fields, in the table's order, as the admin's form enters them. */
export function itemFields(vocabulary: AdminVocabulary): AdminField[] {
  return FIELD_KEYS.flatMap((key) => {
    const { form, required } = specOf(key);
    return 'notInForm' in form ? [] : [adminField(key, form, required === true, vocabulary)];
  });
}

/** shop.yaml's keys, under their Ukrainian names, as the admin's form enters them; none is required. */
export function shopFields(): AdminField[] {
  return SHOP_KEYS.map((key) =>
    adminField(shopKeyName(key), SHOP_SETTINGS[key].form, false, { categories: [], materials: [] }),
  );
}
