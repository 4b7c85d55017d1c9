import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ProductGrid } from '../products/product-grid';
import type { Product } from '../products/types';
import { useProducts } from '../products/use-products';
import { useViewed, viewedStore } from './viewed-store';
import { viewedText as t } from './viewed-text';
import styles from './viewed-section.module.css';

interface ViewedSectionProps {
  /** The product page's own piece: remembered as opened, and not shown. */
  current?: number;
  /** The heart over each card (src/app/favorite-action.tsx): features do not import each other. */
  renderAction?: (product: Product) => ReactNode;
}

/**
 * «Ви переглядали» (src/shared/lib/kept-values.ts): the pieces whose pages
 * this browser opened, newest first, as cards (a sold one says so on its
 * card), and `Очистити` to forget them. Loaded by the routes after the page
 * is drawn and hydrated: nothing of it is drawn at build time, and the whole
 * product list is asked for only when there is something to show.
 */
export function ViewedSection({ current, renderAction }: ViewedSectionProps) {
  const viewed = useViewed();
  useEffect(() => {
    if (current !== undefined) viewedStore.add(current);
  }, [current]);
  const ids = useMemo(() => viewed.ids.filter((id) => id !== current), [viewed.ids, current]);
  const { products } = useProducts(undefined, ids.length > 0);
  const shown = useMemo(() => {
    const byId = new Map((products ?? []).map((product) => [product.id, product]));
    // A piece gone from the catalogue is left out.
    return ids.flatMap((id) => byId.get(id) ?? []);
  }, [ids, products]);
  // Once cleared, the heading stays for the visit with a word that it is done,
  // and takes the focus the button had.
  const [cleared, setCleared] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (cleared) heading.current?.focus();
  }, [cleared]);
  if (shown.length === 0 && !cleared) return null;
  return (
    <section className={styles.section} aria-labelledby="viewed-products">
      <div className={styles.head}>
        <h2 id="viewed-products" ref={heading} tabIndex={-1}>
          {t.title}
        </h2>
        {shown.length > 0 && (
          <button
            type="button"
            className={styles.clear}
            onClick={() => {
              viewedStore.clear();
              setCleared(true);
            }}
          >
            {t.clear}
          </button>
        )}
      </div>
      {shown.length > 0 ? (
        <ProductGrid products={shown} renderAction={renderAction} variant="wide" eagerCount={0} />
      ) : (
        <p role="status">{t.cleared}</p>
      )}
    </section>
  );
}

/** For React's lazy() (src/app/viewed-section-loader.tsx). */
export default ViewedSection;
