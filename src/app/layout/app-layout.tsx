import type { ReactNode } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { PageLoading } from '../../shared/ui/page-loading';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { StorageNotice } from './storage-notice';
import { useHashScroll } from './use-hash-scroll';
import styles from './app-layout.module.css';

/**
 * The one layout every page sits in (spec §2): header, main, footer. While a
 * lazily loaded page arrives, main shows 'Завантаження...'. Every #hash
 * navigation waits for its element and focuses it (useHashScroll).
 */
export function AppLayout({ children }: { children?: ReactNode }) {
  const navigation = useNavigation();
  const pageIsLoading = navigation.state === 'loading';
  useHashScroll();
  return (
    <>
      <SiteHeader />
      <StorageNotice />
      <main id="main" className={styles.main} tabIndex={-1} aria-busy={pageIsLoading}>
        {pageIsLoading ? <PageLoading /> : (children ?? <Outlet />)}
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </>
  );
}

/** Shown on the first load until the page's chunk has arrived. */
export function AppLayoutLoading() {
  return (
    <AppLayout>
      <PageLoading />
    </AppLayout>
  );
}
