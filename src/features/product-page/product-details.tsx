import type { ReactNode } from 'react';
import ROWS from 'virtual:product-rows';
import type { ShownKey } from '../../shared/catalogue/fields';
import { Link } from 'react-router';
import type { Product } from '../products/types';
import { PATHS } from '../../shared/config/paths';
import { BASE_PATH } from '../../shared/config/spec';
import { catalogAddress } from '../../shared/lib/catalog-address';
import { formatPrice, parsePrice } from '../../shared/lib/format-price';
import { SalePrice } from '../../shared/ui/sale-price';
import { ShareLink } from '../../shared/ui/share-link';
import { AvailabilityBadge } from '../../shared/ui/availability-badge';
import { AskAbout } from './ask-about';
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

/** A field's text on the page ('' for none): every shown field is text (src/shared/catalogue/fields.ts). */
const shownValue = (product: Product, key: ShownKey): string =>
  (product as unknown as Partial<Record<ShownKey, string>>)[key] ?? '';

/**
 * The product's title, price, facts and description (docs/decisions/003-routes.md):
 * under `Характеристики` each field the table of fields shows, that the
 * product has, in the table's order, then the date it was added.
 */
export function ProductDetails({ product, favorite, basket, note }: ProductDetailsProps) {
  const t = productPageText;
  return (
    <div className={styles.details}>
      <h1 className={styles.title}>{product.title}</h1>
      <p className={styles.price}>
        <SalePrice price={product.price} oldPrice={product.oldPrice}>
          {/* The machine-readable number beside the formatted text. */}
          <data value={parsePrice(product.price)} data-testid="product-price">
            {formatPrice(product.price)}
          </data>
        </SalePrice>{' '}
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
      <AskAbout product={product} />
      <h2 className={styles.subheading}>{t.details}</h2>
      <dl className={styles.facts}>
        {ROWS.map(({ key, label, with: inside }) => {
          const value = shownValue(product, key);
          const more = inside.map((each) => shownValue(product, each)).filter(Boolean);
          if (!value && more.length === 0) return null;
          return (
            <div key={key} className={styles.fact}>
              <dt>{label}</dt>
              <dd>
                {key === 'category' ? (
                  <Link to={catalogAddress({ category: product.category })}>{value}</Link>
                ) : (
                  value
                )}
                {more.map((text) => (
                  <span key={text} className={styles.inside}>
                    {value ? ` — ${text}` : text}
                  </span>
                ))}
              </dd>
            </div>
          );
        })}
        {/* Drawn by the build as the browser draws it: a UTC day, the sample's
            dated from when the page was drawn (src/app/first-view.ts). */}
        <div className={styles.fact}>
          <dt>{t.createdAt}</dt>
          <dd>
            <time dateTime={product.createdAt}>{formatDateAdded(product.createdAt)}</time>
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
