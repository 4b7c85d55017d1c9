import { startTransition, StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { selectFavoriteList } from '../features/favorites/favorite-slice';
import { syncFavoritesAcrossTabs } from '../features/favorites/sync-favorites-across-tabs';
import { productsQueryOptions } from '../features/products/products-query';
import { BASE_PATH, PRODUCTS_REQUESTED } from '../shared/config/spec';
import { keyDocumentEntry } from '../shared/lib/history-entry';
import { createSyncSafeStorage } from '../shared/lib/safe-storage';
import { whenIdle } from '../shared/lib/when-idle';
import { readCollectionLinks } from '../features/collections/collection-links';
import { readDrawnPage } from './drawn-page';
import { firstViewEntry, loadOnFirstInput, readFirstView } from './first-view';
import { APP_RUNNING_ATTRIBUTE, drawnHere, NOT_AS_DRAWN_ATTRIBUTE, startMode } from './hydration';
import { loadPage, type PageModule } from './pages';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { registerServiceWorker } from './register-service-worker';
import { restoreDeepLink } from './restore-deep-link';
import { buildRoutes, pageAt, pageRoutes } from './router';
import { makeStore, savedFavoritesRead, startPersistence, stopPersistence } from './store';
// Last: where it stands among the imports orders the app's chunk, and so its size (0.1 KB gzip).
import { SHOP } from '../shared/config/shop';

/**
 * Starts the shop in `container`. The built pages arrive with their HTML
 * already drawn (src/app/prerender.tsx); React then hydrates it, keeping what
 * the visitor may have typed or focused meanwhile. Anything else is drawn
 * afresh: the dev server's empty page, or another page's HTML.
 */
export async function startApp(container: HTMLElement): Promise<() => Promise<void>> {
  // The benchmark reads how long the page took to show from here (scripts/bench/lighthouse.mjs).
  performance.mark('bon:start');
  // Before the router reads the address: a deep link that came through 404.html.
  restoreDeepLink(window.location, window.history);
  keyDocumentEntry(window.history);

  // A heart's press is on disk the moment it shows (save-favorites-at-once.ts).
  const store = makeStore({ favoriteStorage: createSyncSafeStorage() });
  let stateAsDrawn = store.getState();
  const stopTabSync = syncFavoritesAcrossTabs(store.dispatch);
  const queryClient = createQueryClient();

  // What the build drew in this page (builder/prerender-plugin.ts), if anything.
  const drawn = readDrawnPage(document);
  // The collections' names, which every page's footer draws (and the home page's tiles).
  readCollectionLinks(document);
  let mode = startMode(drawn, window.location, BASE_PATH);
  // A page drawn with products hydrates with what it drew of them, which it
  // brings (first-view.ts); the whole list loads at the visitor's first
  // touch, key or scroll, so that a filter, a search or page 2 finds it here.
  // Drawn afresh for another address (a query), the page asks for the list
  // at once and draws once it is here; any other page asks when it mounts, so
  // that its first render is the one drawn.
  const view = mode === 'page' ? readFirstView(document) : null;
  if (view) {
    queryClient.setQueryData(...firstViewEntry(drawn?.path ?? '', view));
    loadOnFirstInput(
      () => void queryClient.prefetchQuery(productsQueryOptions(PRODUCTS_REQUESTED)),
    );
  }
  const listArrived =
    drawn?.products && !view
      ? queryClient.fetchQuery(productsQueryOptions(PRODUCTS_REQUESTED)).then(
          () => true,
          () => false,
        )
      : true;
  // A page drawn with the saved favourites read (none, at build) hydrates
  // once they are read here too; when some are, it is drawn afresh.
  const favoritesAsDrawn = drawn?.favorites
    ? savedFavoritesRead(store).then(
        () => selectFavoriteList(store.getState()).length === 0,
        () => false,
      )
    : true;
  const loaded = new Map<string, PageModule>();
  if (mode !== 'shell' && drawn !== null) {
    // The page's module and the list it was drawn with (or its first view), before the first
    // render: the router starts with the page, which draws the very cards on
    // screen, so React hydrates the HTML at once, or, drawing it afresh (an
    // address with a query), replaces it with the whole page in one commit.
    // Offline, a missing chunk or a list that failed: the page is drawn
    // afresh, the router tries the module again and the page says what failed.
    const page = pageAt(window.location, BASE_PATH);
    const [module, listAsDrawn, noneSaved] = await Promise.all([
      page ? loadPage(page).catch(() => undefined) : undefined,
      listArrived,
      favoritesAsDrawn,
    ]);
    if (page && module) loaded.set(page.module, module);
    if (!module || !listAsDrawn || !noneSaved) mode = 'render';
    if (drawn.favorites) stateAsDrawn = store.getState();
  }
  let pageShown = () => {};
  const firstPage = new Promise<void>((resolve) => (pageShown = resolve));
  const routes = buildRoutes(
    pageRoutes({ loaded, holdUntil: mode === 'shell' ? firstPage : undefined }),
  );
  const router = createBrowserRouter(routes, {
    basename: BASE_PATH,
    // The router's first render scrolls to the top unless it is told the
    // page was drawn before it ran (React Router's hydrationData; the pages
    // have no loaders, so no data). A visitor who scrolled the page drawn
    // for this address stays where they are, and a press they make as the
    // app starts lands on what they aimed at.
    ...(drawnHere(drawn, window.location, BASE_PATH) ? { hydrationData: {} } : {}),
  });

  const app = (
    <StrictMode>
      <AppProviders
        store={store}
        serverState={stateAsDrawn}
        queryClient={queryClient}
        // The saved favourites are read once the page is on screen: the HTML
        // drawn at build time knows none, and the first render must match it
        // (the header's count, the hearts, the favourites page) for React to
        // hydrate it.
        onPageShown={() => {
          document.documentElement.removeAttribute(NOT_AS_DRAWN_ATTRIBUTE);
          // A page drawn afresh answers from here; one hydrated, sooner (below).
          document.documentElement.setAttribute(APP_RUNNING_ATTRIBUTE, '');
          startPersistence(store).catch((error: unknown) => {
            console.error('The saved favourites could not be read:', error);
          });
          // The header's count is of the saved favourites that are goods
          // (favorite-availability.ts), known from the whole list: a visitor
          // who has favourites gets it once they are read and the page is idle.
          savedFavoritesRead(store).then(
            () => {
              if (selectFavoriteList(store.getState()).length > 0)
                whenIdle(
                  () => void queryClient.prefetchQuery(productsQueryOptions(PRODUCTS_REQUESTED)),
                );
            },
            // Said above; the count then stays that of the ids, as before the list.
            () => {},
          );
          // Offline support is for later visits: never in the way of this one
          // (a chunk that failed to load is asked for again on the next visit).
          whenIdle(() => void registerServiceWorker().catch(() => {}));
          pageShown();
          performance.measure('bon:start-to-page', 'bon:start');
        }}
      >
        {/* As react-router/dom's provider does: a navigation asked to flushSync is drawn at once. */}
        <RouterProvider
          router={router}
          flushSync={(update) => {
            flushSync(update);
          }}
        />
      </AppProviders>
    </StrictMode>
  );
  // The owner's figures (src/shared/figures/goatcounter.ts), in a shop with a
  // counter: its code loads once the page is shown and the browser is idle.
  let stopCounting = () => {};
  const code = SHOP.counter;
  if (code)
    void firstPage.then(() =>
      whenIdle(() => {
        import('../shared/figures/goatcounter').then(
          (counter) => (stopCounting = counter.countPageViews(code, router)),
          () => {},
        );
      }),
    );
  let root: Root;
  if (mode === 'render') {
    // React replaces the HTML that is there in its first commit: no blank frame.
    root = createRoot(container);
    root.render(app);
  } else {
    // In slices the browser can interrupt: the page is already drawn, so
    // hydrating it must not freeze it (Total Blocking Time).
    startTransition(() => {
      root = hydrateRoot(container, app, {
        // React then draws the page afresh; it is a bug, so it says so (tests fail on it).
        // With the component stack: which element differed.
        onRecoverableError: (error, info) => {
          // A boundary's own error (#422) carries the mismatch as its cause.
          const cause = error instanceof Error ? error.cause : undefined;
          console.error('Hydration failed:', error, cause ?? '', info.componentStack);
        },
      });
    });
    // React answers a press from here on: a press on a part of the page not
    // hydrated yet makes React hydrate that part at once and hands it the
    // press (selective hydration; a radio so pressed: facet-group.tsx). So
    // the page answers now, not once it is all hydrated.
    document.documentElement.setAttribute(APP_RUNNING_ATTRIBUTE, '');
  }
  /** Stops the app (tests start several in one page). */
  return async () => {
    root.unmount();
    router.dispose();
    stopCounting();
    stopTabSync();
    await stopPersistence(store);
  };
}
