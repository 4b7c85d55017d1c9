import { uk } from '../i18n/uk';
import styles from './page-loading.module.css';

/** docs/product.md: what the main area shows while a page or the product list loads. */
export function PageLoading() {
  return (
    <p className={styles.loading} role="status">
      {uk.loading}
    </p>
  );
}
