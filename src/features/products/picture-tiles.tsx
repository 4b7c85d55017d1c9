import { Link } from 'react-router';
import { ProductImage } from './product-image';
import type { Product } from './types';
import styles from './picture-tiles.module.css';

/** One tile: where it leads, its name, a line under it and the product whose picture it shows. */
export interface PictureTile {
  key: string;
  to: string;
  name: string;
  line: string;
  picture: Pick<Product, 'mainImage' | 'mainImageSources'>;
}

/**
 * A row of tiles, each a link with a product's picture, a name and a line
 * under it (how many goods): the home page's ways into the catalogue, by
 * category and by collection.
 */
export function PictureTiles({
  tiles,
  long,
}: {
  tiles: readonly PictureTile[];
  /** Names of several words (a collection's): one tile a row on a phone, where two would break them. */
  long?: boolean;
}) {
  return (
    <ul className={long ? `${styles.tiles} ${styles.long}` : styles.tiles}>
      {tiles.map((tile) => (
        <li key={tile.key}>
          <Link to={tile.to} className={styles.tile}>
            <span className={styles.pictureBox}>
              <ProductImage
                src={tile.picture.mainImage}
                sources={tile.picture.mainImageSources}
                alt=""
                className={styles.picture}
              />
            </span>
            <span className={styles.text}>
              <span className={styles.name}>{tile.name}</span>
              <span className={styles.count}>{tile.line}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
