import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { EXTERNAL_LINK_REL } from '../../shared/config/links';
import { PATHS } from '../../shared/config/paths';
import { CONTACTS } from '../../shared/config/contacts';
import { BASE_PATH } from '../../shared/config/spec';
import { formatPrice } from '../../shared/lib/format-price';
import { focusPageHeading } from '../../shared/lib/focus-page-heading';
import { basketStore } from './basket-store';
import { saveOrder } from './last-order';
import { DELIVERY_OPTIONS, PAYMENT_OPTIONS, PICKUP } from './order-options';
import { checkOrder, FIELD_MAX, ORDER_FIELDS, type OrderField } from './order-schema';
import {
  detailLines,
  orderNumber,
  orderSubject,
  orderText,
  orderTotal,
  sendLinks,
  type Order,
  type OrderPiece,
} from './order-text';
import styles from './order.module.css';

type Values = Record<OrderField, string>;
type Errors = Partial<Record<OrderField, string>>;

const EMPTY: Values = {
  name: '',
  phone: '',
  delivery: '',
  city: '',
  address: '',
  payment: '',
  comment: '',
};

const fieldId = (field: OrderField) => `order-${field}`;
const errorId = (field: OrderField) => `order-${field}-error`;

function samePieces(a: readonly OrderPiece[], b: readonly OrderPiece[]): boolean {
  return a.length === b.length && a.every((piece, i) => piece.id === b[i]!.id);
}

function productAddress(id: number): string {
  return `${window.location.origin}${BASE_PATH}${PATHS.product(id).slice(1)}`;
}

/**
 * The order on the basket page (docs/pages.md), loaded with its validation
 * only when the basket holds pieces that can be ordered: the form, then the
 * order made of it with the links that send it to the owner
 * (src/features/basket/order-text.ts). The basket is emptied only when the
 * visitor says the order is sent.
 */
export function OrderSection({ pieces }: { pieces: readonly OrderPiece[] }) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [placed, setOrder] = useState<Order | null>(null);
  const focusName = useRef(false);
  // An order made of other pieces than the basket's now (one removed, here or
  // in another tab) is no longer the one to send: the form again.
  const order = placed && samePieces(placed.pieces, pieces) ? placed : null;

  useEffect(() => {
    // Back from the order to change it: focus to the first field, never to <body>.
    if (!order && focusName.current) document.getElementById(fieldId('name'))?.focus();
    focusName.current = false;
  }, [order]);

  if (order) {
    return (
      <PlacedOrder
        order={order}
        onEdit={() => {
          focusName.current = true;
          setOrder(null);
        }}
      />
    );
  }

  const set = (field: OrderField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
  };
  const pickup = values.delivery === PICKUP;

  return (
    <section className={styles.section} aria-labelledby="order-heading">
      <h2 id="order-heading">Оформлення замовлення</h2>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const result = checkOrder(values);
          if (!result.ok) {
            setErrors(result.errors);
            const first = ORDER_FIELDS.find((field) => result.errors[field]);
            if (first) document.getElementById(fieldId(first))?.focus();
            return;
          }
          setErrors({});
          const placed = { number: orderNumber(new Date()), pieces, details: result.order };
          void saveOrder({ number: placed.number, text: orderText(placed, productAddress) });
          setOrder(placed);
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
          hint="Наприклад, +380 67 123 45 67 або 067 123 45 67"
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
        {!pickup && (
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
              autoComplete="street-address"
              value={values.address}
              onChange={set('address')}
              error={errors.address}
            />
          </>
        )}
        <RadioGroup
          field="payment"
          legend="Оплата"
          options={PAYMENT_OPTIONS}
          value={values.payment}
          onChange={set('payment')}
          error={errors.payment}
        />
        <TextField
          field="comment"
          label="Коментар"
          hint="Необов'язково"
          multiline
          value={values.comment}
          onChange={set('comment')}
          error={errors.comment}
        />
        <button type="submit" className={styles.primary}>
          Оформити замовлення
        </button>
      </form>
    </section>
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
}) {
  const hintId = useId();
  const common = {
    id: fieldId(field),
    name: field,
    value,
    maxLength: FIELD_MAX[field as keyof typeof FIELD_MAX],
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(error && errorId(field), hint && hintId),
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
          {...common}
          onChange={(event) => onChange(event.target.value)}
        />
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
}: FieldProps & { legend: string; options: readonly string[] }) {
  const legendId = useId();
  return (
    <fieldset
      className={styles.group}
      role="radiogroup"
      aria-labelledby={legendId}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId(field) : undefined}
    >
      <legend id={legendId}>{legend}</legend>
      {options.map((option, index) => (
        <label key={option} className={styles.option}>
          <input
            type="radio"
            // The first option takes focus when the group has a problem.
            id={index === 0 ? fieldId(field) : undefined}
            name={field}
            value={option}
            checked={value === option}
            required
            aria-describedby={error ? errorId(field) : undefined}
            onChange={() => onChange(option)}
          />
          {option}
        </label>
      ))}
      <ErrorText field={field} error={error} />
    </fieldset>
  );
}

/** The order made: what it holds, the links that send it, copying, and `Замовлення надіслано`. */
function PlacedOrder({ order, onEdit }: { order: Order; onEdit: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const [copied, setCopied] = useState('');
  const text = orderText(order, productAddress);
  const links = sendLinks(CONTACTS, orderSubject(order), text);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('Замовлення скопійовано');
    } catch {
      setCopied('Не вдалося скопіювати. Текст замовлення виділено нижче: скопіюйте його самі.');
      textRef.current?.focus();
      textRef.current?.select();
    }
  }

  return (
    <section className={styles.section} aria-labelledby="order-placed" data-testid="order">
      <h2 id="order-placed" ref={headingRef} tabIndex={-1}>
        Замовлення {order.number}
      </h2>
      <p>
        Надішліть його нам зручним способом: ми відповімо, підтвердимо наявність і вартість
        доставки.
      </p>
      <ol className={styles.pieces}>
        {order.pieces.map((piece) => (
          <li key={piece.id}>
            <Link to={PATHS.product(piece.id)}>{piece.title}</Link> — {formatPrice(piece.price)}
          </li>
        ))}
      </ol>
      <p>
        Разом: <strong data-testid="order-total">{formatPrice(orderTotal(order.pieces))}</strong> і
        доставка за тарифами перевізника
      </p>
      <dl className={styles.details}>
        {detailLines(order.details).map((line) => {
          const at = line.indexOf(': ');
          return (
            <div key={line.slice(0, at)} style={{ display: 'contents' }}>
              <dt>{line.slice(0, at)}</dt>
              <dd>{line.slice(at + 2)}</dd>
            </div>
          );
        })}
      </dl>
      <div className={styles.actions}>
        {links.map((link) => (
          <a
            key={link.label}
            className={styles.primary}
            href={link.href}
            {...(link.href.startsWith('mailto:')
              ? {}
              : { target: '_blank', rel: EXTERNAL_LINK_REL })}
          >
            {link.label}
          </a>
        ))}
        <button type="button" className={styles.secondary} onClick={() => void copy()}>
          Скопіювати замовлення
        </button>
      </div>
      <p role="status">{copied}</p>
      <div className={styles.field}>
        <label htmlFor="order-text">Текст замовлення</label>
        <textarea id="order-text" ref={textRef} className={styles.text} readOnly value={text} />
      </div>
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={onEdit}>
          Змінити дані
        </button>
        <button
          type="button"
          className={styles.primary}
          onClick={() => {
            basketStore.clear();
            focusPageHeading();
          }}
        >
          Замовлення надіслано
        </button>
      </div>
    </section>
  );
}
