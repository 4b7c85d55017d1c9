import { uk } from '../../shared/i18n/uk';
import { pluralize } from '../../shared/lib/plural';
import { PictureTiles } from '../products/picture-tiles';
import { productsById } from '../products/products-by-id';
import type { Product } from '../products/types';
import { PATHS } from '../../shared/config/paths';
import type { CollectionLink } from './collection-links';

/**
 * The home page's row of collections: a tile each, with its count and its
 * own picture or its first good's. A tile whose good's picture is not in `products` (the goods
 * the page was drawn with hold every cover: src/app/first-view-of.ts) waits
 * for the whole list.
 */
export function CollectionTiles({
  collections,
  products,
}: {
  collections: readonly CollectionLink[];
  products: readonly Product[];
}) {
  const byId = productsById(products);
  return (
    <PictureTiles
      long
      tiles={collections.flatMap((collection) => {
        const own = collection.picture;
        const picture = own
          ? { mainImage: own.src, mainImageSources: own.sources }
          : byId.get(collection.cover);
        return picture
          ? [
              {
                key: collection.slug,
                to: PATHS.collection(collection.slug),
                name: collection.title,
                line: pluralize(collection.count, uk.products.count),
                picture,
              },
            ]
          : [];
      })}
    />
  );
}
