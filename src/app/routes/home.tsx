import { useMemo } from 'react';
import { Link } from 'react-router';
import { CategoryTiles } from '../../features/catalog/category-tiles';
import { collectionLinks } from '../../features/collections/collection-links';
import { CollectionTiles } from '../../features/collections/collection-tiles';
import { NEW_ARRIVALS_SLUG } from '../../shared/catalogue/new-arrivals';
import { ProductGrid, ProductGridSkeleton } from '../../features/products/product-grid';
import { NEWEST_COUNT, newestOf } from '../../features/products/newest';
import { ProductsError } from '../../features/products/products-error';
import { PATHS } from '../../shared/config/paths';
import { SHOP } from '../../shared/config/shop';
import { uk } from '../../shared/i18n/uk';
import { catalogAddress } from '../../shared/lib/catalog-address';
import { renderFavoriteAction } from '../favorite-action';
import { usePageProducts } from './use-page-products';
import styles from './home.module.css';
import type { PageMeta } from '../pages';
import { LaterViewedSection } from '../hooks';

export const meta: PageMeta = {
  title: uk.titles.home,
  // The sample's goods, or whatever an owner sells; a city only if the shop names one.
  description: SHOP.sample
    ? 'BON VINTAGE — антикварні та вінтажні речі з історією: порцеляна, кришталь, тарілки, вази, статуетки, іграшки, меблі та колекційні карти. Одеса.'
    : `${uk.brand} — антикварні та вінтажні речі з історією.${SHOP.city ? ` ${SHOP.city}.` : ''}`,
};

/** The story and delivery teasers: the sample shop's words, or an owner's shop's plain ones (docs/owner-catalogue.md). */
const TEASERS = SHOP.sample
  ? {
      storyTitle: uk.home.storyTitle,
      storyText: uk.home.storyText,
      deliveryText: uk.home.deliveryText,
    }
  : {
      storyTitle: uk.home.ownerStoryTitle,
      storyText: uk.home.ownerStoryText,
      deliveryText: uk.home.ownerDeliveryText,
    };

/**
 * / (docs/design.md): hero, the newest products (the first of «Нові
 * надходження»), the collections' and the categories' tiles, «Ви
 * переглядали», the story and the delivery link.
 */
export function Component() {
  const { products, first, ...status } = usePageProducts();
  const newest = useMemo(() => newestOf(products, NEWEST_COUNT), [products]);
  const collections = collectionLinks();
  // An owner may give the built-in collection a title of their own.
  const arrivals = collections.find(({ slug }) => slug === NEW_ARRIVALS_SLUG);
  return (
    <>
      <title>{uk.titles.home}</title>
      <section className={styles.hero} aria-labelledby="home-title">
        <p className={styles.kicker}>{uk.home.heroTitle}</p>
        <h1 id="home-title" className={styles.brand}>
          {uk.brand}
        </h1>
        <p className={styles.subline}>{uk.home.heroText}</p>
        <Link to={PATHS.catalog} className={styles.cta}>
          {uk.home.heroCta}
        </Link>
      </section>

      <section className={styles.section} aria-labelledby="home-newest">
        <div className={styles.sectionHead}>
          <h2 id="home-newest">{arrivals?.title ?? uk.home.newest}</h2>
          <Link
            to={arrivals ? PATHS.collection(arrivals.slug) : catalogAddress({ sort: 'newest' })}
          >
            {uk.home.allNewest}
          </Link>
        </div>
        {status.isLoading ? (
          <ProductGridSkeleton count={NEWEST_COUNT} variant="wide" />
        ) : status.isError ? (
          <ProductsError onRetry={status.onRetry} />
        ) : (
          <ProductGrid products={newest} renderAction={renderFavoriteAction} variant="wide" />
        )}
      </section>

      {!status.isLoading && !status.isError && collections.length > 0 && (
        <section className={styles.section} aria-labelledby="home-collections">
          <h2 id="home-collections">{uk.home.collections}</h2>
          <CollectionTiles collections={collections} products={products} />
        </section>
      )}

      {!status.isLoading && !status.isError && (
        <section className={styles.section} aria-labelledby="home-categories">
          <h2 id="home-categories">{uk.home.categories}</h2>
          <CategoryTiles products={products} counts={first?.counts} />
        </section>
      )}

      <LaterViewedSection renderAction={renderFavoriteAction} />

      <div className={styles.teasers}>
        <section className={styles.teaser} aria-labelledby="home-story">
          <h2 id="home-story">{TEASERS.storyTitle}</h2>
          <p>{TEASERS.storyText}</p>
          <Link to={PATHS.about}>{uk.home.storyLink}</Link>
        </section>
        <section className={styles.teaser} aria-labelledby="home-delivery">
          <h2 id="home-delivery">{uk.home.deliveryTitle}</h2>
          <p>{TEASERS.deliveryText}</p>
          <Link to={PATHS.delivery}>{uk.chrome.delivery}</Link>
        </section>
      </div>
    </>
  );
}
