import { uk } from '../../shared/i18n/uk';
import styles from './products-error.module.css';

/** What a page that shows products says when the list failed (docs/product.md: isError). */
export function ProductsError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={styles.error} role="alert">
      <p>{uk.products.loadError}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {uk.products.retry}
      </button>
    </div>
  );
}
