import { useMemo } from 'react';
import { useParams } from 'react-router';
import collections from 'virtual:collections';
import { Catalog } from '../../features/catalog/catalog';
import { useCatalogAddressSync } from '../../features/catalog/use-catalog-view';
import { collectionText } from '../../features/collections/collection-text';
import { ProductGridSkeleton } from '../../features/products/product-grid';
import { productsById } from '../../features/products/products-by-id';
import { ProductsError } from '../../features/products/products-error';
import type { PublishedCollection } from '../../shared/catalogue/collections';
import { PATHS } from '../../shared/config/paths';
import { uk } from '../../shared/i18n/uk';
import { pluralize } from '../../shared/lib/plural';
import { MessageCard } from '../../shared/ui/message-card';
import { renderFavoriteAction } from '../favorite-action';
import type { PageMeta } from '../pages';
import { usePageProducts } from './use-page-products';
import styles from './collection.module.css';

/** A collection's page describes it: its own words, or its title and count. */
export function meta({ collection }: { collection: PublishedCollection }): PageMeta {
  return {
    title: uk.titles.catalog(collection.title),
    description:
      collection.description ||
      collectionText.description(
        collection.title,
        pluralize(collection.goods.length, uk.products.count),
      ),
  };
}

/**
 * /collections/:slug (docs/decisions/044-collections.md): a view of the
 * catalogue, its goods in the collection's order, with the catalogue's sort,
 * filters, pagination and hearts at its own address.
 */
export function Component() {
  const { slug } = useParams();
  const collection = collections.find((each) => each.slug === slug);
  const { products, first, ...status } = usePageProducts({ needed: collection !== undefined });
  useCatalogAddressSync();
  const goods = useMemo(() => {
    const byId = productsById(products);
    return (collection?.goods ?? []).flatMap((id) => byId.get(id) ?? []);
  }, [products, collection]);
  if (!collection) {
    return (
      <>
        <title>{uk.titles.catalog(collectionText.notFound)}</title>
        <MessageCard
          heading={collectionText.notFound}
          action={{ to: PATHS.catalog, label: collectionText.backToCatalog }}
        >
          {collectionText.notFoundText}
        </MessageCard>
      </>
    );
  }
  return (
    <>
      <title>{uk.titles.catalog(collection.title)}</title>
      <h1>{collection.title}</h1>
      {collection.description && <p className={styles.description}>{collection.description}</p>}
      {status.isLoading ? (
        <ProductGridSkeleton count={12} />
      ) : status.isError ? (
        <ProductsError onRetry={status.onRetry} />
      ) : (
        <Catalog products={goods} first={first?.catalog} renderAction={renderFavoriteAction} />
      )}
    </>
  );
}
