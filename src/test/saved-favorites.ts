/** Where and how the shop saves favourites (src/app/store.ts): redux-persist's key. */
export const SAVED_KEY = 'persist:root';

/** What redux-persist writes for a favourite list: each slice a JSON string inside JSON. */
export function persisted(favoriteList: unknown): string {
  return JSON.stringify({
    favorite: JSON.stringify({ favoriteList }),
    _persist: JSON.stringify({ version: -1, rehydrated: true }),
  });
}
