// Runs before the first paint of catalog.html and favorite.html, as a classic
// script in their <head> (build/prerender-plugin.ts). They are drawn at build
// time as a first visit to their address without a query sees them: the
// unfiltered catalogue's first products, and "nothing saved yet". An address
// with a query (?category=, ?q=, ?page=, ?ids=...) shows something else, and
// so does the favourites page once some are saved: then what was drawn stays
// hidden (catalog.module.css, favorites-page.module.css), keeping its room,
// until the app has drawn the right thing (app.tsx).
function favoritesSaved() {
  if (!/\/favorite\/?$/.test(location.pathname)) return false;
  try {
    // redux-persist's format (src/app/store.ts): each slice a JSON string in a JSON object.
    var saved = JSON.parse(localStorage.getItem('persist:root')).favorite;
    var slice = typeof saved === 'string' ? JSON.parse(saved) : saved;
    return slice.favoriteList.length > 0;
  } catch {
    // Nothing saved, or nothing readable: the app says which (favorite-persistence.ts).
    return false;
  }
}
if (location.search || favoritesSaved()) {
  document.documentElement.setAttribute('data-not-as-drawn', '');
}
