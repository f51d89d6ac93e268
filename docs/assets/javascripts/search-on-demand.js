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
// own rule). Loaded before Material's bundle, which makes the request as it starts.
(function () {
  "use strict";

  var INDEX = /\/search\/search_index\.json$/;
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
    this.isSearchIndex = INDEX.test(new URL(String(url), document.baseURI).pathname);
    return open.apply(this, arguments);
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
})();
