// Runs before the first paint of every page drawn at build time, as a classic
// script in its <head> (builder/prerender-plugin.ts), so that the page behaves
// as it looks from the moment it is on screen (docs/first-load.md). It reads
// how the page was drawn from the data block before it (src/app/drawn-page.ts).
(function () {
  var root = document.documentElement;
  var drawn = {};
  try {
    drawn = JSON.parse(document.getElementById('drawn-page').textContent);
  } catch {
    // Not a page drawn at build time: nothing to guard.
  }

  // 1. A page is drawn as a first visit to its address without a query sees
  // it: the unfiltered catalogue's first products, and "nothing saved yet".
  // An address with a query (?category=, ?q=, ?page=, ?ids=...) shows
  // something else, and so does the favourites page once some are saved:
  // then what was drawn stays hidden (catalog.module.css,
  // favorites-page.module.css), keeping its room, until the app has drawn
  // the right thing (app.tsx).
  function favoritesSaved() {
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
  if ((drawn.query && location.search) || (drawn.favorites && favoritesSaved())) {
    root.setAttribute('data-not-as-drawn', '');
  }

  // 2. A press on a control that needs the app (a heart, a radio of the
  // filters, `Поділитися`, `Додати в кошик`), made before the app runs, is
  // kept and handed to the app the moment it runs (app.tsx marks <html> with
  // data-app-running then), in the order made. Meanwhile the control shows
  // that it has been pressed and is waiting (global.css), and a line at the
  // foot of the window says so, in words and without motion, in a live region
  // that index.html holds from the first paint. Links, the burger's
  // menu (an invoker command), the gallery's in-page links and a form with an
  // address of its own (the search) work without the app, and are left alone.
  var RUNNING = 'data-app-running';
  var KEPT = 'data-kept-press';
  var CONTROL = 'button, input[type="radio"], input[type="checkbox"]';
  var kept = [];
  var NOTE = 'Зачекайте мить: виконаємо, щойно сторінка завантажиться.';

  function say(text) {
    var note = document.getElementById('kept-press-note');
    if (note) note.textContent = text;
  }

  function needsApp(control) {
    if (control.disabled || control.hasAttribute('commandfor')) return false;
    var form = control.form;
    return !(control.type === 'submit' && form && form.hasAttribute('action'));
  }

  // What finds the control again if the app draws the page afresh: its kind,
  // name and value, test id, label and the product it belongs to.
  function keyOf(control) {
    var product = control.closest('[data-product-id]');
    return JSON.stringify([
      control.tagName,
      control.getAttribute('name'),
      control.getAttribute('value'),
      control.getAttribute('data-testid'),
      control.getAttribute('aria-label') || control.textContent.trim(),
      product && product.getAttribute('data-product-id'),
    ]);
  }

  function find(press) {
    if (press.control.isConnected) return press.control;
    var candidates = document.querySelectorAll(CONTROL);
    for (var i = 0; i < candidates.length; i++) {
      if (keyOf(candidates[i]) === press.key) return candidates[i];
    }
    return null;
  }

  document.addEventListener(
    'click',
    function (event) {
      if (root.hasAttribute(RUNNING) || !(event.target instanceof Element)) return;
      var control = event.target.closest(CONTROL);
      if (!control || !needsApp(control)) return;
      // Not done now, not half done (a radio checked above an unfiltered list), and not lost.
      event.preventDefault();
      event.stopPropagation();
      control.setAttribute(KEPT, '');
      kept.push({ control: control, key: keyOf(control) });
      say(NOTE);
    },
    true,
  );

  function handOver() {
    observer.disconnect();
    var presses = kept;
    kept = [];
    for (var i = 0; i < presses.length; i++) presses[i].control.removeAttribute(KEPT);
    // The app's own answer follows (a heart filled, 'Посилання скопійовано').
    say('');
    // A task of its own, once the app's first render is done.
    setTimeout(function () {
      for (var j = 0; j < presses.length; j++) {
        var control = find(presses[j]);
        if (control) control.click();
      }
    }, 0);
  }

  var observer = new MutationObserver(function () {
    if (root.hasAttribute(RUNNING)) handOver();
  });
  observer.observe(root, { attributes: true, attributeFilter: [RUNNING] });
})();
