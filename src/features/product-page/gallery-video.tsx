import { useState } from 'react';
import styles from './product-gallery.module.css';
import { productPageText } from './product-page-text';

interface GalleryVideoProps {
  src: string;
  poster: string;
  label: string;
  className?: string;
}

/**
 * The gallery's video with the native controls and its poster; nothing is
 * fetched until the visitor plays it. A video that fails shows a Ukrainian
 * message in the same box instead of a broken player (docs/decisions/002-sample-data.md).
 */
export function GalleryVideo({ src, poster, label, className }: GalleryVideoProps) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <div
        className={[styles.media, styles.videoError, className].filter(Boolean).join(' ')}
        role="status"
      >
        <p>{productPageText.videoError}</p>
      </div>
    );
  }
  return (
    // eslint-disable-next-line jsx-a11y/media-has-caption -- the sample video has no sound (public/media/product-video.webm is VP9 alone): nothing to caption.
    <video
      className={[styles.media, styles.video, className].filter(Boolean).join(' ')}
      src={src}
      poster={poster}
      controls
      preload="none"
      playsInline
      width={300}
      height={400}
      aria-label={label}
      onError={() => setFailed(true)}
    />
  );
}
