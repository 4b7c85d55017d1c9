import parsePhoneNumber from 'libphonenumber-js/min';
import * as v from 'valibot';
import { addressWords, UKRPOSHTA } from './address-words';
import { DELIVERY_OPTIONS, PAYMENT_OPTIONS, PICKUP } from './order-options';

/**
 * The order form's fields and their checks (docs/architecture.md, "Basket
 * and order"), with the Ukrainian message each problem shows under its
 * field. Every problem is found in one pass: which fields are asked for
 * follows the delivery chosen, not a second round of checks. Text is kept as
 * typed but for its ends (and a one-line field's runs of spaces); the phone is
 * written the one way the owner dials it. This module and the phone-number
 * library it uses load only with the order (src/app/routes/basket.tsx).
 */

/**
 * Bounds that keep the order's text within what a message link carries
 * (order-text.ts). The form says each before it is reached and never cuts
 * what was typed: a longer text is a problem to fix, not a loss.
 */
export const FIELD_MAX = { name: 100, city: 60, address: 150, comment: 300 } as const;
export type BoundedField = keyof typeof FIELD_MAX;

export const orderMessages = {
  name: "Вкажіть ім'я та прізвище",
  phone: 'Вкажіть номер телефону',
  phoneCharacters:
    'У номері лише цифри, пробіли, дужки, дефіси й «+». Побажання напишіть у коментарі',
  phoneLookalike: (letter: string, script: string, digit: string) =>
    `У номері ${script} літера «${letter}» замість цифри ${digit}: наберіть цифру ${digit}`,
  phoneAbroad:
    'Це іноземний номер. «Нова пошта» видає посилку за SMS-кодом на український номер: якщо посилку забиратиме хтось інший, напишіть його номер у коментарі',
  phoneFormat:
    'Перевірте номер: український, як 067 123 45 67, або іноземний з кодом країни, як +48 512 345 678',
  delivery: 'Оберіть спосіб доставки',
  city: 'Вкажіть місто',
  postcode: 'Вкажіть індекс: п’ять цифр, наприклад 65014',
  payment: 'Оберіть спосіб оплати',
  tooLong: (max: number, length: number) =>
    `Не довше за ${max} символів, а тут ${length}: скоротіть на ${length - max}`,
  tooLongForLink:
    'Емодзі та складні знаки займають у повідомленні більше місця: цей текст не вміститься в посилання, скоротіть його',
};

/**
 * A one-line field's text: its ends trimmed, any run of spaces or line
 * breaks one space. NEL (U+0085) is a line break to a messenger but not
 * whitespace to `\s`, so it is named here.
 */
export function oneLine(text: string): string {
  return text.replace(/[\s\u0085]+/g, ' ').trim();
}

/** The field's text as its check takes it. */
const taken = (field: BoundedField, text: string) =>
  field === 'comment' ? text.trim() : oneLine(text);

const graphemes = new Intl.Segmenter('uk', { granularity: 'grapheme' });

/** How many characters a person sees: an emoji with its skin tone or a flag is one. */
export function visibleLength(text: string): number {
  let count = 0;
  for (const _ of graphemes.segment(text)) count += 1;
  return count;
}

/** How long a field's text counts, as its check measures it: what a person sees. */
export function measuredLength(field: BoundedField, text: string): number {
  return visibleLength(taken(field, text));
}

/**
 * A bound on the code units a field takes in the order's text
 * (ORDER_TEXT_MAX in order-text.ts is counted in them, as a link's length
 * is): twice its visible bound, so that ordinary text with a few emoji
 * passes, and a comment of 300 family emoji (11 units each) cannot push the
 * order past what a message link carries.
 */
export const unitsMax = (field: BoundedField) => FIELD_MAX[field] * 2;

/** Whether the field's text fits the link, however many characters it shows. */
export const fitsLink = (field: BoundedField, text: string) =>
  taken(field, text).length <= unitsMax(field);

/** What a phone number may be written with; anything else is not part of the number. */
const PHONE_CHARACTERS = /^[\d\s()+\-.]*$/;

/**
 * Letters that look like digits, typed by a keyboard left in another layout
 * or by habit: the digit each stands for, and its alphabet as the message
 * names it (a Cyrillic О and a Latin O look the same on screen).
 */
const LOOKALIKES: Record<string, { digit: string; script: string }> = {
  О: { digit: '0', script: 'кирилична' },
  о: { digit: '0', script: 'кирилична' },
  O: { digit: '0', script: 'латинська' },
  o: { digit: '0', script: 'латинська' },
  З: { digit: '3', script: 'кирилична' },
  з: { digit: '3', script: 'кирилична' },
  І: { digit: '1', script: 'кирилична' },
  і: { digit: '1', script: 'кирилична' },
  I: { digit: '1', script: 'латинська' },
  l: { digit: '1', script: 'латинська' },
  Б: { digit: '6', script: 'кирилична' },
};

/**
 * The first letter standing for a digit in what would otherwise be a
 * number, as its message says it, or undefined (words in the field are
 * PHONE_CHARACTERS' to name).
 */
function lookalikeIn(typed: string): string | undefined {
  const chars = [...typed];
  const asDigits = chars.map((char) => LOOKALIKES[char]?.digit ?? char).join('');
  const letter = chars.find((char) => char in LOOKALIKES);
  if (letter === undefined || !PHONE_CHARACTERS.test(asDigits)) return undefined;
  const { digit, script } = LOOKALIKES[letter]!;
  return orderMessages.phoneLookalike(letter, script, digit);
}

/**
 * A phone number as the owner dials it, or null: a Ukrainian one as +380 and
 * nine digits, typed in any common way ('067 123 45 67', '+380 67…',
 * '00380…', the old '8 067…'); a foreign one with its country code, in E.164
 * ('+48512345678'). libphonenumber-js's smallest metadata tells a real number
 * from '0000000000'; landlines count, as a visitor may give one.
 */
export function readPhone(text: string): string | null {
  let typed = text.trim();
  const digits = typed.replace(/\D/g, '');
  // The old long-distance prefix: 8 and the ten digits from 0.
  if (!typed.startsWith('+') && /^80\d{9}$/.test(digits)) typed = digits.slice(1);
  const number = parsePhoneNumber(typed, 'UA');
  return number?.isValid() ? number.number : null;
}

/** A bounded field's check: at most its bound in characters a person sees, and what a link carries. */
function bounded(field: BoundedField) {
  const max = FIELD_MAX[field];
  return [
    v.check(
      (text: string) => visibleLength(text) <= max,
      (issue) => orderMessages.tooLong(max, visibleLength(issue.input as string)),
    ),
    v.check((text: string) => text.length <= unitsMax(field), orderMessages.tooLongForLink),
  ] as const;
}

function line(field: BoundedField, missing: string) {
  return v.pipe(v.string(), v.transform(oneLine), v.nonEmpty(missing), ...bounded(field));
}

/** What a field the delivery does not ask for holds: nothing, whatever was typed before. */
const notAsked = v.pipe(
  v.string(),
  v.transform(() => ''),
);

const phone = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(orderMessages.phone),
  v.check(
    (typed) => lookalikeIn(typed) === undefined,
    (issue) => lookalikeIn(issue.input as string)!,
  ),
  v.regex(PHONE_CHARACTERS, orderMessages.phoneCharacters),
  v.check((typed) => readPhone(typed) !== null, orderMessages.phoneFormat),
  v.transform((typed) => readPhone(typed)!),
);

/**
 * A word on a phone that is valid but will not serve the delivery, or
 * undefined: Nova Poshta hands a parcel out in Ukraine by a code sent to a
 * Ukrainian number, so a foreign one is said (not refused: the buyer may
 * name who collects it in the comment).
 */
export function phoneNote(delivery: string, typed: string): string | undefined {
  if (!delivery.startsWith('Нова пошта')) return undefined;
  const number = PHONE_CHARACTERS.test(typed.trim()) ? readPhone(typed) : null;
  return number !== null && !number.startsWith('+380') ? orderMessages.phoneAbroad : undefined;
}

/** The fields a delivery asks for: pickup no city nor address, Ukrposhta its postcode too. */
function orderSchema(delivery: string) {
  const pickup = delivery === PICKUP;
  return v.object({
    name: line('name', orderMessages.name),
    phone,
    delivery: v.picklist(DELIVERY_OPTIONS, orderMessages.delivery),
    city: pickup ? notAsked : line('city', orderMessages.city),
    address: pickup ? notAsked : line('address', addressWords(delivery).missing),
    postcode:
      delivery === UKRPOSHTA
        ? v.pipe(
            v.string(),
            v.transform((typed) => typed.replace(/\s/g, '')),
            v.regex(/^\d{5}$/, orderMessages.postcode),
          )
        : notAsked,
    payment: v.picklist(PAYMENT_OPTIONS, orderMessages.payment),
    comment: v.pipe(v.string(), v.trim(), ...bounded('comment')),
  });
}

export type OrderDetails = v.InferOutput<ReturnType<typeof orderSchema>>;
export type OrderField = keyof OrderDetails;

/** The fields in the order the form shows them: focus goes to the first with a problem. */
export const ORDER_FIELDS: readonly OrderField[] = [
  'name',
  'phone',
  'delivery',
  'city',
  'address',
  'postcode',
  'payment',
  'comment',
];

/** Checks what the form holds: the order, or every field's first problem, all at once. */
export function checkOrder(
  input: Record<OrderField, string>,
): { ok: true; order: OrderDetails } | { ok: false; errors: Partial<Record<OrderField, string>> } {
  const schema = orderSchema(input.delivery);
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, order: result.output };
  const nested = v.flatten<typeof schema>(result.issues).nested ?? {};
  const errors: Partial<Record<OrderField, string>> = {};
  for (const field of ORDER_FIELDS) {
    const message = nested[field]?.[0];
    if (message) errors[field] = message;
  }
  return { ok: false, errors };
}
