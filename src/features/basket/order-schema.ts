import * as v from 'valibot';
import { phoneDigits } from '../../shared/lib/phone';
import { DELIVERY_OPTIONS, PAYMENT_OPTIONS, PICKUP } from './order-options';

/**
 * The order form's fields and their checks (docs/architecture.md, "Basket
 * and order"), with the Ukrainian message each problem shows under its
 * field. What the visitor typed is kept as typed; only the phone is written
 * the one way the owner dials it, +380 and nine digits.
 */

/** Bounds that keep the order's text within what a message link carries (order-text.ts). */
export const FIELD_MAX = { name: 100, phone: 30, city: 60, address: 150, comment: 300 } as const;

export const orderMessages = {
  name: "Вкажіть ім'я та прізвище",
  phone: 'Вкажіть номер телефону',
  phoneFormat: 'Вкажіть український номер: +380 і ще дев’ять цифр, наприклад +380 67 123 45 67',
  delivery: 'Оберіть спосіб доставки',
  city: 'Вкажіть місто',
  address: 'Вкажіть відділення або адресу',
  payment: 'Оберіть спосіб оплати',
  tooLong: (max: number) => `Не довше за ${max} символів`,
};

const filled = (message: string) => v.check<string, string>((text) => text.trim() !== '', message);

/** A Ukrainian number, typed in any common way: '+380 67 123 45 67', '067-123-45-67', '(067) 1234567'. */
function ukrainianPhone(text: string): string | null {
  const digits = phoneDigits(text);
  return digits !== null && /^380\d{9}$/.test(digits) ? `+${digits}` : null;
}

const text = (max: number, message: string) =>
  v.pipe(v.string(), filled(message), v.maxLength(max, orderMessages.tooLong(max)));

export const orderSchema = v.pipe(
  v.object({
    name: text(FIELD_MAX.name, orderMessages.name),
    phone: v.pipe(
      v.string(),
      filled(orderMessages.phone),
      v.maxLength(FIELD_MAX.phone, orderMessages.phoneFormat),
      v.check((typed) => ukrainianPhone(typed) !== null, orderMessages.phoneFormat),
      v.transform((typed) => ukrainianPhone(typed)!),
    ),
    delivery: v.picklist(DELIVERY_OPTIONS, orderMessages.delivery),
    city: v.pipe(v.string(), v.maxLength(FIELD_MAX.city, orderMessages.tooLong(FIELD_MAX.city))),
    address: v.pipe(
      v.string(),
      v.maxLength(FIELD_MAX.address, orderMessages.tooLong(FIELD_MAX.address)),
    ),
    payment: v.picklist(PAYMENT_OPTIONS, orderMessages.payment),
    comment: v.pipe(
      v.string(),
      v.maxLength(FIELD_MAX.comment, orderMessages.tooLong(FIELD_MAX.comment)),
    ),
  }),
  v.forward(
    v.partialCheck(
      [['delivery'], ['city']],
      (input) => input.delivery === PICKUP || input.city.trim() !== '',
      orderMessages.city,
    ),
    ['city'],
  ),
  v.forward(
    v.partialCheck(
      [['delivery'], ['address']],
      (input) => input.delivery === PICKUP || input.address.trim() !== '',
      orderMessages.address,
    ),
    ['address'],
  ),
  // Pickup has no city nor address, whatever was typed before choosing it.
  v.transform((order) => (order.delivery === PICKUP ? { ...order, city: '', address: '' } : order)),
);

export type OrderDetails = v.InferOutput<typeof orderSchema>;
export type OrderField = keyof OrderDetails;

/** The fields in the order the form shows them: focus goes to the first with a problem. */
export const ORDER_FIELDS: readonly OrderField[] = [
  'name',
  'phone',
  'delivery',
  'city',
  'address',
  'payment',
  'comment',
];

/** Checks what the form holds: the order, or each field's first problem. */
export function checkOrder(
  input: Record<OrderField, string>,
): { ok: true; order: OrderDetails } | { ok: false; errors: Partial<Record<OrderField, string>> } {
  const result = v.safeParse(orderSchema, input);
  if (result.success) return { ok: true, order: result.output };
  const nested = v.flatten<typeof orderSchema>(result.issues).nested ?? {};
  const errors: Partial<Record<OrderField, string>> = {};
  for (const field of ORDER_FIELDS) {
    const message = nested[field]?.[0];
    if (message) errors[field] = message;
  }
  return { ok: false, errors };
}
