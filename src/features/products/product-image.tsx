import { useCallback, useEffect, useState, type ImgHTMLAttributes } from 'react';
import { flushSync } from 'react-dom';
import { FALLBACK_IMAGE } from './product-media';
import type { PhotoSources, WholePhotoSources } from './types';
import styles from './product-image.module.css';

const base = import.meta.env.BASE_URL;

/** A srcset of one format of an owner's photo (builder/catalogue/photos.ts names the files). */
function srcset(
  { stem, widths }: Pick<PhotoSources, 'stem' | 'widths'>,
  extension: string,
): string {
  return widths.map((width) => `${base}${stem}-${width}.${extension} ${width}w`).join(', ');
}

/** The plain <img src> of a whole photo: its JPEG nearest 480 px, as the crop's (builder/catalogue/photos.ts). */
function wholeSrc({ stem, widths }: WholePhotoSources): string {
  const middle = widths.reduce((best, each) =>
    Math.abs(each - 480) < Math.abs(best - 480) ? each : best,
  );
  return `${base}${stem}-${middle}.jpg`;
}

/**
 * How wide each place shows a picture (docs/design.md), for `sizes`: the
 * browser then fetches the smallest of an owner's photo's widths that is
 * sharp there (AVIF or WebP where it can).
 */
export const PICTURE_SIZES = {
  /** A grid card: four a row on desktop, three on tablets, two on phones. */
  card: '(min-width: 1440px) 300px, (min-width: 768px) 30vw, 48vw',
  /** The product page's gallery (product-view.module.css). */
  gallery: '(min-width: 1440px) 32rem, (min-width: 834px) 26rem, 100vw',
  /** A thumbnail, a suggestion. */
  thumb: '96px',
  fullscreen: '100vw',
} as const;

let fallbackReady: HTMLImageElement | undefined;

/**
 * Loads the placeholder once, ahead of any failure: an image the document has
 * already loaded is shown at once when a src switches to it (HTML, "list of
 * available images"), so a failed picture never paints a frame of the
 * browser's broken-image box, which has another size (no layout shift).
 */
function preloadFallback() {
  if (fallbackReady || typeof Image === 'undefined') return;
  fallbackReady = new Image();
  fallbackReady.src = FALLBACK_IMAGE;
}

interface ProductImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'alt' | 'sizes' | 'srcSet'
> {
  src: string;
  alt: string;
  /** An owner's photo's other sizes and formats: offered as a <picture>, with its placeholder. */
  sources?: PhotoSources;
  sizes?: string;
  /** Whether a small picture (a thumbnail) shows the photo's placeholder while it loads. */
  placeholder?: boolean;
  /**
   * Shows an owner's photo uncropped, at its own proportions, when the 3:4
   * box would cut it (`sources.whole`, a landscape photo): the product page's
   * gallery. Its box is kept from the photo's known size before it loads.
   */
  whole?: boolean;
}

/**
 * A 300x400 product picture in a 3:4 box that is reserved before the picture
 * loads, so nothing shifts; a picture that fails shows the local placeholder
 * instead (docs/decisions/002-sample-data.md). An owner's photo comes in the size
 * and format the screen wants (`sources`, `sizes`), over its blurred
 * placeholder while it loads (docs/owner-catalogue.md), or whole (`whole`).
 */
export function ProductImage({
  src: croppedSrc,
  alt,
  className,
  loading = 'lazy',
  sources: croppedSources,
  sizes = PICTURE_SIZES.card,
  placeholder: withPlaceholder = true,
  whole: showWhole = false,
  ...rest
}: ProductImageProps) {
  const whole = showWhole ? croppedSources?.whole : undefined;
  const src = whole ? wholeSrc(whole) : croppedSrc;
  const sources = whole ?? croppedSources;
  // The blurred placeholder is of the 3:4 crop: under a whole photo it would show round it.
  const placeholder = withPlaceholder && !whole ? croppedSources?.placeholder : undefined;
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc === src;
  useEffect(preloadFallback, []);
  // A picture in the build's HTML (src/app/prerender.tsx) may fail before
  // React hydrates it, when its error event has no listener yet: it is checked
  // as React takes it over. A loaded SVG with only a viewBox has no natural
  // size either; decode() tells it from a broken picture.
  const catchEarlyFailure = useCallback(
    (image: HTMLImageElement | null) => {
      if (!image || failed || !image.complete || image.naturalWidth > 0) return;
      image.decode().catch(() => setFailedSrc(src));
    },
    [failed, src],
  );
  const responsive = sources && !failed;
  const image = (
    <img
      // A new element for the placeholder: the failed one, which the browser may
      // already have turned into its broken-image box, is removed rather than reused.
      key={failed ? 'fallback' : 'picture'}
      {...rest}
      ref={catchEarlyFailure}
      className={[whole ? styles.whole : styles.image, className].filter(Boolean).join(' ')}
      src={failed ? FALLBACK_IMAGE : src}
      srcSet={responsive ? srcset(sources, 'jpg') : undefined}
      sizes={responsive ? sizes : undefined}
      alt={alt}
      width={whole?.width ?? 300}
      height={whole?.height ?? 400}
      loading={loading}
      decoding="async"
      data-failed={failed || undefined}
      data-over-placeholder={responsive && placeholder ? '' : undefined}
      onError={() => {
        // Synchronously, in the error's own task: the switch happens before the next paint.
        if (!failed) flushSync(() => setFailedSrc(src));
      }}
    />
  );
  if (!responsive) return image;
  const picture = (
    <picture className={styles.picture}>
      <source type="image/avif" srcSet={srcset(sources, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcset(sources, 'webp')} sizes={sizes} />
      {image}
    </picture>
  );
  if (!placeholder) return picture;
  // The placeholder is a picture of its own under the photo: a style attribute
  // would be refused by the CSP in a page drawn at build time (docs/robustness.md).
  return (
    <span className={styles.placeholderBox}>
      <img className={styles.placeholder} src={placeholder} alt="" aria-hidden="true" />
      {picture}
    </span>
  );
}
