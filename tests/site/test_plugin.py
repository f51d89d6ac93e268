"""The site is one MkDocs plugin (the package registers it: every build loads it), its events
running where they must among mkdocs-static-i18n's and search's."""

from __future__ import annotations

from contextlib import chdir

import pytest
from mkdocs.config import load_config
from mkdocs.plugins import CombinedEvent

from autograd_site.languages import REPO_ROOT
from autograd_site.site.plugin import SitePlugin

NAME = "autograd-site"


@pytest.fixture(scope="module")
def config():
    with chdir(REPO_ROOT):
        return load_config(str(REPO_ROOT / "mkdocs.yml"))


def order(config, event: str) -> list[str]:
    """The plugins' names in the order MkDocs calls their `event` (a plugin with several
    handlers of it, a CombinedEvent, once a handler)."""
    by_method = {}
    for name, plugin in config.plugins.items():
        method = getattr(plugin, f"on_{event}", None)
        for handler in method.methods if isinstance(method, CombinedEvent) else [method]:  # bound, by CombinedEvent.__get__
            if handler is not None:
                by_method[handler] = name
    return [by_method[method] for method in config.plugins.events[event] if method in by_method]


def after(config, event: str, other: str) -> bool:
    """Whether every handler of the site's runs after `other`'s."""
    names = order(config, event)
    return names.index(NAME) > len(names) - 1 - names[::-1].index(other)


def test_search_indexes_the_pages_search_view_and_the_page_is_itself_again_after_it(config):
    """code_blocks.search_view: the site's first page_context handler shows it to Material's
    search, its second puts the page back, after search and after i18n."""
    names = order(config, "page_context")
    search = names.index("material/search")
    assert names.index(NAME) < search < len(names) - 1 - names[::-1].index(NAME)
    assert names.index("i18n") < names.index(NAME)


@pytest.mark.parametrize(
    ("event", "other"),
    [
        ("files", "i18n"),  # a dirty rebuild picks what to render after i18n rebuilt the file list
        ("page_context", "i18n"),  # the language switcher is set after i18n set its own
        ("template_context", "i18n"),
        ("page_markdown", "i18n"),  # compatibility notes are added after i18n translated the admonition titles
    ],
)
def test_the_sites_handlers_run_after_those_they_build_on(config, event, other):
    assert after(config, event, other)


def test_a_build_verifies_nothing_live_and_leaves_a_page_with_a_wrong_claim_unmarked(tmp_path):
    """Only `mkdocs serve` starts the live verifier: `mkdocs build` converts pages as written."""
    from types import SimpleNamespace

    from tests.site.fakes import FakeConfig, plugin

    page_file = tmp_path / "docs" / "id" / "x.md"
    page_file.parent.mkdir(parents=True)
    markdown = '# X\n\n```python\nprint(1)\n```\n\n```output title="Keluaran"\n2\n```\n'
    page_file.write_text(markdown, encoding="utf-8")
    site = plugin()
    site.on_startup(command="build", dirty=False)
    page = SimpleNamespace(file=SimpleNamespace(abs_src_path=str(page_file), src_uri="id/x.md"), url="x/")
    assert site.live is None
    assert site.on_page_markdown(markdown, page=page, config=FakeConfig("id", docs_dir=tmp_path / "docs"), files=None) == markdown


def test_a_page_that_is_not_utf8_stops_the_build_with_its_line_and_the_fix_not_a_traceback(tmp_path):
    """MkDocs reads a page after on_pre_page and raises UnicodeDecodeError, a traceback through
    the generator: the plugin says it first, as a PluginError (one line: file, line, fix)."""
    from types import SimpleNamespace

    from mkdocs.exceptions import PluginError

    page = tmp_path / "docs" / "ru" / "p.md"
    page.parent.mkdir(parents=True)
    page.write_bytes("# Заголовок\n\nТекст ".encode() + b"\xff\n")
    plugin = SitePlugin()

    built = SimpleNamespace(file=SimpleNamespace(abs_src_path=str(page), src_uri="ru/p.md"))
    with pytest.raises(PluginError, match=r"/docs/ru/p\.md:3: is not UTF-8 \(byte 0xff at offset 33\); save the page as UTF-8$"):
        plugin.on_pre_page(built, config=None, files=None)
    page.write_text("# Заголовок\n", encoding="utf-8")
    assert plugin.on_pre_page(built, config=None, files=None) is built


def test_serve_takes_a_languages_messages_again_only_when_its_pages_or_data_changed(config, tmp_path, monkeypatch):
    """In serve, a save of one language's page leaves the other language's messages as the last
    build made them (the pages as read are the memo's very objects)."""
    from types import SimpleNamespace

    from autograd_site.languages import BY_CODE
    from autograd_site.postbuild import search
    from autograd_site.verify.page_cache import read_pages

    docs, data = tmp_path / "docs", tmp_path / "data"
    for code in ("id", "ru"):
        (docs / code).mkdir(parents=True)
        (docs / code / "a.md").write_text("# A\n", encoding="utf-8")
    data.mkdir()
    made: list[str] = []

    def messages_of(language, docs, compat, read, strict=True):
        made.append(language.code)
        return [read(path, language) for path in sorted((docs / language.code).glob("*.md"))]

    monkeypatch.setattr(search, "messages_of", messages_of)
    plugin = SitePlugin()
    plugin.load_config({})
    plugin.read_models = read_pages()
    site = SimpleNamespace(config_file_path=str(tmp_path / "mkdocs.yml"), docs_dir=str(docs))

    def build() -> None:
        plugin.quoted = {}
        plugin.read_models.look_again()
        for code in ("id", "ru"):
            plugin.messages(site, BY_CODE[code])

    build()
    build()
    assert made == ["id", "ru"]
    (docs / "id" / "a.md").write_text("# A, again\n", encoding="utf-8")
    build()
    (docs / "ru" / "b.md").write_text("# B\n", encoding="utf-8")  # a new page
    build()
    (data / "compat.json").write_text("{}", encoding="utf-8")
    build()
    assert made == ["id", "ru", "id", "ru", "id", "ru"]


def test_a_failed_build_says_so_before_the_translations_are_built_and_the_index_is_split_after_them(config):
    """post_build: serve's early failed status before i18n builds the translations; the search
    index split after i18n merged the languages and search wrote it."""
    names = order(config, "post_build")
    last = len(names) - 1 - names[::-1].index(NAME)
    assert names.index(NAME) < names.index("i18n") < last
    assert names.index("material/search") < last
