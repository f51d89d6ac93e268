"""The site's own front-end assets: pinned npm packages, copied into the build; notebook pages
without nbconvert's CDN loaders."""
from __future__ import annotations

import json
from types import SimpleNamespace

import pytest
from mkdocs.exceptions import PluginError

from autograd_site.hooks import assets
from autograd_site.hooks.assets import VendoredPackage, check_extra_assets, check_installed, strip_cdn_loaders

KATEX = VendoredPackage("katex", ("katex.min.js", "fonts"))


@pytest.fixture
def npm_tree(tmp_path):
    """A package-lock.json pinning katex 0.19.1 and a node_modules/ to fill."""
    lock = tmp_path / "package-lock.json"
    lock.write_text(json.dumps({"packages": {"node_modules/katex": {"version": "0.19.1"}}}))
    return lock, tmp_path / "node_modules"


def install(node_modules, version, files=("dist/katex.min.js", "dist/fonts/KaTeX_Main-Regular.woff2")):
    package = node_modules / "katex"
    for name in files:
        (package / name).parent.mkdir(parents=True, exist_ok=True)
        (package / name).write_text("x")
    (package / "package.json").write_text(json.dumps({"version": version}))


def test_missing_node_modules_fails_the_build_with_the_install_command(npm_tree):
    lock, node_modules = npm_tree
    with pytest.raises(PluginError, match=r"katex is not installed, but package-lock.json pins 0.19.1: run `npm ci"):
        check_installed([KATEX], node_modules, lock)


def test_an_installed_version_other_than_the_pin_fails(npm_tree):
    lock, node_modules = npm_tree
    install(node_modules, "0.16.0")
    with pytest.raises(PluginError, match="is 0.16.0, but package-lock.json pins 0.19.1"):
        check_installed([KATEX], node_modules, lock)


def test_a_published_file_missing_from_the_package_fails(npm_tree):
    lock, node_modules = npm_tree
    install(node_modules, "0.19.1", files=("dist/katex.min.js",))
    with pytest.raises(PluginError, match="has no fonts under dist/"):
        check_installed([KATEX], node_modules, lock)
    install(node_modules, "0.19.1")
    check_installed([KATEX], node_modules, lock)  # complete: no error


def test_mkdocs_yml_may_only_load_vendored_files_that_are_published():
    check_extra_assets(["assets/vendor/katex/katex.min.js", "assets/stylesheets/site.css"], [KATEX])
    with pytest.raises(PluginError, match="assets/vendor/katex/katex.js, which no vendored package publishes"):
        check_extra_assets(["assets/vendor/katex/katex.js"], [KATEX])


def test_the_real_lockfile_pins_what_the_site_serves():
    assert assets.pinned_version("katex")
    assert assets.pinned_version("axe-core")  # the browser tests inject it


NBCONVERT_HEAD = """<script src="x/clipboard.js"></script>
    <!-- Load mathjax -->
    <script src="https://cdnjs.cloudflare.com/ajax/libs/mathjax/2.7.7/latest.js"> </script>
    <script type="text/x-mathjax-config">init_mathjax = function() {};</script>
    <!-- End of mathjax configuration --><script type="module">
  document.addEventListener("DOMContentLoaded", async () => {
    const diagrams = document.querySelectorAll(".jp-Mermaid > pre.mermaid");
    const mermaid = (await import("https://cdnjs.cloudflare.com/ajax/libs/mermaid/11.10.0/mermaid.esm.min.mjs")).default;
  });
</script>
<style>.jp-Mermaid {}</style>
<!-- End of mermaid configuration -->
<div class="jupyter-wrapper">$ x^2 $</div>"""


def test_notebook_pages_lose_the_mathjax_and_mermaid_loaders_and_keep_the_rest():
    html = strip_cdn_loaders(NBCONVERT_HEAD, "id/notebooks/x.ipynb")
    assert "cdnjs" not in html and "mathjax" not in html.lower() and "mermaid" not in html
    assert '<script src="x/clipboard.js"></script>' in html
    assert '<div class="jupyter-wrapper">$ x^2 $</div>' in html


def test_any_other_remote_load_left_in_a_notebook_fails_naming_page_and_line():
    html = NBCONVERT_HEAD + '\n<script src="https://unpkg.com/require.js"></script>'
    with pytest.raises(PluginError, match=r"id/notebooks/x.ipynb: rendered notebook line \d+ loads from another host: .*unpkg.com"):
        strip_cdn_loaders(html, "id/notebooks/x.ipynb")


def test_only_notebook_pages_are_rewritten():
    page = SimpleNamespace(nb_url=None, file=SimpleNamespace(src_uri="id/backward.md"))
    assert assets.on_page_content(NBCONVERT_HEAD, page, None, None) == NBCONVERT_HEAD


def test_post_build_copies_every_published_file(tmp_path, monkeypatch, npm_tree):
    lock, node_modules = npm_tree
    install(node_modules, "0.19.1")
    monkeypatch.setattr(assets, "NODE_MODULES", node_modules)
    monkeypatch.setattr(assets, "VENDORED", (KATEX,))
    assets.on_post_build(SimpleNamespace(site_dir=str(tmp_path / "site")))
    vendor = tmp_path / "site" / "assets" / "vendor" / "katex"
    assert (vendor / "katex.min.js").is_file()
    assert (vendor / "fonts" / "KaTeX_Main-Regular.woff2").is_file()
