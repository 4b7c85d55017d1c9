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
