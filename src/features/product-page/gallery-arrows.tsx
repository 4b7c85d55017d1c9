import { ChevronLeft, ChevronRight } from 'lucide-react';
import { uk } from '../../shared/i18n/uk';
import styles from './product-gallery.module.css';

/** The previous / next buttons over a gallery view (the page's and the fullscreen one). */
export function GalleryArrows({ onStep }: { onStep: (delta: -1 | 1) => void }) {
  return (
    <>
      <button
        type="button"
        className={`${styles.arrow} ${styles.previous}`}
        aria-label={uk.productPage.previous}
        onClick={() => onStep(-1)}
      >
        <ChevronLeft aria-hidden="true" className={styles.icon} />
      </button>
      <button
        type="button"
        className={`${styles.arrow} ${styles.next}`}
        aria-label={uk.productPage.next}
        onClick={() => onStep(1)}
      >
        <ChevronRight aria-hidden="true" className={styles.icon} />
      </button>
    </>
  );
}
