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
  // The app draws an address with a query afresh, from the whole product
  // list, which the page does not name (first-view.ts): asked for now, with
  // the app's scripts, rather than once they have run.
  if (drawn.list && location.search) {
    var list = document.createElement('link');
    list.rel = 'modulepreload';
    list.crossOrigin = '';
    list.href = drawn.list;
    document.head.appendChild(list);
  }

  // 2. A press on a control that needs the app (a heart, a radio of the
  // filters, `Поділитися`, `Додати в кошик`), made before the app answers
  // (app.tsx marks <html> with data-app-running then), is kept and handed to
  // the app once the page can take it: hydrated, or drawn afresh, and its
  // module there (page-shown.tsx marks <html> with data-page-shown then).
  // Until then a later press is kept too, after it, so that the order holds;
  // so is a link that would leave the page, which would otherwise drop what
  // is kept: it is followed once they are applied, by the app. Meanwhile a
  // kept control shows that it has been pressed and is waiting (global.css),
  // and a line at the foot of the window says so, in words and without
  // motion, in a live region that index.html holds from the first paint.
  // Links, the burger's menu (an invoker command), the gallery's in-page
  // links and a form with an address of its own (the search) work without
  // the app, and are left alone while nothing is kept.
  var RUNNING = 'data-app-running';
  var SHOWN = 'data-page-shown';
  var KEPT = 'data-kept-press';
  var CONTROL = 'button, input[type="radio"], input[type="checkbox"]';
  // A kept link is followed by the browser if the app has not answered by
  // then (a chunk that never came), or pressed again: the visitor is never
  // held on the page.
  var LINK_WAIT_MS = 10000;
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

  // A plain click on a link to another page of this site, which the browser
  // would load (not an in-page #link, a new tab or a download).
  function leavingLink(event) {
    var link = event.target.closest('a[href]:not([target]):not([download])');
    var plain = !(event.button || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey);
    var here = location.pathname + location.search;
    return plain && link && link.origin === location.origin && link.pathname + link.search !== here
      ? link
      : null;
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
    var candidates = document.querySelectorAll(CONTROL + ', a[href]');
    for (var i = 0; i < candidates.length; i++) {
      if (keyOf(candidates[i]) === press.key) return candidates[i];
    }
    return null;
  }

  function keep(event, control) {
    // Not done now, not half done (a radio checked above an unfiltered list), and not lost.
    event.preventDefault();
    event.stopPropagation();
    control.setAttribute(KEPT, '');
    var press = { control: control, key: keyOf(control) };
    kept.push(press);
    say(NOTE);
    return press;
  }

  document.addEventListener(
    'click',
    function (event) {
      if (!(event.target instanceof Element) || root.hasAttribute(SHOWN)) return;
      if (root.hasAttribute(RUNNING) && !kept.length) return;
      var control = event.target.closest(CONTROL);
      if (control && needsApp(control)) {
        keep(event, control);
        return;
      }
      var link = kept.length > 0 ? leavingLink(event) : null;
      if (!link) return;
      if (link.hasAttribute(KEPT)) {
        kept = kept.filter(function (press) {
          return press.control !== link;
        });
        return;
      }
      var press = keep(event, link);
      setTimeout(function () {
        if (kept.indexOf(press) >= 0 && !root.hasAttribute(RUNNING)) location.assign(link.href);
      }, LINK_WAIT_MS);
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
    // A task of its own, once the page's render is done.
    setTimeout(function () {
      for (var j = 0; j < presses.length; j++) {
        var control = find(presses[j]);
        if (control) control.click();
      }
    }, 0);
  }

  var observer = new MutationObserver(function () {
    if (root.hasAttribute(SHOWN)) handOver();
  });
  observer.observe(root, { attributes: true, attributeFilter: [SHOWN] });
})();
