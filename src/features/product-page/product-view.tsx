import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Product } from '../products/types';
import { PATHS } from '../../shared/config/paths';
import { catalogAddress } from '../../shared/lib/catalog-address';
import { galleryItems } from './gallery-items';
import { ProductDetails } from './product-details';
import { ProductGallery } from './product-gallery';
import styles from './product-view.module.css';
import { productPageText } from './product-page-text';

interface ProductViewProps {
  product: Product;
  favorite?: ReactNode;
  /** The basket's button, handed in by the route too. */
  basket?: ReactNode;
  note?: ReactNode;
}

/** The product page: breadcrumbs, the gallery on the left, the details on the right. */
export function ProductView({ product, favorite, basket, note }: ProductViewProps) {
  return (
    <>
      <Breadcrumbs product={product} />
      <div className={styles.layout}>
        <ProductGallery title={product.title} items={galleryItems(product)} />
        <ProductDetails product={product} favorite={favorite} basket={basket} note={note} />
      </div>
    </>
  );
}

/** Каталог › the product's category › the product, the way back up. */
export function Breadcrumbs({ product }: { product: Product }) {
  return (
    <nav className={styles.breadcrumbs} aria-label={productPageText.breadcrumbs}>
      <ol>
        <li>
          <Link to={PATHS.catalog}>{productPageText.catalog}</Link>
        </li>
        <li>
          <Link to={catalogAddress({ category: product.category })}>{product.category}</Link>
        </li>
        <li aria-current="page">{product.title}</li>
      </ol>
    </nav>
  );
}
