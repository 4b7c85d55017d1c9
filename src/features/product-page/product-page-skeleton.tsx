import { GALLERY_IMAGE_COUNT, GALLERY_VIDEO_COUNT } from '../../shared/config/spec';
import { uk } from '../../shared/i18n/uk';
import galleryStyles from './product-gallery.module.css';
import viewStyles from './product-view.module.css';
import styles from './product-page-skeleton.module.css';

// mainImage plus the gallery entries (docs/product.md).
const THUMBS = 1 + GALLERY_IMAGE_COUNT + GALLERY_VIDEO_COUNT;

/** The page's final layout in grey while the product list loads, with the loading text of docs/product.md. */
export function ProductPageSkeleton() {
  return (
    <>
      {/* The loading text where the breadcrumbs will be, so nothing jumps. */}
      <p className={`${viewStyles.breadcrumbs} ${styles.status}`} role="status">
        {uk.loading}
      </p>
      <div className={viewStyles.layout} aria-hidden="true" data-testid="product-skeleton">
        <div className={galleryStyles.gallery}>
          <div className={`${galleryStyles.stage} ${styles.block}`} />
          <div className={galleryStyles.thumbs}>
            {Array.from({ length: THUMBS }, (_, i) => (
              <div key={i} className={`${styles.block} ${styles.thumb}`} />
            ))}
          </div>
        </div>
        <div>
          <div className={`${styles.block} ${styles.line} ${styles.title}`} />
          <div className={`${styles.block} ${styles.line} ${styles.price}`} />
          {[1, 2, 3, 4].map((n) => (
            <div key={n} className={`${styles.block} ${styles.line}`} />
          ))}
        </div>
      </div>
    </>
  );
}
