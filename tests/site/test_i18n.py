"""What i18n and Material leave unlocalised: 404 pages, search (an index a language, packed as
the browser fetches it), the language switcher."""

from __future__ import annotations

import json
from types import SimpleNamespace

import pytest
from mkdocs.exceptions import PluginError

from autograd_site.languages import BY_CODE, SOURCE
from autograd_site.postbuild.html import Chrome, parse, splice
from autograd_site.postbuild.search import PACKED, PACKED_KEY, unpacked
from autograd_site.postbuild.search import index_config as search_fields
from autograd_site.postbuild.search import packed as packed_index
from autograd_site.search_lang import index_config
from autograd_site.site.i18n import localize, split_search_index
from tests.site.fakes import FakeConfig, plugin

NOT_FOUND_PAGE = '<script id="__config" type="application/json">{"base": "/", "features": []}</script>Страница не найдена'


def test_a_translations_404_page_goes_to_its_folder_in_its_words_and_the_root_keeps_the_sources(tmp_path):
    site = plugin()
    ru = site.on_post_template(NOT_FOUND_PAGE, template_name="404.html", config=FakeConfig("ru", tmp_path))
    assert ru == ""  # MkDocs writes nothing over the source's /404.html
    written = (tmp_path / "ru" / "404.html").read_text()
    assert "Страница не найдена" in written and '"base": "/ru/"' in written
    assert site.on_post_template("id 404", template_name="404.html", config=FakeConfig("id", tmp_path)) == "id 404"
    assert site.on_post_template("<urlset/>", template_name="sitemap.xml", config=FakeConfig("ru", tmp_path)) == "<urlset/>"
    context = site.on_template_context({}, template_name="404.html", config=FakeConfig("ru", alternate=[]))
    assert context["not_found"]["title"] == BY_CODE["ru"].not_found_title  # its words in the build's language


PAGE_HEAD = """<head>
      <link rel="alternate" href="./" hreflang="id">
      <link rel="alternate" href="../ru/autograd/" hreflang="ru">
      <link rel="icon" href="../assets/images/favicon.png">
<script id="__config" type="application/json">{"annotate": null, "base": "../..", "features": []}</script>"""


def localized(html: str, language) -> str:
    return splice(html, localize(html, Chrome(html), language))


def test_pages_drop_the_alternate_links_that_make_material_fetch_missing_sitemaps_and_search_their_own_index():
    html = localized(PAGE_HEAD, SOURCE)
    assert 'rel="alternate"' not in html and 'rel="icon"' in html
    assert '"base": "../.."' in html  # the source language searches the root index
    assert '"base": "../../ru/"' in localized(PAGE_HEAD, BY_CODE["ru"])
    assert '"base": "/ru/"' in localized(PAGE_HEAD.replace('"../.."', '"/"'), BY_CODE["ru"])  # 404 pages
    with pytest.raises(ValueError, match='no "base"'):
        localized("<html></html>", BY_CODE["ru"])


def test_the_page_config_stays_safe_inside_its_script():
    tojson = '"search": "\\u003c/script\\u003e\\u003cb\\u003e"'  # as Jinja's tojson writes "</script><b>"
    html = localized(PAGE_HEAD.replace('"features": []', tojson), BY_CODE["ru"])
    assert "</script><b>" not in html and json.loads(parse(html).find(id="__config").string)["search"] == "</script><b>"


def write_index(site, docs):
    (site / "search").mkdir(parents=True, exist_ok=True)
    config = {"lang": ["en", "ru"], "separator": "[\\s\\-]+", "pipeline": ["stopWordFilter"]}
    (site / "search" / "search_index.json").write_text(json.dumps({"config": config, "docs": docs}))


def test_search_index_is_split_per_language_with_locations_relative_to_it_and_packed(tmp_path):
    """Packed beside each whole index as the browser fetches it (postbuild/search.py, PACKED):
    no entry in the clear, the same bytes every build."""
    write_index(
        tmp_path,
        [
            {"location": "", "title": "Beranda", "text": ""},
            {"location": "backward/#accumulation", "title": "Gradien", "text": ""},
            {"location": "ru/", "title": "Главная", "text": ""},
            {"location": "ru/backward/#accumulation", "title": "Градиенты", "text": ""},
            {"location": "runtime/", "title": "not Russian: only starts with ru", "text": ""},
        ],
    )
    assert split_search_index(tmp_path) == {"id": 3, "ru": 2}
    source = json.loads((tmp_path / "search" / "search_index.json").read_text())
    russian = json.loads((tmp_path / "ru" / "search" / "search_index.json").read_text())
    assert [d["location"] for d in russian["docs"]] == ["", "backward/#accumulation"]
    assert [d["location"] for d in source["docs"]] == ["", "backward/#accumulation", "runtime/"]
    assert russian["config"]["lang"] == ["ru", "en", "typed"]  # English too: code words
    assert source["config"]["lang"] == ["id", "typed"]  # the site's own lunr.id, Sastrawi's stemmer
    assert source["config"]["pipeline"] == russian["config"]["pipeline"] == ["stopWordFilter", "stemmer"]
    for root, whole in ((tmp_path, source), (tmp_path / "ru", russian)):
        packed = (root / "search" / PACKED).read_bytes()
        assert unpacked(packed) == whole
        fetched = json.loads(packed)
        assert fetched["docs"] == [] and isinstance(fetched["config"][PACKED_KEY], str)
        assert "Градиенты".encode() not in packed and b"Gradien" not in packed
    whole_bytes = (tmp_path / "ru" / "search" / "search_index.json").read_bytes()
    assert packed_index(whole_bytes) == packed_index(whole_bytes) == (tmp_path / "ru" / "search" / PACKED).read_bytes()


def test_search_entries_sharing_a_location_fail_the_build(tmp_path):
    write_index(tmp_path, [{"location": "ru/x/#a", "title": "a", "text": ""}, {"location": "ru/x/#a", "title": "b", "text": ""}])
    with pytest.raises(PluginError, match="share a location.*ru/x/#a"):
        split_search_index(tmp_path)


def test_the_language_switch_links_a_page_to_its_counterpart_or_to_the_home_page(tmp_path):
    docs = tmp_path / "docs"
    (docs / "id").mkdir(parents=True)
    (docs / "id" / "autograd.md").write_text("# Autograd\n")
    # i18n's home links (under site_url's path); extra.alternate holds the previous page's links.
    alternate = [{"name": "Bahasa Indonesia", "link": "/site/", "lang": "id"}, {"name": "Русский", "link": "/site/ru/", "lang": "ru"}]
    config = FakeConfig("ru", alternate=alternate, docs_dir=docs)
    config.extra.alternate = [{**a, "link": "stale/"} for a in alternate]
    lesson = SimpleNamespace(url="ru/autograd/", file=SimpleNamespace(src_uri="ru/autograd.md"))
    site = plugin()
    site.page_context({}, page=lesson, config=config, nav=None)
    assert [a["link"] for a in config.extra.alternate] == ["autograd/", "ru/autograd/"]
    assert config.extra["alternate"] == config.extra.alternate
    untranslated = SimpleNamespace(url="ru/extra/", file=SimpleNamespace(src_uri="ru/extra.md"))
    site.page_context({}, page=untranslated, config=config, nav=None)
    assert [a["link"] for a in config.extra.alternate] == ["/site/", "ru/extra/"]


def test_the_page_around_its_content_is_edited_and_the_content_left_as_written():
    """Only the theme's chrome is read: a page's content may show the very tags it edits."""
    content = (
        '<main><p>An example: <code>&lt;link rel="alternate" hreflang="ru"&gt;</code></p>\n'
        '<link rel="alternate" href="./" hreflang="id"></main>'
    )
    page = PAGE_HEAD.replace("<script", content + "\n<script")
    html = localized(page, BY_CODE["ru"])
    assert html.count('rel="alternate"') == 2 and content in html  # both inside <main>: kept
    assert '"base": "../../ru/"' in html


def test_each_languages_index_is_what_json_dumps_writes_of_it(tmp_path):
    entries = [
        {"location": "", "title": "Beranda", "text": "Halo"},
        {"location": "backward/", "title": "Gradien", "text": "x.grad", "tags": ["a"]},
        {"location": "ru/backward/", "title": "Градиенты", "text": "«x.grad»"},
    ]
    write_index(tmp_path, entries)
    split_search_index(tmp_path)
    plain = {p: (tmp_path / p).read_bytes() for p in ("search/search_index.json", "ru/search/search_index.json")}
    russian_entry = {**entries[2], "location": "backward/"}
    merged_config = {"lang": ["en", "ru"], "separator": "[\\s\\-]+", "pipeline": ["stopWordFilter"]}
    config = index_config(search_fields(merged_config), BY_CODE["ru"])  # with the messages field (autograd_site/postbuild/search.py)
    whole = json.dumps({"config": config, "docs": [russian_entry]}, ensure_ascii=False, separators=(",", ":"))
    assert plain["ru/search/search_index.json"] == whole.encode()  # as json.dumps writes the whole index
