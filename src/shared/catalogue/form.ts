/**
 * How a field of the catalogue is entered in the owner's admin
 * (docs/decisions/033-owner-admin.md): each field of the table
 * (fields.ts) says it beside its parser, so a new field reaches the form
 * with no other file, and the form's rules are the build's own
 * (builder/admin/catalogue-form.test.ts holds each to its parser).
 */

/** How a value is entered; each is one of Sveltia's field types (builder/admin/admin-config.ts). */
export type FormKind =
  /** One line of text. */
  | 'line'
  /** Several lines, their breaks kept. */
  | 'text'
  /** One of a list. */
  | 'choice'
  /** Photos stored beside the good's file, the first the main one. */
  | 'photos'
  /** One file stored beside the good's file. */
  | 'file'
  /** A day, stored as 'YYYY-MM-DD'. */
  | 'day'
  /** Written by the admin itself, never shown: a number the owner does not choose. */
  | 'generated'
  /** A list of one-line texts. */
  | 'lines';

/**
 * What a value must match, with the owner's message when it does not. A
 * field of the catalogue's table says what it accepts and refuses in its
 * `examples` (fields.ts); a pattern of another form (shop.yaml's,
 * builder/catalogue/shop-file.ts) carries its own here. The build's parser
 * must agree on each.
 */
export interface FormPattern {
  regexp: RegExp;
  message: string;
  accepts?: readonly [string, ...string[]];
  refuses?: readonly [string, ...string[]];
}

/**
 * Values as the owner types them (or chooses them) that the form and the
 * build both accept, and both refuse: builder/admin/catalogue-form.test.ts
 * runs each through the form's rule, as Sveltia applies it, and the parser.
 */
export interface FormExamples {
  accepts: readonly [string, ...string[]];
  refuses: readonly string[];
}

/** The lists of the shop a choice may offer: its categories or materials (shop.yaml, or the spec's). */
export type ShopList = 'categories' | 'materials';

export interface FieldForm {
  kind: FormKind;
  /** In Ukrainian, as the owner reads it above the input. */
  label: string;
  /** Shown under the input: an example, or what the build accepts. */
  hint?: string;
  /** Must be filled, though the build would take it empty (a status, chosen for the owner by default). */
  required?: true;
  pattern?: FormPattern;
  /** 'choice': the values offered, as the build spells them, or one of the shop's lists. */
  options?: readonly string[] | ShopList;
  /** 'file': what the phone's picker offers, as an `accept` attribute. */
  accept?: string;
  /** 'photos': how many. */
  min?: number;
  max?: number;
  /** 'line' and 'text': the most characters. */
  maxLength?: number;
  /** The value a new good starts with; for 'generated', a Sveltia template. */
  default?: string;
}

/** A field the form leaves out, and why (another field says the same). */
export interface NotInForm {
  notInForm: string;
}
