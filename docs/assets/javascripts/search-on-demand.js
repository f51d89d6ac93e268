// The search index is fetched when the reader turns to search, or ahead of it for a reader who
// has searched on this site before: not on every page load. Material fetches
// search/search_index.json as each page loads and its worker builds the whole lunr index from
// it: without instant navigation (left out, see mkdocs.yml) that is every page view, for a
// search most views never use (the index is a third of a page's bytes, and the build 0.7-1 s
// of the worker's CPU here, more with a larger course; the live preview's reload pays it at
// each save). So the request Material makes as it starts is held until one of:
// - the reader turns to search: the pointer on the search box or its button (the approach of
//   a click or a tap, before the focus), the box's focus (a click, or Material's f, s and /
//   keys), the search opened, or an address that asks for a search (?q=, or ?h= from a result,
//   whose words Material highlights once it has the index);
// - for a reader who has searched here before (a flag in localStorage, set by the box's focus,
//   the search opened or such an address; the browser's cache then holds the index), the page has loaded and the browser is
//   idle (requestIdleCallback, at most IDLE ms after the load event): the page's first paint and
//   its own requests come first, the worker builds the index off the main thread while the
//   reader reads, and the next query is answered at once (issue 49's guard: the first result
//   0.3 s after the last key; a query typed as the index loads waits 0.7-1 s). Not where the
//   reader asked the browser to save data (Save-Data).
// A query typed before the index arrives is searched once the worker is ready (Material's
// own rule). What is fetched is the index packed (search/packed_index.json: a third of the
// bytes), which the site's worker unpacks. Loaded before Material's bundle, which makes the
// request as it starts.
//
// And a page found for its sections is their heading, not a result of its own: Material lists
// each page found with its own entry (the page's title, a link) first and its sections under
// it; where a section, not the page's top, is the best match (Material then shows the page's
// entry as a bare title, without its text), that title took the place of a result the reader
// sees (the second of three) and was the first link the arrow keys reached. It becomes a plain
// heading over its sections (no link, neither the arrow keys nor Enter select it); a page whose
// own top matches best keeps its entry, with its text, as a result.
(function () {
  "use strict";

  var INDEX = /\/search\/search_index\.json$/;
  var PACKED = "packed_index.json";
  var open = XMLHttpRequest.prototype.open;
  var send = XMLHttpRequest.prototype.send;
  var held = [];
  var wanted = false;

  var SEARCHED = "autograd-site.searched"; // localStorage: this reader has searched here before

  function want(quietly) {
    if (quietly !== true) remember();
    if (!wanted) {
      wanted = true;
      held.splice(0).forEach(function (request) {
        send.apply(request.xhr, request.args);
      });
    }
  }
  function remember() {
    try {
      window.localStorage.setItem(SEARCHED, "1");
    } catch (error) {
      /* storage refused (private mode, a policy): the index waits for search, as for a first visit */
    }
  }
  function searchedBefore() {
    try {
      return window.localStorage.getItem(SEARCHED) === "1";
    } catch (error) {
      return false;
    }
  }

  XMLHttpRequest.prototype.open = function (method, url) {
    var address = new URL(String(url), document.baseURI);
    this.isSearchIndex = INDEX.test(address.pathname);
    if (!this.isSearchIndex) return open.apply(this, arguments);
    // The index packed (autograd_site/postbuild/search.py, PACKED), which the site's worker unpacks.
    address.pathname = address.pathname.replace(INDEX, "/search/" + PACKED);
    var args = Array.prototype.slice.call(arguments);
    args[1] = String(address);
    return open.apply(this, args);
  };
  XMLHttpRequest.prototype.send = function () {
    if (this.isSearchIndex && !wanted) {
      held.push({ xhr: this, args: arguments });
      return undefined;
    }
    return send.apply(this, arguments);
  };

  var params = new URLSearchParams(window.location.search);
  if (params.has("q") || params.has("h")) {
    want();
  }
  var IDLE = 2000; // ms after the load event at most, if the browser is never idle before
  function ahead() {
    if (!searchedBefore() || (navigator.connection && navigator.connection.saveData)) return;
    var load = function () { want(true); };
    if ("requestIdleCallback" in window) window.requestIdleCallback(load, { timeout: IDLE });
    else setTimeout(load, 200);
  }
  if (document.readyState === "complete") ahead();
  else window.addEventListener("load", ahead, { once: true });
  var SEARCH = "form[name=search], label[for=__search]";
  ["pointerover", "pointerdown"].forEach(function (type) {
    document.addEventListener(type, function (event) {
      if (event.target instanceof Element && event.target.closest(SEARCH)) want(true); // not yet a search
    }, { passive: true });
  });
  document.addEventListener("focusin", function (event) {
    if (event.target instanceof Element && event.target.closest("form[name=search]")) {
      want();
    }
  });
  document.addEventListener("change", function (event) {
    if (event.target instanceof Element && event.target.id === "__search" && event.target.checked) {
      want();
    }
  });

  // A page's entry that Material shows as a bare title (no text: one of its sections is the
  // better match) -> the heading of its sections.
  function asHeading(item) {
    var link = item.querySelector(":scope > a.md-search-result__link");
    var article = link && link.querySelector(":scope > article");
    if (!article || !article.querySelector(":scope > h1")) return;
    var bare = Array.prototype.every.call(article.childNodes, function (node) {
      if (node.nodeType === Node.TEXT_NODE) return !node.textContent.trim();
      return node.nodeType === Node.ELEMENT_NODE && (node.tagName === "H1" || node.matches(".md-search-result__icon, nav.md-tags"));
    });
    if (!bare || !link.nextElementSibling) return;
    var heading = document.createElement("div");
    heading.className = "md-search-result__page";
    heading.appendChild(article);
    link.replaceWith(heading);
  }
  function watchResults() {
    var list = document.querySelector(".md-search-result__list");
    if (!list) return;
    new MutationObserver(function (changes) {
      changes.forEach(function (change) {
        Array.prototype.forEach.call(change.addedNodes, function (node) {
          if (node instanceof Element && node.matches("li.md-search-result__item")) asHeading(node);
        });
      });
    }).observe(list, { childList: true });
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", watchResults);
  else watchResults();
})();
