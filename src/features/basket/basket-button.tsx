import Check from 'lucide-react/icons/check';
import ShoppingBag from 'lucide-react/icons/shopping-bag';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { PATHS } from '../../shared/config/paths';
import { countEvent } from '../../shared/figures/figures';
import { focusInView } from '../../shared/lib/focus-in-view';
import hiddenStyles from '../../shared/ui/visually-hidden.module.css';
import { basketStore, useBasket } from './basket-store';
import { basketText as t } from './basket-text';
import styles from './basket-button.module.css';

/**
 * A product page's `Додати в кошик`; once the piece is in the basket,
 * `У кошику`, a link to it (docs/pages.md). Every piece is one of a kind, so
 * there is no quantity; a piece that cannot be ordered has no button (its
 * price says `Продано` or `Заброньовано`). Adding is announced politely, and focus moves with the control
 * from the button to the link that takes its place, never to <body>.
 */
export function BasketButton({ productId, orderable }: { productId: number; orderable: boolean }) {
  const inBasket = useBasket().ids.includes(productId);
  const [announcement, setAnnouncement] = useState('');
  const linkRef = useRef<HTMLAnchorElement>(null);
  const focusLink = useRef(false);

  useEffect(() => {
    // Where the visitor can see it, but never by scrolling them back to it: a
    // press kept before the app ran is done once the page can take it, maybe
    // after they have scrolled on (src/app/early.js).
    if (inBasket && focusLink.current && linkRef.current) {
      focusInView(linkRef.current, { keepAway: true });
    }
    focusLink.current = false;
  }, [inBasket]);

  if (!orderable) return null;
  return (
    <>
      {inBasket ? (
        <Link ref={linkRef} to={PATHS.basket} className={`${styles.button} ${styles.inBasket}`}>
          <Check aria-hidden="true" />
          {t.inBasket}
        </Link>
      ) : (
        <button
          type="button"
          className={styles.button}
          onClick={() => {
            focusLink.current = true;
            basketStore.add(productId);
            setAnnouncement(t.added);
            countEvent('Додано в кошик');
          }}
        >
          <ShoppingBag aria-hidden="true" />
          {t.add}
        </button>
      )}
      <p role="status" className={hiddenStyles.hidden}>
        {announcement}
      </p>
    </>
  );
}
