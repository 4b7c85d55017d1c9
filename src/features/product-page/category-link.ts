import type { Category } from '../../shared/config/catalog';
import { CATEGORY_SLUGS } from '../../shared/config/catalog';
import { PATHS } from '../../shared/config/paths';

/** The catalogue filtered by one category, where the product page's category links lead. */
export function categoryLink(category: Category): string {
  return `${PATHS.catalog}?category=${CATEGORY_SLUGS[category]}`;
}
