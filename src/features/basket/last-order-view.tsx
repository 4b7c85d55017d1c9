import { useSavedOrder } from './last-order';
import styles from './order.module.css';

/** The last order, folded away, to look at or copy again. */
export function LastOrder() {
  const order = useSavedOrder();
  if (!order) return null;
  return (
    <details className={styles.lastOrder}>
      <summary>Останнє замовлення {order.number}</summary>
      <pre className={styles.text}>{order.text}</pre>
    </details>
  );
}
