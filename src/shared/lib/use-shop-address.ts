import { useSyncExternalStore } from 'react';
import { BASE_PATH } from '../config/spec';

const subscribe = () => () => undefined;

/** Where this page was opened: its own origin, with the base path. */
const here = () => new URL(BASE_PATH, window.location.origin).href;

/** What the build was told (VITE_SITE_URL), or the preview server's address when it was not. */
const ofTheBuild = () => __SHOP_ADDRESS__;

/**
 * The shop's address with its base path, for a text a visitor sends
 * (`Запитати про цю річ`). The page drawn at build time carries the build's
 * (the real one when the deploy gave it); once the app runs, the page's own,
 * which is the truth wherever the files were put (docs/deploy.md's nginx
 * built without VITE_SITE_URL). Hydration draws the build's, so the two
 * agree, and React re-renders with the page's right after.
 */
export function useShopAddress(): string {
  return useSyncExternalStore(subscribe, here, ofTheBuild);
}
