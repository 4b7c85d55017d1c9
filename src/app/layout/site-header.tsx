import { Link, NavLink } from 'react-router';
import { PATHS } from '../../shared/config/paths';
import { uk } from '../../shared/i18n/uk';
import styles from './site-header.module.css';

const NAV_ENTRIES = [
  { to: PATHS.home, label: uk.nav.home, end: true },
  { to: PATHS.catalog, label: uk.nav.catalog, end: false },
  { to: PATHS.favorite, label: uk.nav.favorite, end: false },
  { to: PATHS.about, label: uk.nav.about, end: false },
  { to: PATHS.signUp, label: uk.nav.signIn, end: false },
] as const;

/** The site header (spec §2, Header). */
export function SiteHeader() {
  return (
    <header className={styles.header} data-search-active="false">
      <Link to={PATHS.home} className={styles.wordmark}>
        {uk.brand}
      </Link>
      <nav aria-label={uk.nav.label}>
        <ul className={styles.nav}>
          {NAV_ENTRIES.map((entry) => (
            <li key={entry.label}>
              <NavLink to={entry.to} end={entry.end} className={styles.navLink}>
                {entry.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
