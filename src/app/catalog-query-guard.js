// Runs before the first paint of catalog.html, as a classic script in its
// <head> (build/prerender-plugin.ts). That page is drawn at build time with
// the unfiltered catalogue's first products; an address with a query
// (?category=, ?q=, ?page=...) shows others, so the drawn ones stay hidden
// (catalog.module.css) until the app has drawn the right ones (app.tsx).
if (location.search) document.documentElement.setAttribute('data-catalog-query', '');
