import { useEffect } from 'react';
import { SELLER } from '../../shared/config/seller';
import { SHOP_ABOUT } from '../../shared/config/shop-about';
import { moneyBackWords } from '../../shared/lib/money-back';
import { opening } from '../../shared/config/contact-links';
import { countEvent } from '../../shared/figures/figures';
import { formatPrice } from '../../shared/lib/format-price';
import { spacedIban } from '../../shared/lib/iban';
import { NbuQrPicture } from './nbu-qr-picture';
import { nbuLink, transferFields } from './nbu-qr';
import { PAYMENTS } from './order-options';
import styles from './order.module.css';

/** When the owner's returns words say nothing of money given back. */
const MONEY_BACK =
  'Якщо річ, яку ви вже оплатили, тим часом продано, ми повернемо всю суму на рахунок, з якого ви платили.';

/**
 * The shown order's transfer (docs/decisions/037-paid-by-the-nbu-qr.md): the
 * NBU's payment QR as a link, which opens the bank's app on a phone, and as a
 * picture to scan from a computer's screen, with the same details in words,
 * as the rule asks (Додаток 1, пункт 16). None for a sum of 0: the details
 * come in the conversation.
 */
export function TransferPayment({
  number,
  sum,
  sent = false,
}: {
  number: string;
  sum: number;
  /** The visitor said the order went (after-order.tsx): paying is what is left. */
  sent?: boolean;
}) {
  const fields = transferFields(SELLER, { number, sum });
  const shown = fields !== null;
  useEffect(() => {
    if (shown) countEvent('QR показано');
  }, [shown]);
  if (fields === null)
    return (
      <p className={styles.hint}>
        Реквізити для переказу за цим замовленням надішлемо в тій самій розмові.
      </p>
    );
  const link = nbuLink(fields);
  const moneyBack = moneyBackWords(SHOP_ABOUT.returns);
  return (
    <section className={styles.transfer} aria-labelledby="order-transfer">
      <h3 id="order-transfer">Оплата переказом на рахунок</h3>
      <p>
        {sent ? '' : 'Спершу надішліть замовлення. '}
        Оплачуйте, коли ми підтвердимо, що річ чекає на вас: позначка «в наявності» на сайті могла
        застаріти. Тоді на телефоні — за посиланням, на комп’ютері — відскануйте QR-код камерою в
        застосунку свого банку; код лишиться під рукою в «Останньому замовленні». Сума — лише за
        речі; доставку ви оплачуєте перевізнику.
      </p>
      {/* What becomes of money paid for a piece gone meanwhile: the owner's own words, when they say it. */}
      <p>{moneyBack.length > 0 ? moneyBack.join(' ') : MONEY_BACK}</p>
      <a className={styles.primary} href={link} {...opening(PAYMENTS.transfer)}>
        Оплатити в застосунку банку
      </a>
      <div className={styles.transferBody}>
        <div className={styles.qr}>
          <NbuQrPicture link={link} label={`QR-код для оплати замовлення ${number}`} />
        </div>
        <dl className={styles.details}>
          <div className={styles.detail}>
            <dt>Отримувач</dt>
            <dd>{fields.recipient}</dd>
          </div>
          <div className={styles.detail}>
            <dt>IBAN</dt>
            {/* In its fours, broken only at their spaces: on one line it ran past a 320 px screen. */}
            <dd>{spacedIban(fields.iban)}</dd>
          </div>
          <div className={styles.detail}>
            <dt>Код отримувача</dt>
            <dd>{fields.code}</dd>
          </div>
          <div className={styles.detail}>
            <dt>Сума</dt>
            <dd>{formatPrice(sum)}</dd>
          </div>
          <div className={styles.detail}>
            <dt>Призначення</dt>
            <dd>{fields.purpose}</dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
