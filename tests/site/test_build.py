"""The real MkDocs build: notebooks published as files, not pages, includes checked, the main
command's path with Python alone (no node, no npm), and a hermetic build (the same site with
every cache as with none)."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest
from bs4 import BeautifulSoup, SoupStrainer

from tests.site.building import build, copy_of_the_site

NODE_TOOLS = ("node", "nodejs", "npm", "npx", "corepack")


def soup(page: Path) -> BeautifulSoup:
    return BeautifulSoup(page.read_text(encoding="utf-8"), "html.parser")


def test_no_notebook_is_a_page_in_the_nav_or_in_search(verified_build):
    """No page renders a notebook (CONTRIBUTING.md, "Platform"): the .ipynb is a plain file
    beside the pages, which each lesson's link downloads (tests/browser/test_features.py)."""
    site = verified_build.path
    assert [path for code in ("", "ru") for path in (site / code / "notebooks").glob("**/*.html")] == []
    for index in (site / "search" / "search_index.json", site / "ru" / "search" / "search_index.json"):
        assert "notebooks/" not in index.read_text(encoding="utf-8")
    nav = soup(site / "backward" / "index.html").select("nav.md-nav--primary a[href]")
    assert nav and [a["href"] for a in nav if "notebooks/" in a["href"] or a["href"].endswith(".ipynb")] == []


def typeset_math(page: Path) -> tuple[int, list[str]]:
    """How many <math> elements the page's article has, and any TeX left in its text."""
    article = BeautifulSoup(page.read_text(encoding="utf-8"), "html.parser", parse_only=SoupStrainer("article")).article
    count = len(article.find_all("math"))
    for element in article.find_all(["pre", "code", "script", "style", "math"]):
        element.decompose()
    text = article.get_text()
    return count, [marker for marker in ("\\(", "\\[", "$$", "\\frac", "\\cdot") if marker in text]


def test_a_missing_include_fails_the_build(tmp_path):
    config = copy_of_the_site(tmp_path)
    page = tmp_path / "docs" / "id" / "backward.md"
    page.write_text(page.read_text().replace('--8<-- "backward/scalar_output.py"', '--8<-- "backward/renamed.py"'))
    with pytest.raises(Exception, match="renamed.py"):
        build(config, tmp_path / "site")


def test_the_built_site_has_no_broken_internal_link_or_anchor_in_any_language(verified_build):
    from autograd_site.postbuild.links import check_internal, read_site

    assert check_internal(read_site(verified_build.path)) == []


# --- The main command's path with Python alone ------------------------------------------


def path_without(tools: tuple[str, ...], shadows: Path) -> str:
    """PATH with none of `tools`: a folder that holds one is replaced by a copy of its links
    without them (/usr/bin holds node here, and python's tools too)."""
    folders = []
    for number, folder in enumerate(os.environ.get("PATH", "").split(os.pathsep)):
        entries = Path(folder).iterdir() if Path(folder).is_dir() else []
        names = {entry.name for entry in entries}
        if not names & set(tools):
            folders.append(folder)
            continue
        shadow = shadows / str(number)
        shadow.mkdir(parents=True)
        for name in names - set(tools):
            (shadow / name).symlink_to(Path(folder) / name)
        folders.append(str(shadow))
    return os.pathsep.join([str(Path(sys.executable).parent), *folders])


BUILD_AND_LIST_IMPORTS = """
import atexit, sys
atexit.register(lambda: print("imported:", *sorted(sys.modules), file=sys.stderr))
from properdocs.__main__ import cli
cli(["build", "-f", "mkdocs.yml", "--strict", "-d", sys.argv[1]])
"""


@dataclass(frozen=True)
class ColdBuild:
    config: Path  # the copy's mkdocs.yml
    site: Path
    path: str  # the PATH it was built with
    result: subprocess.CompletedProcess


@pytest.fixture(scope="module")
def cold_build(verified_build, tmp_path_factory) -> ColdBuild:
    """A copy of the verified site (data/ too) built as `nox -s docs` builds it: in a process of
    its own, with no node or npm on PATH and no cache (the copy has none). One build for two
    tests: the one without node reads what it imported, the hermetic one builds the copy again."""
    root = tmp_path_factory.mktemp("cold-build")
    path = path_without(NODE_TOOLS, root / "path")
    config = copy_of_the_site(root / "repo", data=True)
    site = root / "cold"
    env = {**os.environ, "PATH": path, "NO_MKDOCS_2_WARNING": "1"}
    command = [sys.executable, "-c", BUILD_AND_LIST_IMPORTS, str(site)]
    return ColdBuild(config, site, path, subprocess.run(command, cwd=config.parent, env=env, capture_output=True, text=True))


def test_the_verified_site_builds_with_no_node_or_npm_on_path_and_never_imports_the_runner(verified_build, cold_build):
    """`nox -s docs verify` on a machine with Python alone: verify needs no node (pytest), and
        the build must not either; math is typeset, the stamp of the passed verify is on the pages,
        and the build imports neither the example runner nor torch, nor the live verification of
    `mkdocs serve`: no page holds a verify-failure marker."""
    assert [tool for tool in NODE_TOOLS if shutil.which(tool, path=cold_build.path)] == []
    assert verified_build.report, f"no passed verify of these pages\n{verified_build.verify_output}"
    result, site = cold_build.result, cold_build.site
    assert result.returncode == 0, result.stderr[-3000:]
    imported = set(result.stderr.split("imported:", 1)[1].split())
    assert "autograd_site.site.plugin" in imported  # the listing is real
    runner = {"autograd_site.verify.run", "autograd_site.verify.warm", "autograd_site.verify.execute", "torch"}
    assert imported & (runner | {"autograd_site.site.live"}) == set()
    assert [page for page in site.rglob("*.html") if "verify-failure" in page.read_text(encoding="utf-8")] == []
    count, left = typeset_math(site / "backward" / "index.html")
    assert count > 5 and left == []
    assert "verified-stamp" in (site / "backward" / "index.html").read_text(encoding="utf-8")


# --- A hermetic build --------------------------------------------------------------------
# The site is a function of its sources and of verify's one artifact (.verify/verified.json):
# built with no cache at all, then again with every cache the first build left (compiled
# templates, collected pages, parity), it is the same site, byte for byte, but for the
# generator's <meta> line. A cache whose key missed one of its inputs would show here as a
# file that differs.

GENERATOR = re.compile(rb'<meta name="generator" content="[^"]*">')


def files_of(site: Path) -> dict[str, bytes]:
    return {path.relative_to(site).as_posix(): GENERATOR.sub(b"", path.read_bytes()) for path in site.rglob("*") if path.is_file()}


def test_a_build_with_every_cache_deleted_and_one_with_them_make_the_same_site(verified_build, cold_build):
    assert verified_build.report is not None, verified_build.verify_output  # the notebooks' outputs and the diagrams come from verify's run
    assert cold_build.result.returncode == 0, cold_build.result.stderr[-3000:]
    cold = files_of(cold_build.site)
    caches = [path for path in (cold_build.config.parent / ".cache").rglob("*") if path.is_file()]
    assert len(caches) > 20, caches  # the first build left its caches ...
    warm = files_of(build(cold_build.config, cold_build.site.parent / "warm"))  # ... and the second read them
    assert sorted(cold) == sorted(warm)
    assert [name for name in cold if cold[name] != warm[name]] == []
