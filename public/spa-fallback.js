/* global document, window, URL */
// Loaded by 404.html (GitHub Pages' answer for a path it has no file for):
// go to the app's shell page (shell.html: the layout, loading, drawn at build
// time) with the wanted address in ?spa-path=, which
// src/app/restore-deep-link.ts turns back into the address before the
// router starts. The base path is this script's own folder.
(function () {
  var script = document.currentScript;
  var base = script ? new URL('.', script.src).pathname : '/BON-VINTAGE/';
  var l = window.location;
  var wanted = l.pathname + l.search + l.hash;
  // Outside the app (e.g. /other-repo/) there is nothing to restore.
  if (l.pathname.indexOf(base) !== 0) return;
  l.replace(base + 'shell.html?spa-path=' + encodeURIComponent(wanted));
})();
