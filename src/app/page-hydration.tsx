import { createContext, use, useContext, useEffect } from 'react';

/**
 * What app.tsx tells the page while React hydrates the HTML drawn at build
 * time. The layout (header, footer) hydrates as soon as the page's
 * module is there; the page itself sits in a Suspense boundary (AppLayout),
 * so a page drawn with the products can wait for the browser's own list
 * while the header already answers the visitor.
 */
export interface PageHydration {
  /**
   * On a page drawn with the products: settles (never rejects) once the
   * browser has generated its own list. Until then the page suspends and
   * React keeps its HTML, instead of drawing the loading state over the cards.
   */
  productsArriving: Promise<unknown> | null;
  /** Called once the page itself is on screen: hydrated, or drawn. */
  onPageShown: () => void;
}

/** Outside the browser's start (the build's render, tests): nothing to wait for, no one to tell. */
export const NOT_HYDRATING: PageHydration = { productsArriving: null, onPageShown: () => {} };

const PageHydrationContext = createContext<PageHydration>(NOT_HYDRATING);

export const PageHydrationProvider = PageHydrationContext.Provider;

/**
 * Suspends while a page drawn with the products waits for the browser's
 * list. Once the promise has settled it returns at once: a later load shows
 * the page's loading state as usual.
 *
 * Called whether or not the list is there yet: the condition must not change
 * between a render that suspended and React's replay of it once the promise
 * settles, or the hooks after this one are called as updates on a first
 * render (React error #467).
 */
export function useWaitForDrawnProducts(): void {
  const { productsArriving } = useContext(PageHydrationContext);
  if (productsArriving !== null) use(productsArriving);
}

/** Renders nothing; tells app.tsx when the page beside it is on screen. */
export function PageShown() {
  const { onPageShown } = useContext(PageHydrationContext);
  useEffect(() => onPageShown(), [onPageShown]);
  return null;
}
