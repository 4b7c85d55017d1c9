import Maximize2 from 'lucide-react/icons/maximize-2';
import Play from 'lucide-react/icons/play';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { PICTURE_SIZES, ProductImage } from '../products/product-image';
import type { GalleryEntry } from '../products/types';
import { GalleryFullscreen } from './gallery-fullscreen';
import {
  applyGalleryAction,
  galleryKeyAction,
  isPlainClick,
  slideId,
  slideOfHash,
  stepIndex,
} from './gallery-items';
import { GalleryArrows } from './gallery-arrows';
import { GalleryMedia } from './gallery-media';
import styles from './product-gallery.module.css';
import { focusInView } from '../../shared/lib/focus-in-view';
import { useHydrated } from '../../shared/lib/use-hydrated';
import { productPageText } from './product-page-text';

interface ProductGalleryProps {
  title: string;
  items: readonly GalleryEntry[];
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** The slide a track is scrolled to, by its scroll position. */
function slideAt(track: HTMLElement): number {
  return track.clientWidth > 0 ? Math.round(track.scrollLeft / track.clientWidth) : 0;
}

/**
 * The product's pictures and video (docs/decisions/003-routes.md; docs/design.md):
 * a main view, arrows, thumbnails, ← → (and Home/End) while focus is anywhere
 * in the gallery, and a fullscreen view closed by Esc.
 *
 * The main view is a track of every item on CSS scroll snap: on a touch screen
 * the picture follows the finger and its neighbours are already there, and the
 * browser decides what a swipe is. The arrows, keys and thumbnails scroll the
 * track; a swipe that comes to rest sets the current item. Only the current
 * item is in the accessibility tree and the tab order.
 *
 * Each slide has an id (`photo-1`, …) and the arrows and thumbnails are
 * in-page links to them: before the app has run, the browser follows them and
 * scrolls the track to the slide by itself. Once it runs, a click is served
 * here (a soft scroll, nothing added to the address or the history), and the
 * gallery starts where the track was left, or at the slide an address names.
 */
export function ProductGallery({ title, items }: ProductGalleryProps) {
  const [index, setIndex] = useState(0);
  const [isFullscreen, setFullscreen] = useState(false);
  const hydrated = useHydrated();
  /** Whether the gallery is the one drawn at build time, which React hydrates. */
  const drawnAtBuild = useRef(!hydrated);
  const openerRef = useRef<HTMLButtonElement>(null);
  const thumbsRef = useRef<HTMLUListElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  /** The index the track was last brought to (it starts where it is). */
  const indexShown = useRef(index);
  /** The slide the track is being scrolled to by the controls: its scroll is not a swipe. */
  const scrollingTo = useRef<number | null>(null);
  const counterId = useId();
  const t = productPageText;
  const total = items.length;
  const item = items[index];

  const step = (delta: number) => setIndex((current) => stepIndex(current, delta, total));
  const hrefOf = (slide: number) => `#${slideId(slide)}`;

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const action = galleryKeyAction(event);
    if (!action) return;
    event.preventDefault();
    setIndex((current) => applyGalleryAction(action, current, total));
  };

  const openFullscreen = () => {
    // The page's video would go on playing behind the dialog.
    stageRef.current?.querySelector('video')?.pause();
    setFullscreen(true);
  };

  // The first render is the one drawn at build time (the first item); the
  // gallery then starts where the visitor is. The track drawn at build time
  // may have been moved before the app ran (an arrow, a thumbnail, a swipe),
  // and the browser has already scrolled it to the slide an address names
  // (#photo-3); a gallery drawn here starts at that slide. The address then
  // drops the slide's fragment, keeping React Router's state, as a click here does.
  useEffect(() => {
    const named = slideOfHash(window.location.hash, total);
    if (named !== null) {
      const { pathname, search } = window.location;
      window.history.replaceState(window.history.state, '', pathname + search);
    }
    const track = trackRef.current;
    if (!track) return;
    const start = drawnAtBuild.current ? slideAt(track) : (named ?? 0);
    if (start === 0) return;
    if (slideAt(track) !== start && typeof track.scrollTo === 'function') {
      track.scrollTo({ left: start * track.clientWidth, behavior: 'instant' });
    }
    setIndex(start);
  }, [total]);

  // The track shows the current item: scrolled to it when the index changed
  // some other way than by scrolling, and a video left behind is paused. Not
  // before the index first changes: the track starts where it is (above).
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    for (const video of track.querySelectorAll('video')) {
      if (!video.closest('[data-current]')) video.pause();
    }
    if (indexShown.current === index) return;
    indexShown.current = index;
    if (slideAt(track) === index || typeof track.scrollTo !== 'function') return;
    scrollingTo.current = index;
    track.scrollTo({
      left: index * track.clientWidth,
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
  }, [index]);

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
        <div ref={stageRef} className={styles.stage} data-testid="gallery-stage">
          <div
            ref={trackRef}
            className={styles.track}
            role="group"
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region the keys must reach, before any button has been touched too.
            tabIndex={0}
            aria-label={t.galleryHint}
            aria-describedby={total > 1 ? counterId : undefined}
            // A finger or a wheel takes the track over from the controls.
            onPointerDown={() => (scrollingTo.current = null)}
            onWheel={() => (scrollingTo.current = null)}
            onScrollEnd={(event) => {
              const at = slideAt(event.currentTarget);
              // The end of a scroll the controls started (or of one they cut
              // short) is theirs; only a swipe that comes to rest picks the item.
              if (scrollingTo.current !== null) {
                if (at === scrollingTo.current) scrollingTo.current = null;
                return;
              }
              setIndex(at);
            }}
          >
            {items.map((entry, i) => {
              // Only the current item is there for assistive technology and the
              // keyboard, once the app runs. Before that, an arrow or a
              // thumbnail (an in-page link) may show any slide while nothing
              // here follows, so the HTML drawn at build time hides none:
              // what is on screen is never inert, and each picture is named
              // by its number.
              const away = hydrated && i !== index;
              return (
                <div
                  key={i}
                  id={slideId(i)}
                  // Shown here when an address names it (above): the layout's
                  // hash scroll (src/shared/lib/hash-scroll.ts) leaves it be.
                  data-own-hash=""
                  className={styles.slide}
                  data-current={i === index || undefined}
                  aria-hidden={away || undefined}
                  inert={away}
                >
                  <GalleryMedia
                    item={entry}
                    title={title}
                    index={i}
                    total={total}
                    current={i === index}
                    // The neighbours load with the current one, ready for a swipe;
                    // the others when the track is scrolled to them (a thumbnail
                    // followed before the app ran included).
                    eager={Math.abs(i - index) <= 1}
                  />
                </div>
              );
            })}
          </div>
          {/* An owner's product may have a single photo: nothing to step through. */}
          {total > 1 && (
            <GalleryArrows
              onStep={step}
              hrefs={{
                previous: hrefOf(stepIndex(index, -1, total)),
                next: hrefOf(stepIndex(index, 1, total)),
              }}
            />
          )}
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
          hidden={total === 1}
        >
          {t.counter(index + 1, total)}
        </p>
        <ul ref={thumbsRef} className={styles.thumbs} hidden={total === 1}>
          {items.map((entry, i) => (
            <li key={i}>
              <a
                href={hrefOf(i)}
                className={styles.thumb}
                aria-label={
                  entry.type === 'video'
                    ? `${t.video}, ${t.counter(i + 1, total)}`
                    : t.photo(i + 1, total)
                }
                aria-current={i === index ? 'true' : undefined}
                onClick={(event) => {
                  if (!isPlainClick(event)) return;
                  event.preventDefault();
                  setIndex(i);
                }}
              >
                {entry.type === 'image' ? (
                  <ProductImage
                    src={entry.url}
                    sources={entry.sources}
                    sizes={PICTURE_SIZES.thumb}
                    placeholder={false}
                    alt=""
                    className={styles.thumbImage}
                  />
                ) : (
                  <>
                    <ProductImage src={entry.poster} alt="" className={styles.thumbImage} />
                    <Play aria-hidden="true" className={styles.thumbPlay} />
                  </>
                )}
              </a>
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
          if (openerRef.current) focusInView(openerRef.current);
        }}
      />
    </>
  );
}
