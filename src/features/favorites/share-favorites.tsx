import { Share2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { uk } from '../../shared/i18n/uk';
import { sharedFavoritesUrl } from './shared-favorites';
import styles from './favorites-page.module.css';

type ShareState = 'idle' | 'copied' | 'manual';

/**
 * Copies a link to the visitor's favourites (`/favorite?ids=…`). Where the
 * clipboard is not allowed, the link stands in a read-only field, selected,
 * ready to copy by hand. The outcome is announced politely.
 */
export function ShareFavorites({ ids }: { ids: readonly number[] }) {
  const [state, setState] = useState<ShareState>('idle');
  const [link, setLink] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();

  async function share() {
    const url = sharedFavoritesUrl(ids);
    setLink(url);
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(url);
      setState('copied');
    } catch {
      setState('manual');
      requestAnimationFrame(() => inputRef.current?.select());
    }
  }

  return (
    <div className={styles.share}>
      <button type="button" className={styles.secondaryButton} onClick={() => void share()}>
        <Share2 aria-hidden="true" />
        {uk.favoritesPage.share}
      </button>
      {link && (
        <div className={styles.shareLink}>
          <label htmlFor={inputId}>{uk.favoritesPage.shareLinkLabel}</label>
          <input
            ref={inputRef}
            id={inputId}
            type="text"
            readOnly
            value={link}
            onFocus={(event) => event.currentTarget.select()}
          />
        </div>
      )}
      <p className={styles.announce} role="status">
        {state === 'copied'
          ? uk.favoritesPage.copied
          : state === 'manual'
            ? uk.favoritesPage.copyFailed
            : ''}
      </p>
    </div>
  );
}
