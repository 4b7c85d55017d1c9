import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import type { MouseEvent } from 'react';
import { isPlainClick } from './gallery-items';
import styles from './product-gallery.module.css';
import { productPageText } from './product-page-text';

interface GalleryArrowsProps {
  onStep: (delta: -1 | 1) => void;
  /**
   * The page's gallery: the arrows are in-page links to the slides they show
   * (`#photo-N`), which the browser follows before the app has run; once it
   * runs, a click steps as a button's does. Without them, buttons (the
   * fullscreen view, which only the app opens).
   */
  hrefs?: { previous: string; next: string };
}

/** The previous / next arrows over a gallery view (the page's and the fullscreen one). */
export function GalleryArrows({ onStep, hrefs }: GalleryArrowsProps) {
  const arrows = [
    {
      delta: -1,
      className: styles.previous,
      label: productPageText.previous,
      Icon: ChevronLeft,
      href: hrefs?.previous,
    },
    {
      delta: 1,
      className: styles.next,
      label: productPageText.next,
      Icon: ChevronRight,
      href: hrefs?.next,
    },
  ] as const;
  return arrows.map(({ delta, className, label, Icon, href }) =>
    href === undefined ? (
      <button
        key={delta}
        type="button"
        className={`${styles.arrow} ${className}`}
        aria-label={label}
        onClick={() => onStep(delta)}
      >
        <Icon aria-hidden="true" className={styles.icon} />
      </button>
    ) : (
      <a
        key={delta}
        href={href}
        className={`${styles.arrow} ${className}`}
        aria-label={label}
        onClick={(event: MouseEvent) => {
          if (!isPlainClick(event)) return;
          // No jump to the fragment and no entry in the history: the track scrolls softly.
          event.preventDefault();
          onStep(delta);
        }}
      >
        <Icon aria-hidden="true" className={styles.icon} />
      </a>
    ),
  );
}
