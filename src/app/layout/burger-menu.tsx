import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { NavLink } from 'react-router';
import { BURGER_MAX_WIDTH } from '../../shared/config/spec';
import { uk } from '../../shared/i18n/uk';
import { DeliveryLink } from '../../shared/ui/delivery-link';
import { SocialIcons } from '../../shared/ui/social-icons';
import { NAV_ENTRIES } from './nav-entries';
import styles from './burger-menu.module.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Wider than this the nav is in the header again and the overlay closes (docs/product.md). */
export const WIDE_QUERY = `(min-width: ${BURGER_MAX_WIDTH + 1}px)`;

interface BurgerMenuProps {
  /** The header, whose bottom edge is where the overlay starts. */
  headerRef: RefObject<HTMLElement | null>;
  /** The burger button: part of the focus loop, and where focus returns. */
  burgerRef: RefObject<HTMLButtonElement | null>;
  /** Closes the menu; returnFocus is false when the burger button is hidden (wide window). */
  onClose: (returnFocus: boolean) => void;
}

/**
 * docs/product.md, Burger menu: a full overlay under the header with the five entries
 * (the sign-in item has no target), the social icons and the delivery link.
 * Rendered only while open. As a modal dialog it locks the page's scroll,
 * keeps Tab inside (itself and the burger button that closes it) and closes
 * on Esc, on any item, and when the window grows past 1439 px.
 */
export function BurgerMenu({ headerRef, burgerRef, onClose }: BurgerMenuProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  // The overlay starts under the header, so the burger button (now a cross) stays in reach.
  useLayoutEffect(() => {
    const bottom = headerRef.current?.getBoundingClientRect().bottom ?? 0;
    dialogRef.current?.style.setProperty('--menu-top', `${Math.max(0, bottom)}px`);
  }, [headerRef]);

  // Scroll lock, restored to whatever it was before.
  useEffect(() => {
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, []);

  // Closes itself once the window is wider than the burger breakpoint.
  useEffect(() => {
    const wide = window.matchMedia(WIDE_QUERY);
    const onChange = () => {
      if (wide.matches) onCloseRef.current(false);
    };
    onChange();
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, []);

  // Focus goes into the menu; Tab cycles through the burger button and the menu; Esc closes.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    dialog.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current(true);
        return;
      }
      if (event.key !== 'Tab') return;
      const loop = [burgerRef.current, ...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (element): element is HTMLElement => element !== null,
      );
      const first = loop[0];
      const last = loop[loop.length - 1];
      const index = loop.indexOf(document.activeElement as HTMLElement);
      if (index === -1) {
        event.preventDefault();
        (event.shiftKey ? last : first)?.focus();
      } else if (event.shiftKey && index === 0) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && index === loop.length - 1) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [burgerRef]);

  const closeOnItem = () => onClose(true);

  return (
    <div
      ref={dialogRef}
      id="burger-menu"
      data-testid="burger-menu"
      role="dialog"
      aria-modal="true"
      aria-label={uk.chrome.burger.dialog}
      className={styles.overlay}
    >
      <div className={styles.panel}>
        <nav aria-label={uk.chrome.burger.nav}>
          <ul className={styles.list}>
            {NAV_ENTRIES.map((entry) => (
              <li key={entry.label}>
                <NavLink
                  to={entry.to}
                  end={entry.end}
                  className={styles.item}
                  onClick={closeOnItem}
                >
                  {entry.label}
                </NavLink>
              </li>
            ))}
            <li>
              {/* docs/product.md: in the burger menu the sign-in item has no target. */}
              <button type="button" className={styles.item} onClick={closeOnItem}>
                {uk.nav.signIn}
              </button>
            </li>
          </ul>
        </nav>
        <SocialIcons
          networks={['marketplace', 'photoNetwork']}
          className={styles.social}
          onFollow={closeOnItem}
        />
        <DeliveryLink className={styles.delivery} onClick={closeOnItem} />
      </div>
    </div>
  );
}
