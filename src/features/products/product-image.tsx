import { useCallback, useEffect, useState, type ImgHTMLAttributes } from 'react';
import { flushSync } from 'react-dom';
import { FALLBACK_IMAGE } from './product-media';
import styles from './product-image.module.css';

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

interface ProductImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> {
  src: string;
  alt: string;
}

/**
 * A 300x400 product picture in a 3:4 box that is reserved before the picture
 * loads, so nothing shifts; a picture that fails shows the local placeholder
 * instead (docs/decisions/sample-data.md).
 */
export function ProductImage({
  src,
  alt,
  className,
  loading = 'lazy',
  ...rest
}: ProductImageProps) {
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
  return (
    <img
      // A new element for the placeholder: the failed one, which the browser may
      // already have turned into its broken-image box, is removed rather than reused.
      key={failed ? 'fallback' : 'picture'}
      {...rest}
      ref={catchEarlyFailure}
      className={[styles.image, className].filter(Boolean).join(' ')}
      src={failed ? FALLBACK_IMAGE : src}
      alt={alt}
      width={300}
      height={400}
      loading={loading}
      decoding="async"
      data-failed={failed || undefined}
      onError={() => {
        // Synchronously, in the error's own task: the switch happens before the next paint.
        if (!failed) flushSync(() => setFailedSrc(src));
      }}
    />
  );
}
