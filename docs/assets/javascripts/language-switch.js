// The language switch keeps the section: a page's anchors are the same in every language
// (docs/<code>/ pages share their headings' { #id }), so the other language's page opens at
// the section the reader is in. The switcher's links are set at build time, without the
// #anchor the reader has reached since; it is added as the link is followed.
(function () {
  "use strict";

  document.addEventListener(
    "click",
    function (event) {
      var link = event.target instanceof Element ? event.target.closest("a.md-select__link[hreflang]") : null;
      if (link && window.location.hash) {
        link.href = link.href.split("#")[0] + window.location.hash;
      }
    },
    true,
  );
})();
