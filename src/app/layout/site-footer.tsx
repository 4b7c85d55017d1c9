import { uk } from '../../shared/i18n/uk';
import styles from './site-footer.module.css';

/** The site footer (spec §2, Footer). */
export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <p>© {uk.brand}</p>
    </footer>
  );
}
