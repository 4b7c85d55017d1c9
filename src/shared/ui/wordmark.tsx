import { Link } from 'react-router';
import { PATHS } from '../config/paths';
import { uk } from '../i18n/uk';
import styles from './wordmark.module.css';

/** A small gilt lozenge between two rules: the shop's ornament (docs/design.md). */
function Ornament() {
  return (
    <svg className={styles.ornament} viewBox="0 0 64 10" aria-hidden="true" focusable="false">
      <path d="M0 5h24M40 5h24" stroke="currentColor" strokeWidth="1" />
      <path d="M32 0l5 5-5 5-5-5z" fill="currentColor" />
      <circle cx="22" cy="5" r="1.4" fill="currentColor" />
      <circle cx="42" cy="5" r="1.4" fill="currentColor" />
    </svg>
  );
}

/** Longer than BON VINTAGE by a few letters: a name the header cannot hold on one line at its size. */
const LONG_NAME = 14;

/** The typographic wordmark of the shop's name (BON VINTAGE) linking home, in header and footer. */
export function Wordmark({ className }: { className?: string }) {
  return (
    <Link
      to={PATHS.home}
      className={[styles.wordmark, className].filter(Boolean).join(' ')}
      aria-label={uk.chrome.homeLink}
    >
      <span
        className={[styles.text, uk.brand.length > LONG_NAME && styles.long]
          .filter(Boolean)
          .join(' ')}
      >
        {uk.brand}
      </span>
      <Ornament />
    </Link>
  );
}
