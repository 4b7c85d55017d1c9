import { formatPrice, parsePrice } from '../lib/format-price';
import badgeStyles from './availability-badge.module.css';
import styles from './sale-price.module.css';
import { VisuallyHidden } from './visually-hidden';

/** The whole percent a sale takes off, rounded down: 1 200 → 900 is 25. */
export const salePercent = (price: string, oldPrice: string) =>
  Math.floor((1 - parsePrice(price) / parsePrice(oldPrice)) * 100);

/**
 * A piece's old price, struck through, before the price it is sold at (on
 * its card and its page, docs/catalogue-fields.md); nothing when it is not
 * on sale. A screen reader hears «Стара ціна 1 200 ₴, ціна 900 ₴».
 */
export function OldPrice({ oldPrice }: { oldPrice: string | undefined }) {
  if (oldPrice === undefined) return null;
  return (
    <>
      <s className={styles.old} data-testid="old-price">
        <VisuallyHidden>Стара ціна </VisuallyHidden>
        {formatPrice(oldPrice)}
      </s>
      <VisuallyHidden>, ціна </VisuallyHidden>
    </>
  );
}

/** `−25 %` after a price on sale: the two prices have said it to a screen reader. */
export function SaleBadge({ price, oldPrice }: { price: string; oldPrice: string | undefined }) {
  if (oldPrice === undefined) return null;
  return (
    <span className={badgeStyles.badge} data-testid="sale-badge" aria-hidden="true">
      −{salePercent(price, oldPrice)} %
    </span>
  );
}
