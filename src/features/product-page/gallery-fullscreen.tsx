import X from 'lucide-react/icons/x';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { GalleryEntry } from '../products/types';
import { GalleryArrows } from './gallery-arrows';
import { PICTURE_SIZES } from '../products/product-image';
import { GalleryMedia } from './gallery-media';
import styles from './product-gallery.module.css';
import { productPageText } from './product-page-text';

interface GalleryFullscreenProps {
  open: boolean;
  item: GalleryEntry;
  index: number;
  total: number;
  title: string;
  onStep: (delta: number) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  /** Called once the dialog has closed, however it was closed (Esc, the button). */
  onClose: () => void;
}

/**
 * The current item large, in a native modal <dialog> (docs/design.md
 * page): showModal() traps focus and closes on Esc without any code of ours.
 */
export function GalleryFullscreen({
  open,
  item,
  index,
  total,
  title,
  onStep,
  onKeyDown,
  onClose,
}: GalleryFullscreenProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const t = productPageText;

  // Effects sync with the outside world: here the dialog's own open state.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a modal <dialog>: its keys step through the items and a click on its dark backdrop closes it, as on any modal.
    <dialog
      ref={dialogRef}
      className={styles.fullscreen}
      aria-label={t.fullscreen}
      onClose={onClose}
      onKeyDown={onKeyDown}
      // The dark around the picture is the backdrop to the eye: a click there
      // closes, as on a backdrop (Esc and the button do the same by keyboard).
      onClick={(event) => {
        const target = event.target as HTMLElement;
        if (target === event.currentTarget || target.dataset.backdrop !== undefined) {
          dialogRef.current?.close();
        }
      }}
    >
      {open && (
        <>
          <div className={styles.fullscreenBar}>
            <p className={styles.fullscreenCounter} data-testid="gallery-counter">
              {t.counter(index + 1, total)}
            </p>
            <button
              type="button"
              className={styles.closeButton}
              onClick={() => dialogRef.current?.close()}
            >
              <X aria-hidden="true" className={styles.icon} />
              <span>{t.close}</span>
            </button>
          </div>
          <div className={styles.fullscreenStage} data-backdrop>
            <GalleryMedia
              key={index}
              item={item}
              title={title}
              index={index}
              total={total}
              className={styles.fullscreenMedia}
              sizes={PICTURE_SIZES.fullscreen}
            />
            {total > 1 && <GalleryArrows onStep={onStep} />}
          </div>
        </>
      )}
    </dialog>
  );
}
