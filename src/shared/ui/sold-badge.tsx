import { uk } from '../i18n/uk';
import styles from './sold-badge.module.css';

/** `Продано` beside a sold piece's price, on its card and its page (docs/owner-catalogue.md). */
export function SoldBadge() {
  return (
    <span className={styles.badge} data-testid="sold-badge">
      {uk.products.sold}
    </span>
  );
}
