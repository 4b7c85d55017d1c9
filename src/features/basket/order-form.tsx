import { useId, type ReactNode } from 'react';
import { addressWords, UKRPOSHTA } from './address-words';
import { isListed } from './nova-poshta';
import { NovaPoshtaFields } from './nova-poshta-fields';
import { DELIVERY_OPTIONS, PAYMENT_NOTES, PAYMENT_OPTIONS, PICKUP } from './order-options';
import {
  FIELD_MAX,
  measuredLength,
  phoneNote,
  type BoundedField,
  type OrderField,
} from './order-schema';
import type { OrderValues } from './order-visit';
import styles from './order.module.css';

export type OrderErrors = Partial<Record<OrderField, string>>;

export const fieldId = (field: OrderField) => `order-${field}`;
const errorId = (field: OrderField) => `order-${field}-error`;

/** A bounded field shows its count from this share of its limit on, before the limit is reached. */
const COUNT_FROM = 0.8;

/**
 * The order form (docs/pages.md, "The basket"): every field labelled, what
 * each needs said under it, the address's words following the delivery.
 * Nothing typed is ever cut: a field's limit is shown as it nears, and a
 * longer text is a problem the check names (order-schema.ts).
 */
export function OrderForm({
  values,
  errors,
  addressNote = '',
  onChange,
  onSubmit,
}: {
  values: OrderValues;
  errors: OrderErrors;
  /** Said under the address: a new city or delivery took it away. */
  addressNote?: string;
  onChange: (field: OrderField, value: string) => void;
  onSubmit: () => void;
}) {
  const set = (field: OrderField) => (value: string) => onChange(field, value);
  const pickup = values.delivery === PICKUP;
  const address = addressWords(values.delivery);
  // The city and address as plain fields: for a delivery without a list, or when the list cannot be had.
  const plainAddress = (
    <>
      <TextField
        field="city"
        label="Місто"
        autoComplete="address-level2"
        value={values.city}
        onChange={set('city')}
        error={errors.city}
      />
      <TextField
        field="address"
        label="Відділення або адреса"
        hint={address.hint}
        autoComplete={values.delivery === "Нова пошта — кур'єр" ? 'street-address' : 'off'}
        value={values.address}
        onChange={set('address')}
        error={errors.address}
      />
    </>
  );

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <TextField
        field="name"
        label="Ім'я та прізвище"
        autoComplete="name"
        value={values.name}
        onChange={set('name')}
        error={errors.name}
      />
      <TextField
        field="phone"
        label="Телефон"
        type="tel"
        autoComplete="tel"
        hint={
          phoneNote(values.delivery, values.phone) ??
          'Наприклад, 067 123 45 67 або, з-за кордону, +48 512 345 678'
        }
        value={values.phone}
        onChange={set('phone')}
        error={errors.phone}
      />
      <RadioGroup
        field="delivery"
        legend="Доставка"
        options={DELIVERY_OPTIONS}
        value={values.delivery}
        onChange={set('delivery')}
        error={errors.delivery}
      />
      {!pickup &&
        (isListed(values.delivery) ? (
          <NovaPoshtaFields
            delivery={values.delivery}
            city={values.city}
            address={values.address}
            errors={errors}
            errorId={errorId}
            onChange={onChange}
          />
        ) : (
          plainAddress
        ))}
      {/* In the page before it says anything, so that a screen reader hears it when it does. */}
      <p role="status" className={addressNote ? styles.hint : styles.quiet}>
        {addressNote}
      </p>
      {values.delivery === UKRPOSHTA && (
        <TextField
          field="postcode"
          label="Індекс"
          hint="П’ять цифр, наприклад 65014"
          autoComplete="postal-code"
          inputMode="numeric"
          value={values.postcode}
          onChange={set('postcode')}
          error={errors.postcode}
        />
      )}
      <RadioGroup
        field="payment"
        legend="Оплата"
        options={PAYMENT_OPTIONS}
        notes={PAYMENT_NOTES}
        value={values.payment}
        onChange={set('payment')}
        error={errors.payment}
      />
      <TextField
        field="comment"
        label="Коментар"
        hint={`Необов'язково, до ${FIELD_MAX.comment} символів`}
        multiline
        value={values.comment}
        onChange={set('comment')}
        error={errors.comment}
      />
      <button type="submit" className={styles.primary}>
        Оформити замовлення
      </button>
    </form>
  );
}

interface FieldProps {
  field: OrderField;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

function ErrorText({ field, error }: { field: OrderField; error?: string }): ReactNode {
  return error ? (
    <p id={errorId(field)} className={styles.error}>
      {error}
    </p>
  ) : null;
}

function isBounded(field: OrderField): field is BoundedField {
  return field in FIELD_MAX;
}

/** A bounded field's count: always for the comment, else once it nears its limit; null when none. */
function countOf(field: OrderField, value: string): { text: string; over: boolean } | null {
  if (!isBounded(field)) return null;
  const max = FIELD_MAX[field];
  const length = measuredLength(field, value);
  if (field !== 'comment' && length < max * COUNT_FROM) return null;
  const over = length - max;
  return over > 0
    ? { text: `${length} з ${max} символів: на ${over} більше`, over: true }
    : { text: `${length} з ${max} символів`, over: false };
}

function TextField({
  field,
  label,
  hint,
  multiline,
  value,
  onChange,
  error,
  ...input
}: FieldProps & {
  label: string;
  hint?: string;
  multiline?: boolean;
  type?: string;
  autoComplete?: string;
  inputMode?: 'numeric';
}) {
  const hintId = useId();
  const countId = useId();
  const count = countOf(field, value);
  const common = {
    id: fieldId(field),
    name: field,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(
      error && errorId(field),
      hint && hintId,
      count !== null && countId,
    ),
    required: field !== 'comment',
  };
  return (
    <div className={styles.field}>
      <label htmlFor={fieldId(field)}>{label}</label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {multiline ? (
        <textarea rows={3} {...common} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          type={input.type ?? 'text'}
          autoComplete={input.autoComplete}
          inputMode={input.inputMode}
          {...common}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {count && (
        <p id={countId} className={count.over ? styles.countOver : styles.count}>
          {count.text}
        </p>
      )}
      <ErrorText field={field} error={error} />
    </div>
  );
}

function RadioGroup({
  field,
  legend,
  options,
  value,
  onChange,
  error,
  notes,
}: FieldProps & {
  legend: string;
  options: readonly string[];
  /** What to know of an option, said under it. */
  notes?: ReadonlyMap<string, string>;
}) {
  const legendId = useId();
  const noteId = useId();
  return (
    <fieldset
      className={styles.group}
      role="radiogroup"
      aria-labelledby={legendId}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId(field) : undefined}
    >
      <legend id={legendId}>{legend}</legend>
      {options.map((option, index) => {
        const note = notes?.get(option);
        const optionNoteId = note ? `${noteId}-${index}` : undefined;
        return (
          <div key={option}>
            <label className={styles.option}>
              <input
                type="radio"
                // The first option takes focus when the group has a problem.
                id={index === 0 ? fieldId(field) : undefined}
                name={field}
                value={option}
                checked={value === option}
                required
                aria-describedby={describedBy(optionNoteId, error && errorId(field))}
                onChange={() => onChange(option)}
              />
              {option}
            </label>
            {note && (
              <p id={optionNoteId} className={styles.optionNote}>
                {note}
              </p>
            )}
          </div>
        );
      })}
      <ErrorText field={field} error={error} />
    </fieldset>
  );
}
