import { Suspense } from 'react';
import { ScrollRestoration, useNavigation, useOutlet } from 'react-router';
import { PageLoading } from '../../shared/ui/page-loading';
import { PageShown } from '../page-shown';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { StorageNotice } from './storage-notice';
import { useHashScroll } from './use-hash-scroll';
import { useRouteFocus } from './use-route-focus';
import styles from './app-layout.module.css';

/**
 * The one layout every page sits in (docs/product.md): header, main, footer. While a
 * lazily loaded page arrives, main shows 'Завантаження...'. Every #hash
 * navigation waits for its element and focuses it (useHashScroll).
 *
 * It is also the root route's HydrateFallback: on the first load the router
 * renders it with no page (no outlet) until the page's chunk arrives, then
 * with the page. Being the same component in the same place, React keeps the
 * header mounted, so whatever the visitor typed or focused meanwhile stays.
 * With no page the header marks no entry as the current page: that state is
 * also the shell drawn at build time for every address (src/app/prerender.tsx).
 */
export function AppLayout() {
  const navigation = useNavigation();
  const page = useOutlet();
  const pageIsLoading = navigation.state === 'loading' || page === null;
  useHashScroll();
  useRouteFocus(!pageIsLoading);
  return (
    <>
      {/* React hydrates each Suspense boundary in a pass of its own: the
          header, the page and the footer are three short tasks, not one long
          one (docs/first-load.md). Nothing in them suspends. */}
      <Suspense>
        <SiteHeader markCurrentPage={page !== null} />
      </Suspense>
      <StorageNotice />
      <main id="main" className={styles.main} tabIndex={-1} aria-busy={pageIsLoading}>
        <Suspense fallback={<PageLoading />}>
          {pageIsLoading ? <PageLoading /> : page}
          <PageShown page={!pageIsLoading} />
        </Suspense>
      </main>
      <Suspense>
        <SiteFooter />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}
