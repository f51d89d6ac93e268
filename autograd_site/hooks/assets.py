"""MkDocs hooks that keep every page offline-clean: the site serves its own front-end assets,
so reading a page makes no request to any other host.

- on_config: fail early, naming the fix, when node_modules/ does not hold the versions that
  package-lock.json pins (the build would otherwise publish pages whose math never renders).
- on_page_content: nbconvert's template points notebook pages at CDNs (MathJax, mermaid);
  those loaders are removed, and KaTeX (katex-setup.js) typesets the notebooks' math instead.
- on_post_build: copy the pinned packages' files into site/assets/vendor/, where
  extra_css/extra_javascript in mkdocs.yml point. Every language's pages use these same files.
"""
from __future__ import annotations

import json
import re
import shutil
from dataclasses import dataclass
from pathlib import Path

from mkdocs.exceptions import PluginError

from autograd_site.languages import REPO_ROOT

LOCKFILE = REPO_ROOT / "package-lock.json"
NODE_MODULES = REPO_ROOT / "node_modules"
VENDOR_URL = "assets/vendor"
INSTALL = "npm ci --ignore-scripts"


@dataclass(frozen=True)
class VendoredPackage:
    """Files of an npm package published under assets/vendor/<name>/ (a folder: all of it)."""

    name: str
    files: tuple[str, ...]  # relative to the package's dist_dir

    dist_dir: str = "dist"

    @property
    def source(self) -> Path:
        return NODE_MODULES / self.name / self.dist_dir

    @property
    def url(self) -> str:
        return f"{VENDOR_URL}/{self.name}"


VENDORED = (
    # fonts/ whole: katex.min.css names a woff2, woff and ttf file for every face.
    VendoredPackage("katex", ("katex.min.js", "katex.min.css", "contrib/auto-render.min.js", "fonts")),
)


def pinned_version(package: str, lockfile: Path = LOCKFILE) -> str:
    entry = json.loads(lockfile.read_text(encoding="utf-8"))["packages"].get(f"node_modules/{package}")
    if entry is None:
        raise PluginError(f"{lockfile}: {package} is not pinned; add it to package.json and run `npm install`")
    return entry["version"]


def installed_version(package: str, node_modules: Path = NODE_MODULES) -> str | None:
    manifest = node_modules / package / "package.json"
    return json.loads(manifest.read_text(encoding="utf-8"))["version"] if manifest.is_file() else None


def check_installed(packages=VENDORED, node_modules: Path = NODE_MODULES, lockfile: Path = LOCKFILE) -> None:
    """Each vendored package is installed at the pinned version, with every file we publish."""
    for package in packages:
        wanted, found = pinned_version(package.name, lockfile), installed_version(package.name, node_modules)
        if found != wanted:
            state = "is not installed" if found is None else f"is {found}"
            raise PluginError(
                f"{node_modules / package.name} {state}, but {lockfile.name} pins {wanted}: run `{INSTALL}`"
            )
        missing = [f for f in package.files if not (node_modules / package.name / package.dist_dir / f).exists()]
        if missing:
            raise PluginError(f"{package.name} {found} has no {', '.join(missing)} under {package.dist_dir}/")


def check_extra_assets(urls, packages=VENDORED) -> None:
    """Every assets/vendor/ URL that mkdocs.yml loads is a file that on_post_build publishes."""
    published = {f"{p.url}/{f}" for p in packages for f in p.files}
    for url in urls:
        url = str(url)
        if url.startswith(VENDOR_URL + "/") and url not in published:
            raise PluginError(f"mkdocs.yml loads {url}, which no vendored package publishes (see {__name__})")


def on_config(config):
    check_installed()
    check_extra_assets([*config.extra_css, *config.extra_javascript])
    return config


# --- Notebook pages --------------------------------------------------------------------

# Blocks of nbconvert's HTML template (base/mathjax.html.j2 and lab/mermaidjs.html.j2),
# found by the comments that close them.
CDN_LOADERS = {
    "MathJax": re.compile(r"<!-- Load mathjax -->.*?<!-- End of mathjax configuration -->", re.S),
    "mermaid": re.compile(
        r'<script type="module">(?:(?!<script).)*?\.jp-Mermaid.*?<!-- End of mermaid configuration -->', re.S
    ),
}
THIRD_PARTY_LOAD = re.compile(r"""(?:src=|import\(|@import\s+(?:url\()?)\s*["']?(https?:)?//""", re.I)


def strip_cdn_loaders(html: str, where: str) -> str:
    """The notebook HTML without its CDN loaders; an error if any other remote load is left."""
    for pattern in CDN_LOADERS.values():
        html = pattern.sub("", html)
    leftover = THIRD_PARTY_LOAD.search(html)
    if leftover:
        line = html.count("\n", 0, leftover.start()) + 1
        snippet = html[leftover.start() : leftover.start() + 120].splitlines()[0]
        raise PluginError(f"{where}: rendered notebook line {line} loads from another host: {snippet}")
    return html


def on_page_content(html, page, config, files):
    if getattr(page, "nb_url", None):  # set by mkdocs-jupyter on notebook pages only
        return strip_cdn_loaders(html, page.file.src_uri)
    return html


def on_post_build(config) -> None:
    # Runs once per language build; all of them write into the same root folder.
    for package in VENDORED:
        target = Path(config.site_dir) / package.url
        for name in package.files:
            source = package.source / name
            if source.is_dir():
                shutil.copytree(source, target / name, dirs_exist_ok=True)
            else:
                (target / name).parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(source, target / name)
