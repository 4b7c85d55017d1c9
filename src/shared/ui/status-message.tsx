import type { ReactNode } from 'react';
import styles from './status-message.module.css';

/**
 * A polite live region under a control that says what the control did
 * ("Посилання скопійовано"). It stays in the page, empty, so that a message
 * put into it is announced; empty, it takes no room.
 */
export function StatusMessage({ children }: { children: ReactNode }) {
  return (
    <p className={styles.status} role="status">
      {children}
    </p>
  );
}
