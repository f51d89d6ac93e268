// A glossary term tapped on a touch screen shows its definition where the reader is, as hover
// does with a mouse (Material's tooltips, which a touch screen never hovers): a box under the
// term, with a link to the full entry on the glossary page. A second tap on the term, a tap
// elsewhere or Escape closes it. With a mouse or a keyboard a click follows the link as before.
// (The terms: autograd_site/site/tooltips.py; the box's style: stylesheets/phone.css.)
(function () {
  "use strict";

  var open = null;
  var touched = false;

  function definition(term) {
    if (term.dataset.definition === undefined) {
      term.dataset.definition = term.getAttribute("title") || "";
    }
    return term.dataset.definition;
  }

  function close() {
    if (open) {
      open.box.remove();
      open.term.removeAttribute("aria-describedby");
      open = null;
    }
  }

  function show(term) {
    var box = document.createElement("div");
    var text = document.createElement("p");
    var entry = document.createElement("a");
    box.className = "glossary-tap";
    box.id = "glossary-tap";
    box.setAttribute("role", "tooltip");
    text.textContent = definition(term);
    entry.setAttribute("href", term.getAttribute("href"));
    entry.textContent = term.textContent.trim() + " \u2192";
    box.append(text, entry);
    document.body.appendChild(box);
    var rect = term.getBoundingClientRect();
    var width = document.documentElement.clientWidth;
    var left = Math.max(8, Math.min(rect.left, width - box.offsetWidth - 8));
    box.style.left = window.scrollX + left + "px";
    box.style.top = window.scrollY + rect.bottom + 6 + "px";
    term.setAttribute("aria-describedby", box.id);
    open = { term: term, box: box };
  }

  document.addEventListener(
    "pointerdown",
    function (event) {
      touched = event.pointerType === "touch" || event.pointerType === "pen";
      var term = event.target.closest && event.target.closest("a.glossary-term");
      if (touched && term) {
        definition(term);
        term.removeAttribute("title"); // no second, hover-style tooltip under the finger
      }
    },
    true
  );

  document.addEventListener("click", function (event) {
    var term = event.target.closest && event.target.closest("a.glossary-term");
    if (open && (!term || term === open.term) && !open.box.contains(event.target)) {
      var same = term === open.term;
      close();
      if (same) {
        event.preventDefault();
        return;
      }
    }
    if (!term || !(touched || window.matchMedia("(hover: none)").matches)) {
      return;
    }
    event.preventDefault();
    close();
    show(term);
  });

  document.addEventListener("keydown", function (event) {
    if (event.key === "Escape") {
      close();
    }
  });
})();
