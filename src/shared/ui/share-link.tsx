import Share2 from 'lucide-react/icons/share-2';
import { useId, useRef, useState } from 'react';
import { countEvent } from '../figures/figures';
import { uk } from '../i18n/uk';
import styles from './share-link.module.css';
import { StatusMessage } from './status-message';

type ShareState = 'idle' | 'copied' | 'manual';

interface ShareLinkProps {
  /** The button's text. */
  label: string;
  /** What is shared: an absolute address, made when the button is pressed. */
  url: () => string;
  /** The title the system share sheet shows beside the address. */
  title: string;
  /** The label of the field that shows the address once shared. */
  linkLabel: string;
  /** The class of the button. */
  className?: string;
  /** Which side the button and what it says keep to. */
  align?: 'start' | 'end';
}

/**
 * Shares an address: through the system share sheet where the browser has
 * one; otherwise it is copied to the clipboard and a polite live region says
 * so; where the clipboard is not allowed either, the address stands in a
 * read-only field, selected, ready to copy by hand.
 */
export function ShareLink({
  label,
  url,
  title,
  linkLabel,
  className,
  align = 'start',
}: ShareLinkProps) {
  const [state, setState] = useState<ShareState>('idle');
  const [link, setLink] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();

  async function share() {
    const address = url();
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url: address });
        countEvent('Поділилися');
        return;
      } catch (error) {
        // The visitor closed the sheet: nothing more to do.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    setLink(address);
    // Shared: the address is copied, or shown to copy.
    countEvent('Поділилися');
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(address);
      setState('copied');
    } catch {
      setState('manual');
      requestAnimationFrame(() => inputRef.current?.select());
    }
  }

  return (
    <div className={styles.share} data-align={align}>
      <button type="button" className={className} onClick={() => void share()}>
        <Share2 aria-hidden="true" />
        {label}
      </button>
      {link && (
        <div className={styles.link}>
          <label htmlFor={inputId}>{linkLabel}</label>
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
      <StatusMessage>
        {state === 'copied' ? uk.share.copied : state === 'manual' ? uk.share.copyFailed : ''}
      </StatusMessage>
    </div>
  );
}
