"""A serve session's dirty rebuild, in this process as `mkdocs serve --dirty` runs it: a
source page's edit renders again that page and its translation (whose parity it broke), each
with the problem marked; every other page is left as built; the search index stays whole;
the log says what changed and what is wrong, without the noise. (An edited docs_src example
is the browser test's case: in this process the examples are the repository's own.)"""

from __future__ import annotations

import json
import logging
import os
import sys
import urllib.request
from contextlib import chdir
from pathlib import Path

import pytest
from bs4 import BeautifulSoup
from mkdocs.commands.build import build
from mkdocs.config import load_config
from mkdocs.exceptions import Abort

from autograd_site.postbuild.build_status import STATUS_FILE
from autograd_site.site.serve_log import QuietServeLog, build_command
from tests.site.building import copy_of_the_site

SERVE_URL = "http://127.0.0.1:8000/"
CLAIM, WRONG = "x.grad  = 6.0", "x.grad  = 5.0"  # backward.md's first claim, and a wrong one
HEADING = "## Gradien hanya disimpan di daun { #leaves-only }\n"  # a heading a later line links to


def built_pages(site: Path) -> dict[str, int]:
    return {str(p.relative_to(site)): p.stat().st_mtime_ns for p in site.rglob("index.html")}


def nav_titles(html: str) -> list[str]:
    """The titles of the pages the primary nav links to."""
    nav = BeautifulSoup(html, "html.parser").select_one("nav.md-nav--primary")
    assert nav is not None
    return [" ".join(a.get_text(" ", strip=True).split()) for a in nav.select("a.md-nav__link[href]")]


def indexed_pages(site: Path) -> dict[str, set[str]]:
    """The pages each language's search index holds entries of."""
    return {
        lang: {
            doc["location"].split("#")[0]
            for doc in json.loads((site / lang / "search" / "search_index.json").read_text(encoding="utf-8"))["docs"]
        }
        for lang in ("", "ru")
    }


def test_a_source_edit_renders_again_only_the_page_and_its_translation(tmp_path, monkeypatch, caplog):
    monkeypatch.setattr(sys, "argv", ["mkdocs", "serve", "--dirty"])  # mkdocs-static-i18n reads it
    monkeypatch.setenv("NO_MKDOCS_2_WARNING", "1")
    config_file, site = copy_of_the_site(tmp_path / "repo"), tmp_path / "site"
    page = config_file.parent / "docs" / "id" / "backward.md"
    text = page.read_text(encoding="utf-8")
    assert text.count(CLAIM) == 1

    with chdir(config_file.parent):
        config = load_config(str(config_file), site_dir=str(site), strict=True)
        config.plugins.on_startup(command="serve", dirty=True)
        try:
            build(config, serve_url=SERVE_URL, dirty=True)
            before, index_before = built_pages(site), indexed_pages(site)
            indexed = len(config.plugins["material/search"].search_index_prev.entries)
            notebooks = sorted((site / "notebooks").glob("*.ipynb")) + sorted((site / "ru" / "notebooks").glob("*.ipynb"))
            assert len(notebooks) >= 20  # each language's notebooks, published as files by the first build
            nav_before = nav_titles((site / "backward" / "index.html").read_text(encoding="utf-8"))
            assert len(index_before[""]) > 15 and len(index_before["ru"]) > 15  # the pages
            assert not [url for urls in index_before.values() for url in urls if "notebooks/" in url]  # never notebooks
            assert "verify-failure" not in (site / "ru" / "backward" / "index.html").read_text(encoding="utf-8")

            caplog.clear()
            page.write_text(text.replace(CLAIM, WRONG), encoding="utf-8")
            os.utime(page, (page.stat().st_mtime + 5,) * 2)  # after the build, on any clock
            with caplog.at_level(logging.INFO):  # the config read again, the plugins kept: as serve does
                build(load_config(str(config_file), site_dir=str(site), strict=True), serve_url=SERVE_URL, dirty=True)
            after = built_pages(site)
            source, translation = ((site / p / "backward" / "index.html").read_text(encoding="utf-8") for p in ("", "ru"))
            index_after = indexed_pages(site)
            # Still published, though serve writes the notebooks once: a download link never breaks.
            assert [path for path in notebooks if not path.is_file()] == []
            assert any(isinstance(f, QuietServeLog) for f in build_command.log.filters)
            assert json.loads((site / STATUS_FILE).read_text(encoding="utf-8")) == {"ok": True}
            served = config.plugins["autograd-site"].status_server
            assert f":{served.port}/build-status.json" in source  # the page polls the build's status

            # A heading another line links to, deleted: strict mode stops the build, and the
            # status the page polls names the file, the line of the link, and the problem.
            page.write_text(text.replace(HEADING, ""), encoding="utf-8")
            os.utime(page, (page.stat().st_mtime + 10,) * 2)
            with pytest.raises(Abort, match="strict mode"):
                build(load_config(str(config_file), site_dir=str(site), strict=True), serve_url=SERVE_URL, dirty=True)
            status = json.loads(urllib.request.urlopen(f"http://127.0.0.1:{served.port}/{STATUS_FILE}", timeout=10).read())
            broken = text.replace(HEADING, "").splitlines()
            line = next(number for number, x in enumerate(broken, 1) if "(#leaves-only)" in x)
            assert not status["ok"] and any(
                p.startswith(f"docs/id/backward.md:{line}: ") and "#leaves-only" in p for p in status["problems"]
            ), status
            assert "Aborted with 1 warnings in strict mode!" in status["problems"][-1]
            page.write_text(text, encoding="utf-8")  # fixed: the status says so
            os.utime(page, (page.stat().st_mtime + 15,) * 2)
            fixed = load_config(str(config_file), site_dir=str(site), strict=True)
            build(fixed, serve_url=SERVE_URL, dirty=True)
            # Material's own index, left as the first build made it: its dirty repair, per
            # language, doubled it on every rebuild (and each rebuild's time with it).
            assert len(fixed.plugins["material/search"].search_index_prev.entries) == indexed
            assert json.loads((site / STATUS_FILE).read_text(encoding="utf-8")) == {"ok": True}
        finally:
            config.plugins.on_shutdown()
            # MkDocs keeps a plugin that has on_startup for the process (serve's rebuilds): the
            # next build here, another test's, must not merge this session's search index.
            config.plugins["material/search"].search_index_prev = None
        assert not any(isinstance(f, QuietServeLog) for f in build_command.log.filters)

    rendered = {name for name in after if after[name] != before.get(name)}
    assert {"backward/index.html", "ru/backward/index.html"} <= rendered
    # Besides: the status pages (they read every page); notebooks stay as serve started.
    assert rendered - {"backward/index.html", "ru/backward/index.html"} <= {
        "translation-status/index.html",
        "ru/translation-status/index.html",
    }
    # The nav names every page by its title, also those not rendered again (MkDocs reads no
    # page it skips, and left alone names them None)
    assert nav_titles(source) == nav_before
    assert "None" not in nav_titles(source) and len(nav_titles(source)) > 10
    assert 'data-kind="output-differs"' in source  # the wrong claim
    assert 'data-kind="parity"' in translation  # the translation no longer claims what the source does
    assert index_after == index_before  # the index still holds every page of both languages

    shown = [r.getMessage() for r in caplog.records if QuietServeLog().filter(r)]  # what the console prints
    assert any("rendering again what the change touched: id/backward.md" in m for m in shown), shown
    assert any("ru/backward.md" in m for m in shown if "rendering again" in m), shown
    assert any(m.startswith("  ") and "docs/id/backward.md:" in m and WRONG in m for m in shown), shown  # what is wrong, too
    assert len(shown) <= 15, shown
    dropped = [r.getMessage() for r in caplog.records if not QuietServeLog().filter(r)]
    assert any("Building 'ru' documentation" in m for m in dropped), dropped  # the noise was there to drop
