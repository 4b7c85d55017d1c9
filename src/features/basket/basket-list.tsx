import { Link } from 'react-router';
import { PICTURE_SIZES, ProductImage } from '../products/product-image';
import { PATHS } from '../../shared/config/paths';
import { formatPrice } from '../../shared/lib/format-price';
import type { BasketLine } from './basket-lines';
import { basketStore } from './basket-store';
import { basketText as t } from './basket-text';
import styles from './basket-page.module.css';

/** The title a line is named by: the product's, or its number when it is gone. */
export function lineTitle(line: BasketLine): string {
  return line.product?.title ?? t.goneTitle(line.id);
}

/**
 * The basket's lines (docs/pages.md): photo, title linking to the piece,
 * price and `Прибрати: <title>`. A piece sold or gone since it was added
 * says so and is left out of the sum; it can still be removed. `onRemoved`
 * hears the title of each piece removed, to say it: the list itself may go
 * with its last line.
 */
export function BasketList({
  lines,
  onRemoved,
}: {
  lines: readonly BasketLine[];
  onRemoved: (title: string) => void;
}) {
  return (
    <ul className={styles.list} aria-label={t.listHeading}>
      {lines.map((line) => {
        const title = lineTitle(line);
        const { product } = line;
        return (
          <li
            key={line.id}
            className={`${styles.line} ${line.orderable ? '' : styles.unavailable}`}
            data-testid="basket-line"
            data-product-id={line.id}
            data-state={line.state}
          >
            <div className={styles.photo}>
              {product && (
                <ProductImage
                  src={product.mainImage}
                  sources={product.mainImageSources}
                  sizes={PICTURE_SIZES.thumb}
                  alt=""
                  placeholder
                />
              )}
            </div>
            <div className={styles.info}>
              {product ? (
                <Link to={PATHS.product(product.id)} className={styles.title}>
                  {title}
                </Link>
              ) : (
                <span className={styles.title}>{title}</span>
              )}
              {line.orderable ? (
                <p className={styles.price}>{formatPrice(line.product.price)}</p>
              ) : (
                <p className={styles.state}>{t.unavailable[line.state]}</p>
              )}
            </div>
            <button
              type="button"
              className={styles.remove}
              aria-label={t.remove(title)}
              onClick={() => {
                basketStore.remove(line.id);
                onRemoved(title);
              }}
            >
              {t.removeText}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
