import Heart from 'lucide-react/icons/heart';
import Menu from 'lucide-react/icons/menu';
import ShoppingBag from 'lucide-react/icons/shopping-bag';
import UserRound from 'lucide-react/icons/user-round';
import X from 'lucide-react/icons/x';
import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useBasketCount } from '../../features/basket/basket-store';
import { useFavoriteCount } from '../../features/favorites/favorite-availability';
import { SearchCombobox } from '../../features/search/search-combobox';
import { PATHS } from '../../shared/config/paths';
import { uk } from '../../shared/i18n/uk';
import { pluralize } from '../../shared/lib/plural';
import { SocialIcons } from '../../shared/ui/social-icons';
import { VisuallyHidden } from '../../shared/ui/visually-hidden';
import { Wordmark } from '../../shared/ui/wordmark';
import { pagesLinkedFrom, type LinkedFrom } from '../pages';
import { beforeBurgerCommand, BURGER_MENU_ID, BurgerMenu } from './burger-menu';
import { EntryLink, NavEntryItems } from './nav-entries';
import styles from './site-header.module.css';

/**
 * The site header (docs/product.md, Header). At 1440 px and up everything sits on one
 * row; up to 1439 px the nav moves into the burger overlay (CSS decides
 * which is shown; docs/design.md).
 */
export function SiteHeader({ markCurrentPage = true }: { markCurrentPage?: boolean }) {
  const [searchActive, setSearchActive] = useState(false);
  // Whether the burger menu is open, as its dialog says (burger-menu.tsx).
  const [menuOpen, setMenuOpen] = useState(false);
  const favoriteCount = useFavoriteCount();
  const basketCount = useBasketCount();
  const headerRef = useRef<HTMLElement>(null);
  const menuRef = useRef<HTMLDialogElement>(null);
  const countId = useId();

  // The menu belongs to the history entry it was opened on: any change of
  // route (a link, a search, Back) leaves it behind, closed. Closed before
  // the new page is painted, which hands focus back to the burger button
  // before the new page takes it (use-route-focus.ts).
  const { key: routeKey } = useLocation();
  const menuRouteKey = useRef(routeKey);
  useLayoutEffect(() => {
    if (menuRouteKey.current === routeKey) return;
    menuRouteKey.current = routeKey;
    menuRef.current?.close();
  }, [routeKey]);

  // The page's scroll padding follows the sticky header's height (global.css),
  // which changes with the width, the zoom and the search's second row.
  useLayoutEffect(() => {
    const header = headerRef.current;
    if (!header || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.setProperty('--header-height', `${header.offsetHeight}px`);
    });
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--header-height');
    };
  }, []);

  // The header's icons, one for each page whose `links` name `icon` (src/app/pages.ts), in its order.
  const icons: Record<LinkedFrom<'icon'>['module'], ReactNode> = {
    // The name stays exactly 'Вподобані' (the test contract); the count is
    // its description. The badge lies over the link, not in it: text in a
    // link must be part of its name (WCAG 2.5.3, label in name).
    favorite: (
      <span key="favorite" className={styles.favorites}>
        <EntryLink
          to={PATHS.favorite}
          className={styles.iconButton}
          markCurrent={markCurrentPage}
          aria-label={uk.chrome.favorites}
          aria-describedby={favoriteCount > 0 ? countId : undefined}
        >
          <Heart aria-hidden="true" className={styles.icon} />
        </EntryLink>
        {favoriteCount > 0 && (
          <>
            <span className={styles.badge} data-testid="favorites-count" aria-hidden="true">
              {favoriteCount}
            </span>
            <span id={countId} hidden>
              {uk.chrome.favoritesCount(favoriteCount)}
            </span>
          </>
        )}
      </span>
    ),
    // The count is in the link, and so in its name ('Кошик 2 товари').
    basket: (
      <EntryLink
        key="basket"
        to={PATHS.basket}
        className={styles.iconButton}
        markCurrent={markCurrentPage}
      >
        <ShoppingBag aria-hidden="true" className={styles.icon} />
        <VisuallyHidden>{uk.chrome.basket} </VisuallyHidden>
        {basketCount > 0 && (
          <>
            <span className={styles.badge} data-testid="basket-count">
              {basketCount}
            </span>
            <VisuallyHidden>
              {pluralize(basketCount, uk.chrome.basketCount).replace(/^\d+/, '')}
            </VisuallyHidden>
          </>
        )}
      </EntryLink>
    ),
  };

  return (
    <header
      ref={headerRef}
      className={styles.header}
      data-search-active={searchActive ? 'true' : 'false'}
    >
      {/* The keyboard's first stop, seen once focused. Before the app runs the
          browser follows the #main fragment itself; after, the press is kept
          from the router (it would make the fragment a history entry) and
          focus is moved to the page. */}
      <a
        href="#main"
        className={styles.skipLink}
        onClick={(event) => {
          event.preventDefault();
          document.getElementById('main')?.focus();
        }}
      >
        {uk.skipToContent}
      </a>
      <div className={styles.row}>
        <Wordmark className={styles.wordmark} />

        <nav aria-label={uk.nav.label} className={styles.nav}>
          <ul className={styles.navList}>
            <NavEntryItems linkClassName={styles.navLink} markCurrent={markCurrentPage} />
            <li>
              {/* docs/product.md: the header's sign-in link keeps the malformed target '/sing up'. */}
              <EntryLink to={PATHS.signUp} className={styles.navLink} markCurrent={markCurrentPage}>
                {uk.nav.signIn}
              </EntryLink>
            </li>
          </ul>
        </nav>

        <SearchCombobox className={styles.search} onActiveChange={setSearchActive} />

        <div className={styles.icons}>
          <SocialIcons networks={['marketplace', 'photoNetwork']} className={styles.social} />
          {/* docs/product.md: the account exists without behaviour; shown as a
              disabled button that says so, never as a control that does nothing. */}
          <button
            type="button"
            className={`${styles.iconButton} ${styles.inert}`}
            disabled
            title={uk.chrome.account}
          >
            <UserRound aria-hidden="true" className={styles.icon} />
            <VisuallyHidden>{uk.chrome.account}</VisuallyHidden>
          </button>
          {pagesLinkedFrom('icon').map((page) => icons[page.module])}
          {/* The browser opens the menu itself (an invoker command), before the
              app has run too. While it is open, the menu's own cross in this
              place is the burger button; until the app runs nothing moves the
              test id, and this one, covered by the open modal, keeps it. */}
          <button
            type="button"
            className={`${styles.iconButton} ${styles.burger}`}
            commandfor={BURGER_MENU_ID}
            command="show-modal"
            data-testid={menuOpen ? undefined : 'burger-button'}
            aria-expanded={menuOpen}
            aria-controls={BURGER_MENU_ID}
            aria-label={menuOpen ? uk.chrome.burger.close : uk.chrome.burger.open}
            onClick={(event) => {
              const menu = menuRef.current;
              if (menu && beforeBurgerCommand(menu, event.currentTarget)) setMenuOpen(true);
            }}
          >
            {menuOpen ? (
              <X aria-hidden="true" className={styles.icon} />
            ) : (
              <Menu aria-hidden="true" className={styles.icon} />
            )}
          </button>
        </div>
      </div>

      <BurgerMenu
        dialogRef={menuRef}
        open={menuOpen}
        onOpenChange={setMenuOpen}
        buttonClassName={`${styles.iconButton} ${styles.burger}`}
        iconClassName={styles.icon}
        markCurrent={markCurrentPage}
      />
    </header>
  );
}
