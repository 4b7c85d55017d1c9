import { PICTURE_SIZES, ProductImage } from '../products/product-image';
import type { GalleryEntry } from '../products/types';
import { GalleryVideo } from './gallery-video';
import styles from './product-gallery.module.css';
import { productPageText } from './product-page-text';

interface GalleryMediaProps {
  item: GalleryEntry;
  title: string;
  index: number;
  total: number;
  className?: string;
  /** The item on show (the page's track holds every item; tests find the current one). */
  current?: boolean;
  /** Loaded at once rather than when scrolled near. */
  eager?: boolean;
  /** How wide it is shown (product-image.tsx): the page's gallery, or the whole screen. */
  sizes?: string;
}

/** One gallery item shown large: a picture, or the playable video. */
export function GalleryMedia({
  item,
  title,
  index,
  total,
  className,
  current = true,
  eager = true,
  sizes = PICTURE_SIZES.gallery,
}: GalleryMediaProps) {
  if (item.type === 'video') {
    return (
      <GalleryVideo
        src={item.url}
        poster={item.poster}
        label={productPageText.videoLabel(title)}
        className={className}
      />
    );
  }
  return (
    <ProductImage
      src={item.url}
      sources={item.sources}
      sizes={sizes}
      alt={productPageText.imageAlt(title, index + 1, total)}
      loading={eager ? 'eager' : 'lazy'}
      // The product page never crops: a landscape photo is shown whole.
      whole
      className={[styles.media, className].filter(Boolean).join(' ')}
      data-testid={current ? 'gallery-image' : undefined}
    />
  );
}
