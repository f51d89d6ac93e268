// Glossary terms (autograd_site/hooks/glossary.py) get Material's tooltips (content.tooltips):
// on hover or focus, Material moves the term's title into a role="tooltip" element at the end
// of <body> and points the term's aria-describedby at it. A screen reader reads it from there,
// as the term's description; as a node of its own it stands outside every landmark (axe-core:
// region). aria-hidden keeps it out of the reading order; aria-describedby still reads it,
// since a hidden element that is referenced directly counts for the description.
(function () {
  "use strict";

  var SELECTOR = '.md-tooltip2[role="tooltip"]';

  function handle(node) {
    if (node.nodeType === Node.ELEMENT_NODE && node.matches(SELECTOR)) {
      node.setAttribute("aria-hidden", "true");
    }
  }

  new MutationObserver(function (records) {
    records.forEach(function (record) {
      record.addedNodes.forEach(handle);
    });
  }).observe(document.body, { childList: true });
  document.querySelectorAll(SELECTOR).forEach(handle);
})();
