"""Finding one's way: the language switch and the search, in each language."""

from __future__ import annotations

import re
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

from autograd_site.languages import DOCS_DIR, LANGUAGES, SOURCE, TRANSLATIONS, Language
from tests.browser.conftest import prefix
from tests.search_lang.test_stemmer import SAME_STEM

CODES = [lang.code for lang in LANGUAGES]


def unprefixed(path: str, language: Language) -> str:
    return path[len(prefix(language)) :]


PAIRS = [(a, b) for a in LANGUAGES for b in LANGUAGES if a != b]


@pytest.mark.parametrize("source, target", PAIRS, ids=lambda lang: lang.code)
def test_language_switch_on_every_page_links_to_the_same_page(visits, base_url, source, target):
    wrong = []
    for visit in visits[source.code]:
        expected = base_url + prefix(target) + unprefixed(visit.path, source)
        if visit.state["switcher"].get(target.code) != expected:
            wrong.append(f"{visit.path or '/'} -> {visit.state['switcher'].get(target.code)} (expected {expected})")
    assert wrong == []


@pytest.mark.parametrize("source, target", PAIRS, ids=lambda lang: lang.code)
def test_language_switch_click_lands_on_the_same_page_in_the_other_language(reader, built_site, source, target):
    for path in (built_site.topics(source)[0], prefix(source) + "glossary/"):
        reader.open(path, wait_until="load")
        reader.page.locator(".md-header__option .md-select").hover()  # the switcher opens on hover
        reader.page.locator(f'a.md-select__link[hreflang="{target.code}"]').click()
        reader.page.wait_for_load_state("load")
        assert reader.page.url == reader.base_url + prefix(target) + unprefixed(path, source)
        assert reader.page.locator("html").get_attribute("lang") == target.code


def search(reader, language: Language, query: str, fresh: bool = True) -> list[str]:
    """Type `query` into the search box of the language's home page; the result page paths.
    `fresh` False: into the box of the home page already open, its index loaded (a reader
    searching again), emptied first, so that the results listed next are the new query's."""
    box = reader.page.locator("input.md-search__input")
    if fresh:
        reader.open(prefix(language))
        box.click()
    else:
        box.fill("")
        reader.page.keyboard.press("End")
        reader.page.wait_for_function("() => !document.querySelector('li.md-search-result__item')", timeout=10_000)
    # The whole query at once, then one key event, on which Material searches ("End", as a
    # real keyboard would send): typed letter by letter, the list could still show the results
    # of a shorter query ("mel" finds other pages than "melacak"). keyboard.type sends no key
    # events for characters beyond a US layout (Cyrillic) anyway.
    box.fill(query)
    reader.page.keyboard.press("End")
    reader.page.locator(".md-search-result__item").first.wait_for(timeout=10_000)
    # Material lists 10 pages, and the next ones as the list is scrolled to its end.
    total = int(re.search(r"\d+", reader.page.locator(".md-search-result__meta").inner_text())[0])
    shown = reader.page.locator("li.md-search-result__item")
    # The count is of documents (a page and its sections); the list has one item a page, so
    # it can end below the count: scroll until it stops growing.
    while shown.count() < total:
        # Material lists more each time the end of its scrolling wrapper comes into view.
        grows = (
            "count => { const wrap = document.querySelector('.md-search__scrollwrap');"
            " wrap.scrollTo(0, wrap.scrollHeight);"
            " return document.querySelectorAll('li.md-search-result__item').length > count; }"
        )
        try:
            reader.page.wait_for_function(grows, arg=shown.count(), polling=200, timeout=3_000)
        except PlaywrightTimeoutError:
            break  # every page is listed
    # Each page's first link: its own entry, or its best section where the page is their heading.
    links = reader.page.locator("li.md-search-result__item > a.md-search-result__link:first-of-type")
    return [urlsplit(href).path.lstrip("/") for href in links.evaluate_all("links => links.map(a => a.href)")]


def pages_mentioning(language: Language, stem: str, affixed: bool = False) -> set[str]:
    """Topic pages (by URL path) whose Markdown contains a word starting with `stem` (or, if
    affixed, with `stem` anywhere in it: dilacak, pelacakan for lacak)."""
    word = re.compile(rf"\b{'[a-z]*' if affixed else ''}{re.escape(stem)}", re.IGNORECASE)
    return {
        prefix(language) + ("" if page.stem == "index" else f"{page.stem}/")
        for page in (DOCS_DIR / language.code).glob("*.md")
        if word.search(page.read_text(encoding="utf-8"))
    }


# What readers type: the word must find every page with it, and so must the start of a word
# while it is being typed. Russian is stemmed: an inflected form finds the pages with the others.
SEARCHES = [
    ("id", "gradien", "gradien"),
    ("id", "gradi", "gradi"),
    ("ru", "градиент", "градиент"),
    ("ru", "градиенты", "градиент"),
    ("ru", "градиентов", "градиент"),
]


@pytest.mark.parametrize("code, query, stem", SEARCHES)
def test_search_finds_the_pages_of_the_readers_language(reader, code, query, stem):
    language = next(lang for lang in LANGUAGES if lang.code == code)
    found = search(reader, language, query)
    others = [p for p in found if any(p.startswith(f"{lang.code}/") for lang in LANGUAGES if lang != language)]
    assert others == [], "results from another language"
    expected = pages_mentioning(language, stem)
    # Every listed page has the word. That every page with it is found, beyond what the dialog lists before its scrolling stops loading more in a
    # headless browser, is tested on Material's own worker in tests/search_lang/.
    topics = [p for p in found if "translation-status/" not in p]  # generated text
    assert expected and topics and set(topics) <= expected, f"listed pages without {stem!r}"
    assert len(found) >= min(10, len(expected))
    assert reader.errors == []


@pytest.mark.parametrize("root", SAME_STEM)
def test_search_finds_every_form_of_an_indonesian_word_on_the_same_pages(reader, root):
    """Indonesian words take affixes (me-, di-, pe-...-an, -nya): Sastrawi's stemmer, run on the
    index and on the query in the reader's browser, makes "melacak" find the pages that say
    "dilacak" or "pelacakan" (none says "melacak")."""
    expected = pages_mentioning(SOURCE, root, affixed=True)
    counts = {}
    for number, word in enumerate(SAME_STEM[root]):
        found = search(reader, SOURCE, word, fresh=number == 0)  # one after another in one page
        topics = [p for p in found if "translation-status/" not in p]  # generated text
        assert topics and set(topics) <= expected, f"{word!r} listed pages without a form of {root!r}"
        assert [p for p in found if p.startswith(tuple(f"{t.code}/" for t in TRANSLATIONS))] == []
        counts[word] = reader.page.locator(".md-search-result__meta").inner_text()  # "N ... cocok"
        assert reader.errors == []
    assert expected and len(set(counts.values())) == 1, counts  # as many pages for every form


# Identifiers are English on every page; they must be findable from any language, also
# inside code: autograd/ has zero_grad only as `optimizer.zero_grad()`.
CODE_SEARCHES = [("requires_grad", "requires-grad/"), ("zero_grad", "autograd/"), ("zero_grad", "backward/")]


@pytest.mark.parametrize("language", LANGUAGES, ids=CODES)
@pytest.mark.parametrize("word, page", CODE_SEARCHES)
def test_search_for_a_code_word_works_in_every_language(reader, language, word, page):
    found = search(reader, language, word)
    assert prefix(language) + page in found
    assert reader.errors == []


def index_requests(reader) -> list[str]:
    # The index as the browser fetches it: packed (autograd_site/postbuild/search.py, PACKED).
    return [r.url for r in reader.requests if urlsplit(r.url).path.endswith("/search/packed_index.json")]


@pytest.mark.parametrize("language", LANGUAGES, ids=CODES)
def test_the_search_index_is_fetched_when_the_reader_turns_to_search(reader, built_site, language):
    """A page view that never searches does not fetch the index (nor build it in the worker);
    the first key that opens the search fetches the language's index, and the query typed
    while it arrives is answered."""
    reader.open(built_site.topics(language)[0])  # waits until the page has asked for all it wants
    assert index_requests(reader) == []
    reader.page.keyboard.press("s")  # Material's shortcut: the search box gets focus
    reader.page.keyboard.type("grad")  # at once, before the index is in
    reader.page.locator(".md-search-result__item").first.wait_for(timeout=10_000)
    assert index_requests(reader) == [f"{reader.base_url}{prefix(language)}search/packed_index.json"]
    assert reader.errors == []


def test_a_search_result_highlights_its_words_on_arrival(reader, built_site):
    """A result's link carries the query (?h=): the page it opens fetches the index at once,
    to mark the words Material highlights."""
    reader.open(built_site.topics(SOURCE)[0] + "?h=gradien")
    assert len(index_requests(reader)) == 1
    reader.page.locator("mark[data-md-highlight]").first.wait_for(timeout=10_000)
    assert reader.errors == []
