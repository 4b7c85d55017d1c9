import type { Ref } from 'react';
import { Link, NavLink, type LinkProps } from 'react-router';
import { uk } from '../../shared/i18n/uk';
import { pageAddress, pagesLinkedFrom, type LinkedFrom } from '../pages';

/** Each page the main navigation links (src/app/pages.ts, `nav`), by its words. */
const NAV_LABELS: Record<LinkedFrom<'nav'>['module'], string> = {
  home: uk.nav.home,
  catalog: uk.nav.catalog,
  favorite: uk.nav.favorite,
  'about-us': uk.nav.about,
};

/**
 * docs/product.md, Header: the entries that lead to a page, in its order and
 * capitals: the pages whose `links` name `nav`, in the table's order.
 */
export const NAV_ENTRIES = pagesLinkedFrom('nav').map((page) => ({
  to: pageAddress(page),
  label: NAV_LABELS[page.module],
  // The home page's entry is current on the home page alone.
  end: page.path === '',
}));

/**
 * An entry's link: it marks the current page (aria-current, style), or, with
 * markCurrent false, is a plain link: while the first page loads the layout
 * does not know it yet (see AppLayout).
 */
export function EntryLink({
  markCurrent = true,
  end,
  ...props
}: LinkProps & { end?: boolean; markCurrent?: boolean; ref?: Ref<HTMLAnchorElement> }) {
  return markCurrent ? <NavLink end={end} {...props} /> : <Link {...props} />;
}

interface NavEntryItemsProps {
  linkClassName?: string;
  markCurrent?: boolean;
  /** Called when an entry is followed (the burger menu closes). */
  onFollow?: () => void;
  /** The first entry's link. */
  firstRef?: Ref<HTMLAnchorElement>;
  /** The first entry takes focus when the dialog it is in opens (the burger menu). */
  autoFocusFirst?: boolean;
}

/** The entries as list items, for the header's nav and the burger menu's alike. */
export function NavEntryItems({
  linkClassName,
  markCurrent,
  onFollow,
  firstRef,
  autoFocusFirst = false,
}: NavEntryItemsProps) {
  return NAV_ENTRIES.map((entry, index) => (
    <li key={entry.label}>
      <EntryLink
        ref={index === 0 ? firstRef : undefined}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- not focus taken on load: the entry is in a closed dialog, focused when the visitor opens it (dialog focusing steps).
        autoFocus={autoFocusFirst && index === 0}
        to={entry.to}
        end={entry.end}
        className={linkClassName}
        markCurrent={markCurrent}
        onClick={onFollow}
      >
        {entry.label}
      </EntryLink>
    </li>
  ));
}
