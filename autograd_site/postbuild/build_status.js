// The live preview's build status (autograd_site/postbuild/build_status.py; serve only): polls
// it every half second; while the build fails, a banner (role=alert) names its problems over the
// page. Inline styles: the published site has no such element to style.
function showBuildStatus(url, title) {
  var banner = null;
  function show(status) {
    if (status.ok) { if (banner) { banner.remove(); banner = null; } return; }
    if (!banner) {
      banner = document.createElement("div");
      banner.className = "build-failed";
      banner.setAttribute("role", "alert");
      banner.style.cssText = "position:fixed;top:0;left:0;right:0;z-index:10000;max-height:60vh;overflow:auto;" +
        "background:#b71c1c;color:#fff;padding:.8em 1.2em;font:14px/1.4 sans-serif;box-shadow:0 2px 6px #0006";
      document.body.appendChild(banner);
    }
    banner.textContent = "";
    var heading = document.createElement("strong");
    heading.textContent = title;
    banner.appendChild(heading);
    status.problems.forEach(function (problem) {
      var item = document.createElement("pre");
      item.style.cssText = "white-space:pre-wrap;margin:.4em 0 0;font:13px/1.4 monospace;color:#fff;background:none";
      item.textContent = problem;
      banner.appendChild(item);
    });
  }
  function poll() {
    fetch(url, {cache: "no-store"})
      .then(function (response) { return response.ok ? response.json() : null; })
      .then(function (status) { if (status) show(status); })
      .catch(function () {})
      .then(function () { setTimeout(poll, 500); });
  }
  poll();
}
