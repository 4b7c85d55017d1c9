import { createContext, useContext, useEffect } from 'react';

/**
 * Who hears that the page is on screen (app.tsx): hydrated, or drawn. Only
 * then does the app read what the HTML drawn at build time could not know
 * (the saved favourites, the address's query).
 */
const PageShownContext = createContext<() => void>(() => {});

export const PageShownProvider = PageShownContext.Provider;

/** Renders nothing; tells app.tsx when the page beside it is on screen. */
export function PageShown() {
  const onPageShown = useContext(PageShownContext);
  useEffect(() => onPageShown(), [onPageShown]);
  return null;
}
