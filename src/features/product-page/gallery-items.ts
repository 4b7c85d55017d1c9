import type { GalleryEntry, Product } from '../products/types';

/** docs/decisions/003-routes.md: the gallery shows mainImage first, then the seven entries. */
export function galleryItems(
  product: Pick<Product, 'mainImage' | 'mainImageSources' | 'gallery'>,
): GalleryEntry[] {
  const main: GalleryEntry = product.mainImageSources
    ? { type: 'image', url: product.mainImage, sources: product.mainImageSources }
    : { type: 'image', url: product.mainImage };
  return [main, ...product.gallery];
}

/**
 * The index `delta` steps from `index`. The gallery wraps around at both ends:
 * a visitor stepping on from the video lands on the first photo again, the way
 * shop galleries usually behave, so the arrows are never dead.
 */
export function stepIndex(index: number, delta: number, total: number): number {
  if (total <= 0) return 0;
  return (((index + delta) % total) + total) % total;
}

/** What a key press does to the gallery, or null when the key is not the gallery's. */
export function galleryKeyAction(
  event: Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'target'>,
): 'previous' | 'next' | 'first' | 'last' | null {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return null;
  // A focused video uses the arrows to seek; leave them to it.
  if (event.target instanceof HTMLMediaElement) return null;
  switch (event.key) {
    case 'ArrowLeft':
      return 'previous';
    case 'ArrowRight':
      return 'next';
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    default:
      return null;
  }
}

/** The new index after a key action. */
export function applyGalleryAction(
  action: NonNullable<ReturnType<typeof galleryKeyAction>>,
  index: number,
  total: number,
): number {
  if (action === 'first') return 0;
  if (action === 'last') return total - 1;
  return stepIndex(index, action === 'next' ? 1 : -1, total);
}

/**
 * The id of the page gallery's slide at `index` (`photo-1`, …), the target of
 * the arrows' and thumbnails' in-page links: before the app runs, the
 * browser scrolls the track to it by itself.
 */
export function slideId(index: number): string {
  return `photo-${index + 1}`;
}

/** The slide a location hash names (`#photo-3` → 2), or null when it names none of `total`. */
export function slideOfHash(hash: string, total: number): number | null {
  const match = /^#photo-(\d+)$/.exec(hash);
  if (!match) return null;
  const index = Number(match[1]) - 1;
  return index >= 0 && index < total ? index : null;
}

/**
 * Whether a click on a link is a plain one, which the gallery serves itself;
 * with a modifier key or another button the browser does what it does with
 * a link (a new tab, say).
 */
export function isPlainClick(
  event: Pick<MouseEvent, 'button' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey'>,
): boolean {
  return event.button === 0 && !event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey;
}
