"""Fixes of what axe-core reports in the theme's markup, on every page the theme renders."""

from __future__ import annotations

from autograd_site.postbuild.accessibility import name_search_dialog
from autograd_site.postbuild.html import Chrome, splice
from tests.site.fakes import FakeConfig, plugin

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
