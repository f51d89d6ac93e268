// Typesets the math of every page with the KaTeX that the site serves itself
// (assets/vendor/katex/, copied from node_modules/ by autograd_site/hooks/assets.py).
//
// Markdown pages: pymdownx.arithmatex (generic mode) wraps math in elements of class
// "arithmatex", as \( ... \) inline and \[ ... \] for display.
// Notebook pages: nbconvert leaves Jupyter's $ ... $ and $$ ... $$ in rendered markdown cells.
(function () {
  "use strict";

  var ARITHMATEX = [
    { left: "\\(", right: "\\)", display: false },
    { left: "\\[", right: "\\]", display: true },
  ];
  var NOTEBOOK = [
    { left: "$$", right: "$$", display: true },
    { left: "$", right: "$", display: false },
  ].concat(ARITHMATEX);

  function render(element, delimiters) {
    // throwOnError false: a bad formula is shown in red with its source (class katex-error),
    // instead of stopping the rest of the page's math.
    window.renderMathInElement(element, { delimiters: delimiters, throwOnError: false });
  }

  function typeset(root) {
    if (typeof window.renderMathInElement !== "function") {
      console.error("katex-setup.js: KaTeX's auto-render is not loaded; math stays as TeX source");
      return;
    }
    root.querySelectorAll(".arithmatex").forEach(function (element) {
      render(element, ARITHMATEX);
    });
    root.querySelectorAll(".jp-MarkdownOutput").forEach(function (element) {
      render(element, NOTEBOOK);
    });
  }

  // Material's document$ emits each page it shows (again after instant navigation, if enabled).
  if (window.document$ && typeof window.document$.subscribe === "function") {
    window.document$.subscribe(function () {
      typeset(document.body);
    });
  } else if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", function () {
      typeset(document.body);
    });
  } else {
    typeset(document.body);
  }
})();
