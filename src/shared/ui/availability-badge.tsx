import { AVAILABILITY, type ProductStatus } from '../catalogue/availability';
import styles from './availability-badge.module.css';

/**
 * `Продано` or `Заброньовано` beside a piece's price, on its card and its
 * page (docs/catalogue-fields.md); nothing for a piece on sale.
 */
export function AvailabilityBadge({ status }: { status: ProductStatus | undefined }) {
  if (status === undefined) return null;
  return (
    <span className={styles.badge} data-testid={`${status}-badge`}>
      {AVAILABILITY[status].badge}
    </span>
  );
}
