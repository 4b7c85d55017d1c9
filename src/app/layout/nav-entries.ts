import { PATHS } from '../../shared/config/paths';
import { uk } from '../../shared/i18n/uk';

/** docs/product.md, Header: the five entries, in its order and capitals. */
export const NAV_ENTRIES = [
  { to: PATHS.home, label: uk.nav.home, end: true },
  { to: PATHS.catalog, label: uk.nav.catalog, end: false },
  { to: PATHS.favorite, label: uk.nav.favorite, end: false },
  { to: PATHS.about, label: uk.nav.about, end: false },
] as const;
