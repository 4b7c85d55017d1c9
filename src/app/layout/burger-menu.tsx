import { X } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { BURGER_MAX_WIDTH } from '../../shared/config/spec';
import { uk } from '../../shared/i18n/uk';
import { DeliveryLink } from '../../shared/ui/delivery-link';
import { SocialIcons } from '../../shared/ui/social-icons';
import { NavEntryItems } from './nav-entries';
import styles from './burger-menu.module.css';

/** Wider than this the nav is in the header again and the overlay closes (docs/product.md). */
export const WIDE_QUERY = `(min-width: ${BURGER_MAX_WIDTH + 1}px)`;

interface BurgerMenuProps {
  /** The header, whose bottom edge is where the overlay starts. */
  headerRef: RefObject<HTMLElement | null>;
  /** The header's burger button: the menu's own cross takes its place while it is open. */
  burgerRef: RefObject<HTMLButtonElement | null>;
  /** The header's look of an icon button and its icon, for the cross. */
  buttonClassName: string;
  iconClassName?: string;
  /** The dialog has closed: by Esc, its cross, an item, or a window grown wide. */
  onClose: () => void;
}

/**
 * docs/product.md, Burger menu: a full overlay under the header with the five
 * entries (the sign-in item has no target), the social icons and the delivery
 * link. A native modal <dialog>, rendered only while open: the browser keeps
 * focus inside, closes it on Esc and gives focus back to the burger button;
 * the page behind is inert and does not scroll (burger-menu.module.css). Its
 * cross sits exactly where the burger button is, so the button seems to turn
 * into it, and closes it, as any item does and a window grown past 1439 px.
 */
export function BurgerMenu({
  headerRef,
  burgerRef,
  buttonClassName,
  iconClassName,
  onClose,
}: BurgerMenuProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const firstItemRef = useRef<HTMLAnchorElement>(null);
  const close = () => dialogRef.current?.close();

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const header = headerRef.current?.getBoundingClientRect();
    const burger = burgerRef.current?.getBoundingClientRect();
    dialog.style.setProperty('--menu-top', `${Math.max(0, header?.bottom ?? 0)}px`);
    if (burger) {
      dialog.style.setProperty('--cross-top', `${burger.top}px`);
      dialog.style.setProperty('--cross-left', `${burger.left}px`);
    }
    dialog.showModal();
    firstItemRef.current?.focus();
    // Leaving the page some other way (Back, say) unmounts the menu: it closes first,
    // which hands focus back before the new page takes it.
    return () => {
      if (dialog.open) dialog.close();
    };
  }, [headerRef, burgerRef]);

  useEffect(() => {
    const wide = window.matchMedia(WIDE_QUERY);
    const onChange = () => {
      if (wide.matches) dialogRef.current?.close();
    };
    onChange();
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, []);

  return (
    <dialog
      ref={dialogRef}
      id="burger-menu"
      data-testid="burger-menu"
      aria-label={uk.chrome.burger.dialog}
      className={styles.overlay}
      onClose={onClose}
    >
      <button
        type="button"
        className={`${buttonClassName} ${styles.cross}`}
        data-testid="burger-button"
        aria-expanded="true"
        aria-controls="burger-menu"
        aria-label={uk.chrome.burger.close}
        onClick={close}
      >
        <X aria-hidden="true" className={iconClassName} />
      </button>
      <div className={styles.panel}>
        <nav aria-label={uk.chrome.burger.nav}>
          <ul className={styles.list}>
            <NavEntryItems linkClassName={styles.item} onFollow={close} firstRef={firstItemRef} />
            <li>
              {/* docs/product.md: in the burger menu the sign-in item has no target. */}
              <button type="button" className={styles.item} onClick={close}>
                {uk.nav.signIn}
              </button>
            </li>
          </ul>
        </nav>
        <SocialIcons
          networks={['marketplace', 'photoNetwork']}
          className={styles.social}
          onFollow={close}
        />
        <DeliveryLink className={styles.delivery} onClick={close} />
      </div>
    </dialog>
  );
}
