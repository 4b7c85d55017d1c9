import X from 'lucide-react/icons/x';
import { useEffect, useRef, type RefObject } from 'react';
import { BURGER_MAX_WIDTH } from '../../shared/config/spec';
import { uk } from '../../shared/i18n/uk';
import { DeliveryLink } from '../../shared/ui/delivery-link';
import { SocialIcons } from '../../shared/ui/social-icons';
import { NavEntryItems } from './nav-entries';
import styles from './burger-menu.module.css';

/** Wider than this the nav is in the header again and the overlay closes (docs/product.md). */
export const WIDE_QUERY = `(min-width: ${BURGER_MAX_WIDTH + 1}px)`;

/** The menu's id: the burger button's `commandfor` and `aria-controls` name it. */
export const BURGER_MENU_ID = 'burger-menu';

/** Whether the browser runs a button's `command` itself (invoker commands: Chromium 135+). */
function hasInvokerCommands(): boolean {
  return 'commandForElement' in HTMLButtonElement.prototype;
}

/**
 * What the header's burger button does on a click, before its command (the
 * click's handlers run before the browser's own action): in a browser without
 * CSS anchor positioning, the cross is put where the button is
 * (burger-menu.module.css); in one without invoker commands, the menu is
 * opened here. Says whether it opened it (such a browser may not fire the
 * dialog's `toggle` either).
 */
export function beforeBurgerCommand(dialog: HTMLDialogElement, burger: HTMLElement): boolean {
  if (typeof CSS === 'undefined' || !CSS.supports?.('anchor-name', '--a')) {
    const box = burger.getBoundingClientRect();
    dialog.style.setProperty('--cross-top', `${box.top}px`);
    dialog.style.setProperty('--cross-left', `${box.left}px`);
  }
  if (hasInvokerCommands() || dialog.open) return false;
  dialog.showModal();
  return true;
}

/** The cross's and the sign-in item's click, for a browser without invoker commands. */
function closeWithoutInvokers(dialog: HTMLDialogElement | null) {
  if (!hasInvokerCommands()) dialog?.close();
}

interface BurgerMenuProps {
  dialogRef: RefObject<HTMLDialogElement | null>;
  /** Whether the header knows the menu is open: its cross then carries the burger button's test id. */
  open: boolean;
  /** The dialog has opened or closed, whatever did it (see below). */
  onOpenChange: (open: boolean) => void;
  /** The header's look of an icon button and its icon, for the cross. */
  buttonClassName: string;
  iconClassName?: string;
  /** Whether the entries mark the current page (as the header's own, see AppLayout). */
  markCurrent?: boolean;
}

/**
 * docs/product.md, Burger menu: a full overlay under the header with the five
 * entries (the sign-in item has no target), the social icons and the delivery
 * link. A native modal <dialog>, always in the page (closed, so hidden): the
 * header's burger button opens it by an invoker command (`commandfor`,
 * `command="show-modal"`), and its cross and the sign-in item close it the
 * same way, so the menu works in the HTML drawn at build time before the app
 * has run. The browser keeps focus inside, focuses the first entry
 * (`autofocus`), closes it on Esc and gives focus back to the burger button;
 * the page behind is inert and does not scroll (burger-menu.module.css). Its
 * cross sits exactly where the burger button is, so the button seems to turn
 * into it. Once the app runs, an entry followed, a change of route
 * (site-header.tsx) and a window grown past 1439 px close it too.
 *
 * The dialog itself is what says whether the menu is open: its `toggle` and
 * `close` events tell the header, however it opened or closed (before the
 * app ran, by Esc, by the cross), and so does an open dialog found when the
 * app starts.
 */
export function BurgerMenu({
  dialogRef,
  open,
  onOpenChange,
  buttonClassName,
  iconClassName,
  markCurrent = true,
}: BurgerMenuProps) {
  const firstItemRef = useRef<HTMLAnchorElement>(null);
  const close = () => dialogRef.current?.close();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const report = () => onOpenChange(dialog.open);
    // Opened before the app ran: the header learns it now.
    if (dialog.open) report();
    dialog.addEventListener('toggle', report);
    dialog.addEventListener('close', report);
    return () => {
      dialog.removeEventListener('toggle', report);
      dialog.removeEventListener('close', report);
    };
  }, [dialogRef, onOpenChange]);

  // `autoFocus` is drawn as the attribute into the HTML made at build time,
  // but React sets none on an element it creates itself: the dialog's own
  // focusing looks for the attribute when it opens.
  useEffect(() => {
    firstItemRef.current?.setAttribute('autofocus', '');
  }, []);

  useEffect(() => {
    const wide = window.matchMedia(WIDE_QUERY);
    const onChange = () => {
      if (wide.matches) dialogRef.current?.close();
    };
    onChange();
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [dialogRef]);

  return (
    <dialog
      ref={dialogRef}
      id={BURGER_MENU_ID}
      data-testid="burger-menu"
      aria-label={uk.chrome.burger.dialog}
      className={styles.overlay}
    >
      <button
        type="button"
        className={`${buttonClassName} ${styles.cross}`}
        commandfor={BURGER_MENU_ID}
        command="close"
        // While the menu is open, this cross in its place is the burger button
        // (site-header.tsx gives the test id to one of them at a time).
        data-testid={open ? 'burger-button' : undefined}
        aria-expanded="true"
        aria-controls={BURGER_MENU_ID}
        aria-label={uk.chrome.burger.close}
        onClick={() => closeWithoutInvokers(dialogRef.current)}
      >
        <X aria-hidden="true" className={iconClassName} />
      </button>
      <div className={styles.panel}>
        <nav aria-label={uk.chrome.burger.nav}>
          <ul className={styles.list}>
            <NavEntryItems
              linkClassName={styles.item}
              markCurrent={markCurrent}
              onFollow={close}
              firstRef={firstItemRef}
              autoFocusFirst
            />
            <li>
              {/* docs/product.md: in the burger menu the sign-in item has no target: it closes the menu. */}
              <button
                type="button"
                className={styles.item}
                commandfor={BURGER_MENU_ID}
                command="close"
                onClick={() => closeWithoutInvokers(dialogRef.current)}
              >
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
