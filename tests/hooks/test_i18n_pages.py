"""What i18n and Material leave unlocalised: 404 pages, search, notebook anchors, the switcher."""
from __future__ import annotations

import json
from types import SimpleNamespace

import pytest
from mkdocs.exceptions import PluginError
from mkdocs.structure.toc import get_toc

from autograd_site.hooks import i18n_pages
from autograd_site.hooks.i18n_pages import anchor_headings, localize, split_search_index
from autograd_site.languages import BY_CODE, SOURCE


class FakeConfig(SimpleNamespace):
    def __init__(self, code, site_dir="site", alternate=None):
        i18n = SimpleNamespace(current_language=code, building=False, extra_alternate=[dict(a) for a in alternate or []])
        super().__init__(plugins={"i18n": i18n}, site_dir=str(site_dir), extra=Extra(alternate or []))


class Extra(dict):
    """MkDocs' LegacyConfig: item and attribute are different things (i18n sets the attribute)."""

    def __init__(self, alternate):
        super().__init__(alternate=alternate)
        self.alternate = alternate


NOT_FOUND_PAGE = '<script id="__config" type="application/json">{"base": "/", "features": []}</script>Страница не найдена'


def test_a_translations_404_page_goes_to_its_folder_and_the_root_keeps_the_sources(tmp_path):
    ru = i18n_pages.on_post_template(NOT_FOUND_PAGE, "404.html", FakeConfig("ru", tmp_path))
    assert ru == ""  # MkDocs writes nothing over the source's /404.html
    written = (tmp_path / "ru" / "404.html").read_text()
    assert "Страница не найдена" in written and '"base": "/ru/"' in written
    assert i18n_pages.on_post_template("id 404", "404.html", FakeConfig("id", tmp_path)) == "id 404"
    assert i18n_pages.on_post_template("<urlset/>", "sitemap.xml", FakeConfig("ru", tmp_path)) == "<urlset/>"


def test_the_404_page_text_is_in_the_builds_language():
    context = i18n_pages.on_template_context({}, "404.html", FakeConfig("ru", alternate=[]))
    assert context["not_found"]["title"] == BY_CODE["ru"].not_found_title


PAGE_HEAD = """<head>
      <link rel="alternate" href="./" hreflang="id">
      <link rel="alternate" href="../ru/autograd/" hreflang="ru">
      <link rel="icon" href="../assets/images/favicon.png">
<script id="__config" type="application/json">{"annotate": null, "base": "../..", "features": []}</script>"""


def test_pages_drop_the_alternate_links_that_make_material_fetch_missing_sitemaps():
    html = localize(PAGE_HEAD, SOURCE)
    assert 'rel="alternate"' not in html and 'rel="icon"' in html
    assert '"base": "../.."' in html  # the source language searches the root index


def test_a_translations_pages_search_their_own_index():
    assert '"base": "../../ru/"' in localize(PAGE_HEAD, BY_CODE["ru"])
    assert '"base": "/ru/"' in localize(PAGE_HEAD.replace('"../.."', '"/"'), BY_CODE["ru"])  # 404 pages
    with pytest.raises(ValueError, match="no \"base\""):
        localize("<html></html>", BY_CODE["ru"])


def write_index(site, docs):
    (site / "search").mkdir(parents=True)
    config = {"lang": ["en", "ru"], "separator": "[\\s\\-]+", "pipeline": ["stopWordFilter"]}
    (site / "search" / "search_index.json").write_text(json.dumps({"config": config, "docs": docs}))


def test_search_index_is_split_per_language_with_locations_relative_to_it(tmp_path):
    write_index(tmp_path, [
        {"location": "", "title": "Beranda", "text": ""},
        {"location": "backward/#accumulation", "title": "Gradien", "text": ""},
        {"location": "ru/", "title": "Главная", "text": ""},
        {"location": "ru/backward/#accumulation", "title": "Градиенты", "text": ""},
        {"location": "runtime/", "title": "not Russian: only starts with ru", "text": ""},
    ])
    assert split_search_index(tmp_path) == {"id": 3, "ru": 2}
    source = json.loads((tmp_path / "search" / "search_index.json").read_text())
    russian = json.loads((tmp_path / "ru" / "search" / "search_index.json").read_text())
    assert [d["location"] for d in russian["docs"]] == ["", "backward/#accumulation"]
    assert [d["location"] for d in source["docs"]] == ["", "backward/#accumulation", "runtime/"]
    assert russian["config"]["lang"] == ["ru", "en", "typed"]  # English too: code words
    assert source["config"]["lang"] == ["id", "typed"]  # the site's own lunr.id, Sastrawi's stemmer
    assert source["config"]["pipeline"] == russian["config"]["pipeline"] == ["stopWordFilter", "stemmer"]


def test_search_entries_sharing_a_location_fail_the_build(tmp_path):
    write_index(tmp_path, [{"location": "ru/notebooks/x/", "title": "a", "text": ""},
                           {"location": "ru/notebooks/x/", "title": "b", "text": ""}])
    with pytest.raises(PluginError, match="share a location.*ru/notebooks/x/"):
        split_search_index(tmp_path)


NOTEBOOK = """<h1 id="backward">backward()<a class="anchor-link" href="#backward">¶</a></h1>
<h2 id="">Градиенты накапливаются<a class="anchor-link" href="#">¶</a></h2>
<h3 id="backward">Повторный <code>backward()</code><a class="anchor-link" href="#backward">¶</a></h3>
<h2 id="">Градиенты накапливаются<a class="anchor-link" href="#">¶</a></h2>"""


def test_notebook_headings_get_unique_unicode_anchors_and_the_toc_follows():
    toc = get_toc([
        {"level": 1, "id": "backward", "name": "backward()", "children": [
            {"level": 2, "id": "", "name": "Градиенты накапливаются", "children": [
                {"level": 3, "id": "backward_1", "name": "Повторный", "children": []}]},
            {"level": 2, "id": "_1", "name": "Градиенты накапливаются", "children": []}]},
    ])
    html = anchor_headings(NOTEBOOK, toc)
    ids = ["backward", "градиенты-накапливаются", "повторный-backward", "градиенты-накапливаются-1"]
    for anchor in ids:
        assert f'id="{anchor}"' in html and f'href="#{anchor}"' in html
    links = list(i18n_pages.toc_links(toc))
    assert [link.id for link in links] == ids
    assert links[2].title == "Повторный backward()"  # the TOC keeps the inline code


def test_a_toc_that_does_not_match_the_headings_fails():
    with pytest.raises(PluginError, match="1 entries for 4 headings"):
        anchor_headings(NOTEBOOK, get_toc([{"level": 1, "id": "backward", "name": "backward()", "children": []}]))


def test_the_language_switch_links_a_page_to_its_counterpart_or_to_the_home_page(monkeypatch, tmp_path):
    docs = tmp_path / "docs"
    (docs / "id" / "notebooks").mkdir(parents=True)
    (docs / "id" / "notebooks" / "autograd.ipynb").write_text("{}")
    monkeypatch.setattr(i18n_pages, "DOCS_DIR", docs)
    # i18n's home links (under site_url's path); extra.alternate holds the previous page's links.
    alternate = [{"name": "Bahasa Indonesia", "link": "/site/", "lang": "id"},
                 {"name": "Русский", "link": "/site/ru/", "lang": "ru"}]
    config = FakeConfig("ru", alternate=alternate)
    config.extra.alternate = [{**a, "link": "stale/"} for a in alternate]
    notebook = SimpleNamespace(url="ru/notebooks/autograd/", file=SimpleNamespace(src_uri="ru/notebooks/autograd.ipynb"))
    i18n_pages.on_page_context({}, notebook, config, None)
    assert [a["link"] for a in config.extra.alternate] == ["notebooks/autograd/", "ru/notebooks/autograd/"]
    assert config.extra["alternate"] == config.extra.alternate
    untranslated = SimpleNamespace(url="ru/extra/", file=SimpleNamespace(src_uri="ru/extra.md"))
    i18n_pages.on_page_context({}, untranslated, config, None)
    assert [a["link"] for a in config.extra.alternate] == ["/site/", "ru/extra/"]
