"""The post-build steps over site/ (autograd_site/postbuild/), on small inputs: pages read by
Python's HTML tokenizer and edited at the offsets it reports; the fixes of what axe-core
reports in the theme's markup, on every page the theme renders; sections that moved off a
split lesson keep their old addresses (the redirect in a browser: tests/browser/
test_navigation.py); a local build without SITE_URL and REPO_URL is whole; and what serve's
pages poll while a save's build fails (the whole path, from a deleted heading to the status
naming its link's line, is test_serve_rebuild's)."""

from __future__ import annotations

import json
import logging
import urllib.request

import pytest

from autograd_site.postbuild.accessibility import name_search_dialog
from autograd_site.postbuild.addresses import left_out
from autograd_site.postbuild.build_status import (
    STATUS_FILE,
    BuildProblems,
    StatusServer,
    located,
    status_script,
    with_status_script,
    write_status,
)
from autograd_site.postbuild.html import Chrome, Tokens, parse, splice
from autograd_site.postbuild.moved_sections import MovedSectionError, moved_links, moves_from
from tests.site.fakes import FakeConfig, plugin

PAGE = """<!doctype html>
<html lang="ru"><head><title>a &amp; b</title></head>
<body><div class="x y" data-a='1'>café — <b>bold</b>
<br>text &lt;after&gt;</div><script>if (a < b) {}</script></body></html>"""


def test_every_start_tag_and_text_run_is_where_the_tokenizer_says():
    tokens = Tokens(PAGE)
    for tag in tokens.tags:
        assert PAGE[tag.start : tag.end].startswith(f"<{tag.name}") and PAGE[tag.end - 1] == ">"
    div = next(tag for tag in tokens.tags if tag.name == "div")
    assert div.classes == ["x", "y"] and div.attrs["data-a"] == "1"
    runs = [PAGE[run.start : run.end] for run in tokens.runs if "div" in [t.name for t in run.within]]
    assert runs == ["café — ", "bold", "\n", "text &lt;after&gt;"]  # as written, entities and all
    script = next(tag for tag in tokens.tags if tag.name == "script")
    assert PAGE[script.end : script.contents_end] == "if (a < b) {}" == script.text


def test_a_tag_is_edited_in_place_and_overlapping_edits_fail():
    div = next(tag for tag in Tokens(PAGE).tags if tag.name == "div")
    assert """<div class="x y" data-a='1' hidden>café""" in splice(PAGE, [div.before_end(" hidden")])
    with pytest.raises(ValueError, match="overlapping edits"):  # two edits of one tag
        splice(PAGE, [(div.start, div.end, "<div>"), div.before_end(" hidden")])


def test_the_chrome_is_the_page_outside_main():
    page = '<header><a href="/">home</a></header><main><a href="/x">x</a></main><footer><a href="/y"></a></footer>'
    assert [tag.attrs.get("href") for tag in Chrome(page).tags if tag.name == "a"] == ["/", "/y"]
    assert len(Chrome("<p>no main</p>").tags) == 1  # a page without <main>: all of it


HEADER = """<div class="md-search" data-md-component="search" role="dialog">
  <input type="text" class="md-search__input" name="query" aria-label="Поиск" placeholder="Поиск" required>
</div>"""
CONFIG = '<script id="__config" type="application/json">{"base": "/", "features": []}</script>'


def named(html: str) -> str:
    return splice(html, name_search_dialog(Chrome(html)))


def test_search_dialog_is_named_in_the_pages_language():
    assert '<div class="md-search" data-md-component="search" role="dialog" aria-label="Поиск">' in named(HEADER)
    escaped = "a &quot;quoted&quot; &amp; &lt;b&gt;"  # a placeholder of a "quoted" & <b>, as written
    assert f'role="dialog" aria-label="{escaped}"' in named(HEADER.replace("Поиск", escaped))
    assert named("<p>no search here</p>") == "<p>no search here</p>"
    assert named(named(HEADER)) == named(HEADER)  # named once


def test_every_page_and_every_languages_404_page_gets_the_fixes(tmp_path):
    """/ru/404.html is written by the plugin itself; it used to miss the named dialog."""
    site = plugin()
    assert site.on_post_template(HEADER + CONFIG, template_name="404.html", config=FakeConfig("ru", tmp_path)) == ""
    russian = (tmp_path / "ru" / "404.html").read_text(encoding="utf-8")
    assert 'role="dialog" aria-label="Поиск"' in russian
    source = site.on_post_template(HEADER.replace("Поиск", "Cari") + CONFIG, template_name="404.html", config=FakeConfig("id", tmp_path))
    assert 'role="dialog" aria-label="Cari"' in source
    assert 'role="dialog" aria-label="Поиск"' in site.on_post_page(HEADER + CONFIG, page=None, config=FakeConfig("id"))  # every page


MOVED = {
    "custom-function.md#forward-mode": "custom-function-advanced.md#forward-mode",
    "custom-function.md#vmap-rule": "custom-function-advanced.md#vmap",
    "training-loop.md#compile": "distributed-compile.md#compile",
}


def test_the_old_page_links_each_section_that_moved_off_it_to_its_new_place():
    links = parse(moved_links("custom-function.md", MOVED, use_directory_urls=True)).select("nav[hidden] a")
    assert [(a["data-moved-from"], a["href"]) for a in links] == [
        ("forward-mode", "../custom-function-advanced/#forward-mode"),
        ("vmap-rule", "../custom-function-advanced/#vmap"),
    ]
    assert 'href="distributed-compile.html#compile"' in moved_links("training-loop.md", MOVED, use_directory_urls=False)  # the file
    assert moved_links("backward.md", MOVED, use_directory_urls=True) == ""  # nothing moved off it: nothing carried


@pytest.mark.parametrize("entry", ["custom-function.md", "custom-function#forward-mode", "custom-function.md#"])
def test_an_entry_that_is_not_page_and_anchor_is_refused_with_what_it_should_be(entry):
    with pytest.raises(MovedSectionError, match='is not "page.md#anchor"'):
        moves_from("custom-function.md", {entry: "new.md#a"})


def test_without_a_site_url_the_sitemap_is_left_out_and_said_and_with_both_addresses_nothing_is(tmp_path):
    for name in ("sitemap.xml", "sitemap.xml.gz", "index.html"):
        (tmp_path / name).write_text("x", encoding="utf-8")
    assert left_out(tmp_path, "https://example.org/course/", "https://github.com/o/r") == []
    assert sorted(p.name for p in tmp_path.iterdir()) == ["index.html", "sitemap.xml", "sitemap.xml.gz"]
    notes = left_out(tmp_path, None, None)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["index.html"]
    assert [note.split(":")[0] for note in notes] == ["no SITE_URL", "no REPO_URL"]


def test_a_link_warning_is_located_at_the_line_of_the_link(tmp_path):
    docs = tmp_path / "docs"
    (docs / "ru").mkdir(parents=True)
    (docs / "ru" / "a.md").write_text("# A\n\nSee [b](#gone).\n", encoding="utf-8")
    message = "Doc file 'ru/a.md' contains a link '#gone', but there is no such anchor on this page."
    assert located(message, docs) == f"docs/ru/a.md:3: {message}"
    assert located("Config value 'nav': a problem", docs) == "Config value 'nav': a problem"  # no page named: as logged


def test_the_status_is_ok_or_the_problems_and_every_page_finds_it_at_the_root(tmp_path):
    problems = BuildProblems()
    logger = logging.getLogger("properdocs.test_build_status")
    logger.addHandler(problems)
    try:
        logger.info("Building documentation")
        logger.warning("a broken link")
    finally:
        logger.removeHandler(problems)
    assert problems.messages == ["a broken link"]
    write_status(tmp_path, problems.messages)
    assert json.loads((tmp_path / STATUS_FILE).read_text(encoding="utf-8")) == {"ok": False, "problems": ["a broken link"]}
    write_status(tmp_path, None)
    assert json.loads((tmp_path / STATUS_FILE).read_text(encoding="utf-8")) == {"ok": True}
    assert 'location.hostname + ":8123/build-status.json"' in status_script(8123, "x")
    assert with_status_script("<body>p</body>", 8123, "Сайт не собрался").startswith("<body>p<script>")


def test_the_status_server_answers_with_the_sites_status_file(tmp_path):
    """MkDocs' own server holds every request while its last build failed: this one answers."""
    server = StatusServer("127.0.0.1")
    try:
        url = f"http://127.0.0.1:{server.port}/{STATUS_FILE}"
        assert json.loads(urllib.request.urlopen(url, timeout=10).read()) == {"ok": True}  # no build yet
        server.site_dir = tmp_path
        write_status(tmp_path, ["docs/id/a.md:3: a broken link"])
        with urllib.request.urlopen(url, timeout=10) as response:
            assert response.headers["Access-Control-Allow-Origin"] == "*"  # polled by pages of serve's own port
            assert json.loads(response.read()) == {"ok": False, "problems": ["docs/id/a.md:3: a broken link"]}
    finally:
        server.close()
