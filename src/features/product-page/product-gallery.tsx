import { Maximize2, Play } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { ProductImage } from '../products/product-image';
import type { GalleryEntry } from '../products/types';
import { uk } from '../../shared/i18n/uk';
import { GalleryFullscreen } from './gallery-fullscreen';
import { applyGalleryAction, galleryKeyAction, stepIndex } from './gallery-items';
import { GalleryArrows } from './gallery-arrows';
import { GalleryMedia } from './gallery-media';
import styles from './product-gallery.module.css';

interface ProductGalleryProps {
  title: string;
  items: readonly GalleryEntry[];
}

/** How far a finger must travel sideways to count as a swipe. */
const SWIPE_MIN_PX = 40;

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * The product's pictures and video (docs/decisions/routes.md; docs/design.md
 * page): a main view, arrows, thumbnails, ← → (and Home/End) while focus is
 * anywhere in the gallery, and a fullscreen view closed by Esc.
 */
export function ProductGallery({ title, items }: ProductGalleryProps) {
  const [index, setIndex] = useState(0);
  const [isFullscreen, setFullscreen] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  const thumbsRef = useRef<HTMLUListElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const counterId = useId();
  const t = uk.productPage;
  const total = items.length;
  const item = items[index];

  const step = (delta: number) => setIndex((current) => stepIndex(current, delta, total));

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const action = galleryKeyAction(event);
    if (!action) return;
    event.preventDefault();
    setIndex((current) => applyGalleryAction(action, current, total));
  };

  // A horizontal swipe on a touch screen steps like the arrows; vertical moves
  // stay the page's scroll (touch-action: pan-y). Swipes on the video are left
  // to its own controls (the timeline is dragged sideways).
  const handlePointerDown = (event: PointerEvent<HTMLElement>) => {
    const onVideo = event.target instanceof HTMLMediaElement;
    swipeStart.current =
      event.pointerType === 'mouse' || onVideo ? null : { x: event.clientX, y: event.clientY };
  };
  const handlePointerUp = (event: PointerEvent<HTMLElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(dy)) step(dx < 0 ? 1 : -1);
  };

  const openFullscreen = () => {
    // The page's video would go on playing behind the dialog.
    stageRef.current?.querySelector('video')?.pause();
    setFullscreen(true);
  };

  // Keep the current thumbnail in sight when the row scrolls (mobile), without
  // scrolling the page itself.
  useEffect(() => {
    const list = thumbsRef.current;
    const thumb = list?.children[index];
    if (!list || !(thumb instanceof HTMLElement) || typeof list.scrollTo !== 'function') return;
    const left = thumb.offsetLeft - (list.clientWidth - thumb.offsetWidth) / 2;
    list.scrollTo({ left, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, [index]);

  if (!item) return null;

  return (
    <>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- ← → Home End from any control of the gallery, as the carousel pattern of WAI-ARIA's practices does. */}
      <section className={styles.gallery} aria-label={t.gallery} onKeyDown={handleKeyDown}>
        <div
          ref={stageRef}
          className={styles.stage}
          role="group"
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- focusable so the keys work before any button has been touched.
          tabIndex={0}
          aria-label={t.galleryHint}
          aria-describedby={counterId}
          data-testid="gallery-stage"
          onPointerDown={handlePointerDown}
          onPointerUp={handlePointerUp}
          onPointerCancel={() => (swipeStart.current = null)}
        >
          <GalleryMedia key={index} item={item} title={title} index={index} total={total} />
          <GalleryArrows onStep={step} />
          <button
            ref={openerRef}
            type="button"
            className={styles.expand}
            aria-label={t.openFullscreen}
            title={t.openFullscreen}
            onClick={openFullscreen}
          >
            <Maximize2 aria-hidden="true" className={styles.icon} />
          </button>
        </div>
        <p
          id={counterId}
          className={styles.counter}
          aria-live="polite"
          data-testid="gallery-counter"
        >
          {t.counter(index + 1, total)}
        </p>
        <ul ref={thumbsRef} className={styles.thumbs}>
          {items.map((entry, i) => (
            <li key={i}>
              <button
                type="button"
                className={styles.thumb}
                aria-label={
                  entry.type === 'video'
                    ? `${t.video}, ${t.counter(i + 1, total)}`
                    : t.photo(i + 1, total)
                }
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setIndex(i)}
              >
                {entry.type === 'image' ? (
                  <ProductImage src={entry.url} alt="" className={styles.thumbImage} />
                ) : (
                  <>
                    <ProductImage src={entry.poster} alt="" className={styles.thumbImage} />
                    <Play aria-hidden="true" className={styles.thumbPlay} />
                  </>
                )}
              </button>
            </li>
          ))}
        </ul>
      </section>
      <GalleryFullscreen
        open={isFullscreen}
        item={item}
        index={index}
        total={total}
        title={title}
        onStep={step}
        onKeyDown={handleKeyDown}
        onClose={() => {
          setFullscreen(false);
          openerRef.current?.focus();
        }}
      />
    </>
  );
}
