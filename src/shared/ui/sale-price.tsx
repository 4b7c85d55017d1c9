import type { ReactNode } from 'react';
import { formatPrice, parsePrice } from '../lib/format-price';
import badgeStyles from './availability-badge.module.css';
import hidden from './visually-hidden.module.css';

/**
 * A piece's price (`children`), and on sale its old price struck through
 * before it and `−N %` after it, rounded down (on its card and its page,
 * docs/owner-catalogue.md). A screen reader hears «Стара ціна 1 200 ₴,
 * ціна 900 ₴»: the badge, said by the two prices already, is hidden from it.
 */
export function SalePrice({
  price,
  oldPrice,
  children,
}: {
  price: string;
  oldPrice: string | undefined;
  children: ReactNode;
}) {
  if (!oldPrice) return children;
  return (
    <>
      {/* Quieter than the price paid: each place's `.price s` (the card's, the page's). */}
      <s data-testid="old-price">
        <span className={hidden.hidden}>Стара ціна </span>
        {formatPrice(oldPrice)}
      </s>
      <span className={hidden.hidden}>, ціна</span> {children}{' '}
      <span className={badgeStyles.badge} data-testid="sale-badge" aria-hidden="true">
        −{Math.floor(100 - (parsePrice(price) * 100) / parsePrice(oldPrice))} %
      </span>
    </>
  );
}
