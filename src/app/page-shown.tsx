import { createContext, useContext, useEffect } from 'react';
import { PAGE_SHOWN_ATTRIBUTE } from './hydration';

/**
 * Who hears that the page is on screen (app.tsx): hydrated, or drawn. Only
 * then does the app read what the HTML drawn at build time could not know
 * (the saved favourites, the address's query).
 */
const PageShownContext = createContext<() => void>(() => {});

export const PageShownProvider = PageShownContext.Provider;

/**
 * Renders nothing; tells app.tsx when the page's part of the layout is on
 * screen, and, once that part holds the page itself rather than its loading
 * state, marks <html> so that early.js hands over the presses it kept: they
 * then reach controls React has hydrated and whose code is there. Being in
 * the page's Suspense boundary, its effects run only once that boundary is
 * hydrated, never while it is suspended.
 */
export function PageShown({ page }: { page: boolean }) {
  const onPageShown = useContext(PageShownContext);
  useEffect(() => onPageShown(), [onPageShown]);
  useEffect(() => {
    if (page) document.documentElement.setAttribute(PAGE_SHOWN_ATTRIBUTE, '');
  }, [page]);
  return null;
}
