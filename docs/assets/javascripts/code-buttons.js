// Material puts the buttons of each code block (copy) in a <nav> of their own: one unnamed
// "navigation" landmark per code block, listed by screen readers beside the site's real
// navigation (axe-core: landmark-unique). They are buttons, not navigation: role="none"
// keeps them and drops the landmark.
(function () {
  "use strict";

  var SELECTOR = "nav.md-code__nav";

  function unlandmark(element) {
    element.setAttribute("role", "none");
  }

  function handle(node) {
    if (node.nodeType !== Node.ELEMENT_NODE) {
      return;
    }
    if (node.matches(SELECTOR)) {
      unlandmark(node);
    }
    node.querySelectorAll(SELECTOR).forEach(unlandmark);
  }

  // Material adds the buttons as it mounts each code block, which may be after this script runs.
  new MutationObserver(function (records) {
    records.forEach(function (record) {
      record.addedNodes.forEach(handle);
    });
  }).observe(document.body, { childList: true, subtree: true });
  handle(document.body);
})();
