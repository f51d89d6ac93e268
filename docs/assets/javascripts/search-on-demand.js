// The search index is fetched when the reader turns to search, not on every page load.
// Material fetches search/search_index.json as each page loads and its worker builds the
// whole lunr index from it: without instant navigation (left out, see mkdocs.yml), that is
// every page view, for a search most views never use (about 0.1 s of CPU a view here, 1.2 s
// with a course ten times this size; the live preview's reload pays it at each save).
// Material already waits for the search to open before it asks for the index on file://
// pages; this holds the request back on http(s) too, until the search box gets focus
// (a click, or Material's f, s and / keys), the search is opened, or the address asks for a
// search (?q=, or ?h= from a result, whose words Material highlights once it has the index).
// A query typed before the index arrives is searched once the worker is ready (Material's
// own rule). What is fetched is the index packed (search/packed_index.json: a third of the
// bytes), which the site's worker unpacks. Loaded before Material's bundle, which makes the request as it starts.
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

  function want() {
    if (!wanted) {
      wanted = true;
      held.splice(0).forEach(function (request) {
        send.apply(request.xhr, request.args);
      });
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
