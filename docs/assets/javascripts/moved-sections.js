// A section that moved to another page (autograd_site/site/moved_sections.py): when the
// address asks for an anchor this page no longer has, go to the section's new place.
(function () {
  function follow() {
    var id = decodeURIComponent(window.location.hash.slice(1));
    if (!id || document.getElementById(id)) return;
    var links = document.querySelectorAll(".moved-sections a[data-moved-from]");
    for (var i = 0; i < links.length; i++) {
      if (links[i].getAttribute("data-moved-from") === id) {
        window.location.replace(links[i].href);
        return;
      }
    }
  }
  follow();
  window.addEventListener("hashchange", follow);
})();
