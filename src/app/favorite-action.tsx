import { FavoriteButton } from '../features/favorites/favorite-button';
import type { Product } from '../features/products/types';

/** The heart laid over each product card; routes hand it to grids (features do not import each other). */
export function renderFavoriteAction(product: Product) {
  return <FavoriteButton productId={product.id} productTitle={product.title} />;
}
