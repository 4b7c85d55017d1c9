import { Link } from 'react-router';
import { PATHS } from '../../shared/config/paths';
import { uk } from '../../shared/i18n/uk';
import styles from './product-not-found.module.css';

/** An id that matches no product: say so and lead back, no redirect (docs/decisions/routes.md). */
export function ProductNotFound() {
  const t = uk.productPage;
  return (
    <div className={styles.notFound}>
      <h1>{t.notFound}</h1>
      <p>{t.notFoundText}</p>
      <Link className={styles.back} to={PATHS.catalog}>
        {t.backToCatalog}
      </Link>
    </div>
  );
}
