import { useState, useSyncExternalStore } from 'react';
import X from 'lucide-react/icons/x';
import { uk } from '../../shared/i18n/uk';
import { focusPageHeading } from '../../shared/lib/focus-page-heading';
import { getStorageStatus, subscribeStorageStatus } from '../../shared/lib/safe-storage';
import styles from './storage-notice.module.css';

/**
 * Tells the visitor when the browser's storage is blocked or full, so that
 * favourites kept only for the session are no surprise
 * (docs/decisions/006-favourites.md). Polite, and dismissible: once closed it stays closed until the
 * storage's state changes again (e.g. from unavailable to full).
 */
export function StorageNotice() {
  const status = useSyncExternalStore(
    subscribeStorageStatus,
    getStorageStatus,
    () => 'ok' as const,
  );
  const [dismissed, setDismissed] = useState<string | null>(null);
  const visible = status !== 'ok' && dismissed !== status;
  return (
    // The live region stays in the page so that a message put into it is announced.
    <div role="status" aria-live="polite" className={styles.region}>
      {visible && (
        <div className={styles.notice} data-testid="storage-notice" data-status={status}>
          <p className={styles.text}>{uk.storage[status]}</p>
          <button
            type="button"
            className={styles.close}
            aria-label={uk.storage.dismiss}
            onClick={() => {
              setDismissed(status);
              // The button goes with the notice; focus goes on to the page.
              focusPageHeading();
            }}
          >
            <X aria-hidden="true" className={styles.icon} />
          </button>
        </div>
      )}
    </div>
  );
}
