import { useEffect, useRef, useState } from 'react';
import { basketStore } from './basket-store';
import { addressLeftBehind, addressLeftBehindNote } from './address-words';
import { branchLeftBehind } from './nova-poshta';
import { saveOrder } from './last-order';
import { fieldId, OrderForm, type OrderErrors } from './order-form';
import { checkOrder, ORDER_FIELDS, type OrderField } from './order-schema';
import { orderNumber, orderText, orderTotal, type Order, type OrderPiece } from './order-text';
import { EMPTY_VALUES, orderVisit, type OrderValues } from './order-visit';
import { PlacedOrder, productAddress } from './placed-order';
import styles from './order.module.css';

interface Placed {
  order: Order;
  /** A send link or copying was used. */
  sent: boolean;
  /** Made now, not restored: its heading takes focus. */
  fresh: boolean;
}

/** Whether an order of these pieces' ids is made of the basket's pieces now, in their order. */
function sameIds(ids: readonly number[], pieces: readonly OrderPiece[]): boolean {
  return ids.length === pieces.length && ids.every((id, i) => id === pieces[i]!.id);
}

const idsOf = (pieces: readonly OrderPiece[]) => pieces.map((piece) => piece.id);

function changedNotice(number: string): string {
  return `Речі в кошику змінилися, тож замовлення ${number} вже не те. Ваші дані на місці: перевірте кошик і оформіть замовлення знову.`;
}

/** The order shown when the visit left it shown, if the basket still holds its pieces. */
function restore(pieces: readonly OrderPiece[]): { placed: Placed | null; notice: string } {
  const { values, shown } = orderVisit.get();
  if (!shown) return { placed: null, notice: '' };
  const checked = checkOrder(values);
  const same = sameIds(shown.ids, pieces);
  if (same && checked.ok) {
    const order = { number: shown.number, pieces, details: checked.order };
    return { placed: { order, sent: shown.sent, fresh: false }, notice: '' };
  }
  orderVisit.update({ shown: null });
  return { placed: null, notice: same ? '' : changedNotice(shown.number) };
}

/**
 * The order on the basket page (docs/pages.md, "The basket"), loaded with
 * its checks only when the basket holds pieces that can be ordered: the
 * form, then the order made of it with the links that send it to the owner
 * (order-text.ts). What the visitor typed and the order shown are kept for
 * the visit (order-visit.ts). An order whose pieces are no longer the
 * basket's (one removed, one added in another tab) is not sent as it was: the
 * form comes back, saying why, with focus never lost. The basket is emptied
 * only when the visitor says the order is sent; the thanks follows
 * (after-order.tsx).
 */
export function OrderSection({ pieces }: { pieces: readonly OrderPiece[] }) {
  const [initial] = useState(() => restore(pieces));
  const [values, setValues] = useState<OrderValues>(() => orderVisit.get().values);
  const [errors, setErrors] = useState<OrderErrors>({});
  const [placed, setPlaced] = useState<Placed | null>(initial.placed);
  const [notice, setNotice] = useState(initial.notice);
  /** Said when a new city or a new delivery took the address away. */
  const [addressNote, setAddressNote] = useState('');
  /** The city the branch was written for: the one kept for the visit until the branch is written again. */
  const branchCity = useRef(values.city);
  /** The delivery the address was written for, in the same way. */
  const addressDelivery = useRef(values.delivery);
  const formHeadingRef = useRef<HTMLHeadingElement>(null);
  const focusName = useRef(false);
  // How many times the order went because the basket changed under it.
  const [dropped, setDropped] = useState(0);
  if (placed && !sameIds(idsOf(placed.order.pieces), pieces)) {
    setPlaced(null);
    setNotice(changedNotice(placed.order.number));
    setDropped(dropped + 1);
  }

  useEffect(() => {
    if (dropped === 0) return;
    orderVisit.update({ shown: null });
    // The control that had focus went with the order: the form's heading
    // takes it, unless the basket's list already gave it to a line.
    if (document.activeElement === null || document.activeElement === document.body)
      formHeadingRef.current?.focus();
  }, [dropped]);

  useEffect(() => {
    // Back from the order to change it: focus to the first field, never to <body>.
    if (!placed && focusName.current) document.getElementById(fieldId('name'))?.focus();
    focusName.current = false;
  }, [placed]);

  function change(field: OrderField, value: string) {
    const next = { ...values, [field]: value };
    if (field === 'city' && branchLeftBehind(values, branchCity.current, value)) {
      next.address = '';
      setAddressNote(
        `Відділення «${values.address}» прибрано: воно було в місті «${branchCity.current}». Оберіть відділення в новому місті.`,
      );
    } else if (
      field === 'delivery' &&
      addressLeftBehind(values.address, addressDelivery.current, value)
    ) {
      next.address = '';
      setAddressNote(addressLeftBehindNote(values.address, addressDelivery.current, value));
    } else if (field === 'address' || field === 'delivery') setAddressNote('');
    if (field === 'address') {
      branchCity.current = values.city;
      addressDelivery.current = values.delivery;
    }
    setValues(next);
    orderVisit.update({ values: next });
  }

  function submit() {
    const result = checkOrder(values);
    if (!result.ok) {
      setErrors(result.errors);
      const first = ORDER_FIELDS.find((field) => result.errors[field]);
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    setErrors({});
    setNotice('');
    const order = { number: orderNumber(new Date()), pieces, details: result.order };
    orderVisit.update({
      shown: { number: order.number, ids: idsOf(pieces), sent: false },
    });
    setPlaced({ order, sent: false, fresh: true });
  }

  return (
    <>
      {/* In the page in both states, so that the notice is announced when the order goes. */}
      <p role="status" className={notice ? styles.notice : styles.quiet}>
        {notice}
      </p>
      {placed ? (
        <PlacedOrder
          order={placed.order}
          sent={placed.sent}
          focus={placed.fresh}
          onSend={() => {
            if (placed.sent) return;
            setPlaced({ ...placed, sent: true });
            orderVisit.update({
              shown: {
                number: placed.order.number,
                ids: idsOf(pieces),
                sent: true,
              },
            });
          }}
          onEdit={() => {
            focusName.current = true;
            setPlaced(null);
            orderVisit.update({ shown: null });
          }}
          onSent={() => {
            const { number, details } = placed.order;
            const sum = orderTotal(placed.order.pieces);
            // Kept only now that the visitor says it went (last-order.ts).
            void saveOrder(
              {
                number,
                text: orderText(placed.order, productAddress),
                payment: details.payment,
                sum,
              },
              Date.now(),
            );
            orderVisit.update({
              values: EMPTY_VALUES,
              shown: null,
              thanked: {
                number,
                delivery: details.delivery,
                city: details.city,
                address: details.address,
                postcode: details.postcode,
                payment: details.payment,
                sum,
              },
            });
            orderVisit.focusThanks();
            basketStore.clear();
          }}
        />
      ) : (
        <section className={styles.section} aria-labelledby="order-heading">
          <h2 id="order-heading" ref={formHeadingRef} tabIndex={-1}>
            Оформлення замовлення
          </h2>
          <p className={styles.hint}>
            Те, що ви тут вводите, зберігається лише на цьому пристрої, доки відкрита вкладка; ми
            його отримаємо, тільки коли ви надішлете замовлення.
          </p>
          <OrderForm
            values={values}
            errors={errors}
            addressNote={addressNote}
            onChange={change}
            onSubmit={submit}
          />
        </section>
      )}
    </>
  );
}
