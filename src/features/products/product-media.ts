import type { SpecCategory } from '../../shared/config/default-vocabulary';

/**
 * Where product pictures come from (docs/decisions/002-sample-data.md). By default they are
 * SVG illustrations that ship with the app, so the shop works offline; setting
 * VITE_IMAGE_HOST (e.g. https://picsum.photos) switches to a remote 300x400
 * placeholder host.
 */

/** The illustration family drawn for each category. */
export const ART_FAMILY: Readonly<Record<SpecCategory, string>> = {
  Сервізи: 'cup',
  Тарілки: 'plate',
  'Декоративні тарілки': 'plate',
  'Чайні та кавові трійки': 'cup',
  'Різний посуд': 'plate',
  'Келихи для вина': 'glass',
  'Келихи пивні': 'glass',
  Попільнички: 'ashtray',
  'Предмети інтер’єру': 'candlestick',
  'Картини та гравюри': 'frame',
  Вази: 'vase',
  'Статуетки та фігурки': 'figurine',
  Скриньки: 'box',
  'Скатертини та серветки': 'textile',
  Іграшки: 'figurine',
  Меблі: 'chair',
  'Карти колекційні': 'card',
};

/** How many tinted variants of each family ship in public/images/products. */
export const ART_VARIANTS = 6;

const base = import.meta.env.BASE_URL;
const remoteHost = (import.meta.env.VITE_IMAGE_HOST as string | undefined)?.replace(/\/+$/, '');

/** The picture that stands in for any image that fails to load. */
export const FALLBACK_IMAGE = `${base}images/placeholder.svg`;

export const VIDEO_URL = `${base}media/product-video.webm`;
export const VIDEO_POSTER = `${base}images/video-poster.svg`;

/** The illustration of picture number `index` of product `id`, below the base (public/). */
export function productArtFile(id: number, index: number, category: string): string {
  const variant = ((id + index) % ART_VARIANTS) + 1;
  const family = ART_FAMILY[category as SpecCategory] ?? 'vase';
  return `images/products/${family}-${variant}.svg`;
}

/** The 300x400 picture number `index` (0 = main image) of product `id`. */
export function productImageUrl(id: number, index: number, category: string): string {
  if (remoteHost) return `${remoteHost}/seed/bon-vintage-${id}-${index}/300/400`;
  return `${base}${productArtFile(id, index, category)}`;
}
