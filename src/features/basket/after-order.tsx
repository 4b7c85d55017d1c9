import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { PHONE_HREF } from '../../shared/config/contact-links';
import { CONTACTS } from '../../shared/config/contacts';
import { uk } from '../../shared/i18n/uk';
import { focusPageHeading } from '../../shared/lib/focus-page-heading';
import { SHOP_ABOUT } from '../../shared/config/shop-about';
import { pluralize } from '../../shared/lib/plural';
import { formatKeptUntil, LAST_ORDER_DAYS, useSavedOrder } from './last-order';
import { paymentOf, PICKUP, type PaidOrder, type Payment } from './order-options';
import { wayRows } from './order-text';
import { orderVisit, type Thanked } from './order-visit';
import styles from './order.module.css';

// The QR's picture stays in the order's own chunk (transfer-payment.tsx): the thanks loads it only for a transfer.
const TransferPayment = lazy(() =>
  import('./transfer-payment').then((module) => ({ default: module.TransferPayment })),
);

/**
 * What the thanks and the kept order add for the way to pay chosen: the
 * transfer its QR still, as it is paid after sending.
 */
const PAYMENT_THANKS: Record<Payment, ((order: PaidOrder) => ReactNode) | null> = {
  cashOnDelivery: null,
  card: null,
  transfer: ({ number, sum }) => (
    <Suspense fallback={null}>
      <TransferPayment number={number} sum={sum} sent />
    </Suspense>
  ),
};

/** What happens to the payment once the order is sent, by the way chosen. */
const PAYMENT_NEXT: Record<Payment, string> = {
  cashOnDelivery:
    'Оплата — під час отримання посилки (накладений платіж), разом із комісією перевізника за переказ грошей.',
  card: 'Оплата на картку — лише після нашого підтвердження: реквізити надішлемо в тій самій розмові.',
  transfer:
    'Оплата — переказом на рахунок за QR-кодом замовлення, коли ми підтвердимо, що річ чекає на вас; реквізити повторимо в тій самій розмові.',
};

/**
 * Above the empty basket: the thanks for the order the visitor just said was
 * sent, with what happens next (kept for the visit, order-visit.ts).
 */
export function OrderThanks() {
  const [thanked] = useState(() => orderVisit.get().thanked);
  return thanked ? <Thanks thanked={thanked} /> : null;
}

/**
 * What happens next, as the shop does it (the about page's delivery and
 * payment): who answers and when (the hours and phone of shop.yaml), how the
 * chosen payment and delivery go. Nothing is promised that the shop does not say.
 */
function Thanks({ thanked }: { thanked: Thanked }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { hours, phone, address } = CONTACTS;
  const pickup = thanked.delivery === PICKUP;
  const carrier = thanked.delivery.startsWith('Нова пошта') ? '«Новою поштою»' : '«Укрпоштою»';
  const payment = paymentOf(thanked.payment) ?? 'card';

  useEffect(() => {
    if (orderVisit.takeThanksFocus()) headingRef.current?.focus();
  }, []);

  return (
    <section className={styles.thanks} aria-labelledby="order-thanks" data-testid="order-thanks">
      <h2 id="order-thanks" ref={headingRef} tabIndex={-1}>
        Дякуємо за замовлення {thanked.number}!
      </h2>
      {/* How it comes and is paid, as chosen: the branch's own words, isolated as in the shown order. */}
      <dl className={styles.details}>
        {wayRows(thanked).map(({ label, value }) => (
          <div key={label} className={styles.detail}>
            <dt>{label}</dt>
            <dd dir="auto">{value}</dd>
          </div>
        ))}
      </dl>
      <p>Що далі:</p>
      <ol>
        <li>
          Відповімо ми, {uk.brand}, там, куди ви надіслали замовлення
          {hours ? `, у робочі години (${hours})` : ', щойно його побачимо'}: підтвердимо, що річ
          чекає на вас, і назвемо вартість доставки.
        </li>
        <li>{PAYMENT_NEXT[payment]}</li>
        <li>
          {pickup ? (
            `Самовивіз: день і час узгодимо в розмові${address ? `; адреса — ${address}` : ''}.`
          ) : (
            <>
              {`Відправимо ${carrier} після підтвердження; доставку ви оплачуєте за тарифами перевізника.`}
              {/* When and how it goes, only in the shop's own words (shop.yaml `доставка`). */}
              {SHOP_ABOUT.delivery.map((words) => (
                <p key={words}>{words}</p>
              ))}
            </>
          )}
        </li>
      </ol>
      {PAYMENT_THANKS[payment]?.(thanked)}
      <p>
        Замовлення з вашим ім’ям, телефоном і адресою збережене лише на цьому пристрої, на{' '}
        {pluralize(LAST_ORDER_DAYS, ['день', 'дні', 'днів'])}: нижче, в «Останньому замовленні»,
        його можна переглянути або видалити.
      </p>
      {phone && (
        <p>
          Не дочекалися відповіді? Зателефонуйте: <a href={PHONE_HREF}>{phone}</a>
        </p>
      )}
    </section>
  );
}

/** Under the empty basket: the last order, folded, to look at or copy again, or delete from this device. */
export function LastOrder() {
  const [order, remove] = useSavedOrder();
  const [status, setStatus] = useState('');
  return (
    <>
      {order && (
        <details className={styles.lastOrder}>
          <summary>Останнє замовлення {order.number}</summary>
          <p className={styles.hint}>
            Збережене лише на цьому пристрої до {formatKeptUntil(order.until)}, з вашим ім’ям,
            телефоном і адресою; тоді зникне саме.
          </p>
          <pre className={styles.text}>{order.text}</pre>
          {/* The thanks above holds the same QR while it is shown: one is enough. */}
          {orderVisit.get().thanked?.number !== order.number &&
            PAYMENT_THANKS[paymentOf(order.payment) ?? 'card']?.(order)}
          <button
            type="button"
            className={styles.secondary}
            onClick={() => {
              void remove().then(() => {
                setStatus('Останнє замовлення видалено з цього пристрою');
                // The button goes with the order: focus to the page's heading, never to <body>.
                focusPageHeading();
              });
            }}
          >
            Видалити з цього пристрою
          </button>
        </details>
      )}
      <p role="status">{status}</p>
    </>
  );
}
