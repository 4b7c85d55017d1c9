import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CONTACTS } from '../../shared/config/contacts';
import { CHANNELS, opening } from '../../shared/config/contact-links';
import { PATHS } from '../../shared/config/paths';
import { BASE_PATH } from '../../shared/config/spec';
import { countEvent } from '../../shared/figures/figures';
import { formatPrice } from '../../shared/lib/format-price';
import {
  detailRows,
  orderSubject,
  orderText,
  orderTotal,
  sendLinks,
  type Order,
} from './order-text';
import { paymentOf, type Payment } from './order-options';
import { TransferPayment } from './transfer-payment';
import styles from './order.module.css';

/** What the shown order adds for the way to pay chosen: the transfer its QR, the others nothing. */
const PAYMENT_SHOWN: Record<Payment, ((order: Order) => ReactNode) | null> = {
  cashOnDelivery: null,
  card: null,
  transfer: (order) => <TransferPayment number={order.number} sum={orderTotal(order.pieces)} />,
};

/** The phone is never broken across lines; the comment, the visitor's free text, is set apart. */
const DETAIL_CLASS: Record<string, string | undefined> = {
  Телефон: styles.phone,
  Коментар: styles.comment,
};

export function productAddress(id: number): string {
  return `${window.location.origin}${BASE_PATH}${PATHS.product(id).slice(1)}`;
}

/**
 * The order made (docs/pages.md, "The basket"): what it holds, the links
 * that send it, copying, `Змінити дані` and `Замовлення надіслано`. Once a
 * link or copying is used (`sent`), it says what is left to do.
 */
export function PlacedOrder({
  order,
  sent,
  focus,
  onSend,
  onEdit,
  onSent,
}: {
  order: Order;
  sent: boolean;
  /** Focus its heading when it appears: it was just made, not restored. */
  focus: boolean;
  onSend: () => void;
  onEdit: () => void;
  onSent: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const [copied, setCopied] = useState('');
  const text = orderText(order, productAddress);
  const links = sendLinks(CONTACTS, orderSubject(order), text);

  useEffect(() => {
    if (focus) headingRef.current?.focus();
  }, [focus]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('Замовлення скопійовано');
      countEvent('Замовлення: Скопійовано');
      onSend();
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
        доставки. Платіть лише після нашого підтвердження.
      </p>
      <ol className={styles.pieces}>
        {order.pieces.map((piece) => (
          <li key={piece.id}>
            <Link to={PATHS.product(piece.id)}>{piece.title}</Link> —{' '}
            <span className={styles.price}>{formatPrice(piece.price)}</span>
          </li>
        ))}
      </ol>
      <p>
        Разом: <strong data-testid="order-total">{formatPrice(orderTotal(order.pieces))}</strong> і
        доставка за тарифами перевізника
      </p>
      <dl className={styles.details}>
        {detailRows(order.details).map(({ label, value }) => (
          <div key={label} className={styles.detail}>
            <dt>{label}</dt>
            {/* dir="auto" isolates the visitor's words: right-to-left text reorders nothing around it. */}
            <dd dir="auto" className={DETAIL_CLASS[label]}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <div className={styles.actions}>
        {links.map((link) => (
          <a
            key={link.label}
            className={styles.primary}
            href={link.href}
            onClick={() => {
              countEvent(`Замовлення: ${CHANNELS[link.channel].figure}`);
              onSend();
            }}
            {...opening(link)}
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
        <textarea
          id="order-text"
          ref={textRef}
          className={styles.text}
          rows={10}
          readOnly
          value={text}
        />
      </div>
      {PAYMENT_SHOWN[paymentOf(order.details.payment) ?? 'card']?.(order)}
      <p role="status" className={sent ? styles.next : undefined}>
        {sent &&
          'Надіслали? Тоді натисніть «Замовлення надіслано»: кошик спорожніє, а ми розкажемо, що далі.'}
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={onEdit}>
          Змінити дані
        </button>
        <button type="button" className={styles.primary} onClick={onSent}>
          Замовлення надіслано
        </button>
      </div>
    </section>
  );
}
