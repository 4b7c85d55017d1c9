import { Link } from 'react-router';
import { PATHS } from '../../shared/config/paths';
import { SHOP } from '../../shared/config/shop';
import { basketText as t } from './basket-text';
import { PAYMENT_WORDS } from './order-options';
import styles from './basket-button.module.css';

/** Under a product's buttons: how an order is delivered and paid, as the order form offers it. */
export function DeliveryNote() {
  return (
    <p className={styles.note}>
      {t.deliveryNote(SHOP.pickup, PAYMENT_WORDS)} <Link to={PATHS.delivery}>{t.deliveryLink}</Link>
    </p>
  );
}
