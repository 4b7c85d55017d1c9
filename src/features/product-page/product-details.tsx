import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Product } from '../products/types';
import { PATHS } from '../../shared/config/paths';
import { BASE_PATH } from '../../shared/config/spec';
import { catalogAddress } from '../../shared/lib/catalog-address';
import { formatPrice, parsePrice } from '../../shared/lib/format-price';
import { useHydrated } from '../../shared/lib/use-hydrated';
import { ShareLink } from '../../shared/ui/share-link';
import { AvailabilityBadge } from '../../shared/ui/availability-badge';
import { formatDateAdded } from './format-date';
import styles from './product-details.module.css';
import { productPageText } from './product-page-text';

interface ProductDetailsProps {
  product: Product;
  /** The favourite toggle, handed in by the route (features do not import each other). */
  favorite?: ReactNode;
  /** The basket's button (`Додати в кошик`), handed in by the route. */
  basket?: ReactNode;
  /** A word on delivery and payment under the buttons, handed in by the route. */
  note?: ReactNode;
}

/** The product's title, price, facts and description (docs/decisions/003-routes.md). */
export function ProductDetails({ product, favorite, basket, note }: ProductDetailsProps) {
  const t = productPageText;
  const hydrated = useHydrated();
  return (
    <div className={styles.details}>
      <h1 className={styles.title}>{product.title}</h1>
      <p className={styles.price}>
        {/* The machine-readable number beside the formatted text. */}
        <data value={parsePrice(product.price)} data-testid="product-price">
          {formatPrice(product.price)}
        </data>{' '}
        <AvailabilityBadge status={product.status} />
      </p>
      <div className={styles.actions}>
        {basket}
        {favorite}
        <ShareLink
          label={t.share}
          title={product.title}
          linkLabel={t.shareLinkLabel}
          // The page's own address, whatever query or hash it was opened with.
          url={() => `${window.location.origin}${BASE_PATH}${PATHS.product(product.id).slice(1)}`}
          className={styles.shareButton}
        />
      </div>
      {note}
      <h2 className={styles.subheading}>{t.details}</h2>
      <dl className={styles.facts}>
        {product.country && (
          <div className={styles.fact}>
            <dt>{t.country}</dt>
            <dd>{product.country}</dd>
          </div>
        )}
        <div className={styles.fact}>
          <dt>{t.category}</dt>
          <dd>
            <Link to={catalogAddress({ category: product.category })}>{product.category}</Link>
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>{t.material}</dt>
          <dd>{product.material}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{t.createdAt}</dt>
          <dd>
            {/* The date is relative to the day the list was generated: the build's HTML leaves it out. */}
            {hydrated ? (
              <time dateTime={product.createdAt}>{formatDateAdded(product.createdAt)}</time>
            ) : (
              '\u00a0'
            )}
          </dd>
        </div>
      </dl>
      {product.description && (
        <>
          <h2 className={styles.subheading}>{t.description}</h2>
          <p className={styles.description}>{product.description}</p>
        </>
      )}
    </div>
  );
}
