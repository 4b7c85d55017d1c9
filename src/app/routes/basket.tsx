import { lazy, Suspense, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { BasketList } from '../../features/basket/basket-list';
import { basketLines } from '../../features/basket/basket-lines';
import { useBasket } from '../../features/basket/basket-store';
import { basketText as t } from '../../features/basket/basket-text';
import { LastOrder, OrderThanks } from '../../features/basket/after-order';
import styles from '../../features/basket/basket-page.module.css';
import { ProductsError } from '../../features/products/products-error';
import { PATHS } from '../../shared/config/paths';
import { formatPrice } from '../../shared/lib/format-price';
import { useFocusAfterRemoval } from '../../shared/lib/use-focus-after-removal';
import { PageLoading } from '../../shared/ui/page-loading';
import hiddenStyles from '../../shared/ui/visually-hidden.module.css';
import { usePageProducts } from './use-page-products';
import type { PageMeta } from '../pages';

// The form and its validation load only when there is something to order.
const OrderSection = lazy(() =>
  import('../../features/basket/order-section').then((module) => ({
    default: module.OrderSection,
  })),
);

function lineKeyOf(element: Element): string | null {
  return element.closest<HTMLElement>('[data-testid="basket-line"]')?.dataset.productId ?? null;
}

function focusLine(id: string): boolean {
  const button = document.querySelector<HTMLElement>(
    `[data-testid="basket-line"][data-product-id="${id}"] button`,
  );
  button?.focus();
  return button !== null;
}

export const meta: PageMeta = { title: t.title, description: t.description };

/**
 * /basket (docs/pages.md): the pieces the visitor put in the basket, their
 * sum, and the order. Drawn at build time loading, as the basket is kept in
 * the browser; the stored basket is read once the page is hydrated.
 */
export function Component() {
  const { ids, read } = useBasket();
  const { products, ...status } = usePageProducts({ needed: ids.length > 0 });
  const { lines, orderable, total } = useMemo(() => basketLines(ids, products), [ids, products]);
  const waiting = !read || (status.isLoading && ids.length > 0);

  const keys = useMemo(
    () => (waiting ? [] : lines.map((line) => String(line.id))),
    [waiting, lines],
  );
  useFocusAfterRemoval(keys, lineKeyOf, focusLine);
  // Focus moves on to the next line (or the heading): what happened is said here.
  const [removed, setRemoved] = useState('');

  return (
    <>
      <title>{t.title}</title>
      <h1>{t.heading}</h1>
      {/* In the page whatever it shows, so that the last piece's removal is said too. */}
      <p role="status" className={hiddenStyles.hidden}>
        {removed}
      </p>
      {waiting ? (
        <>
          {/* With JavaScript off the basket is never read: it says so instead of loading forever. */}
          <div className={styles.loading}>
            <PageLoading />
          </div>
          <noscript>
            <p>{t.needsScript}</p>
          </noscript>
        </>
      ) : ids.length > 0 && status.isError ? (
        <ProductsError onRetry={status.onRetry} />
      ) : lines.length === 0 ? (
        <div className={styles.empty}>
          <OrderThanks />
          <p>
            <strong>{t.emptyTitle}</strong>
          </p>
          <p>{t.emptyText}</p>
          <Link to={PATHS.catalog} className={styles.button}>
            {t.toCatalog}
          </Link>
          <LastOrder />
        </div>
      ) : (
        <>
          <BasketList lines={lines} onRemoved={(title) => setRemoved(t.removed(title))} />
          <div className={styles.summary}>
            <p className={styles.total}>
              {t.total}: <span data-testid="basket-total">{formatPrice(total)}</span>
            </p>
            <p>
              {t.delivery} <Link to={PATHS.delivery}>{t.deliveryLink}</Link>
            </p>
          </div>
          {orderable.length > 0 && (
            <Suspense fallback={<PageLoading />}>
              <OrderSection pieces={orderable} />
            </Suspense>
          )}
        </>
      )}
    </>
  );
}
