"""Finding one's way: the language switch and the search, in each language (the switch's link
on every page: the walk of every page, test_pages.py)."""

from __future__ import annotations

import re
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

from autograd_site.languages import DOCS_DIR, LANGUAGES, SOURCE, Language
from tests.browser.conftest import prefix

CODES = [lang.code for lang in LANGUAGES]


def unprefixed(path: str, language: Language) -> str:
    return path[len(prefix(language)) :]


PAIRS = [(a, b) for a in LANGUAGES for b in LANGUAGES if a != b]


@pytest.mark.parametrize("source, target", PAIRS, ids=lambda lang: lang.code)
def test_language_switch_click_lands_on_the_same_page_and_section_in_the_other_language(reader, source, target):
    for path in (prefix(source) + "backward/#leaves-only", prefix(source) + "glossary/"):
        reader.open(path, wait_until="load")
        reader.page.locator(".md-header__option .md-select").hover()  # the switcher opens on hover
        reader.page.locator(f'a.md-select__link[hreflang="{target.code}"]').click()
        reader.page.wait_for_load_state("load")
        assert reader.page.url == reader.base_url + prefix(target) + unprefixed(path, source)
        assert reader.page.locator("html").get_attribute("lang") == target.code


def search(reader, language: Language, query: str) -> list[str]:
    """Type `query` into the search box of the language's home page; the result page paths."""
    reader.open(prefix(language))
    box = reader.page.locator("input.md-search__input")
    box.click()
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


def pages_mentioning(language: Language, word: str) -> set[str]:
    """Topic pages (by URL path) whose Markdown has a match of the regular expression `word`."""
    pattern = re.compile(word, re.IGNORECASE)
    return {
        prefix(language) + ("" if page.stem == "index" else f"{page.stem}/")
        for page in (DOCS_DIR / language.code).glob("*.md")
        if pattern.search(page.read_text(encoding="utf-8"))
    }


# What readers type: the start of a word while it is being typed; an Indonesian word in a form
# (melacak) that finds the pages with its others (dilacak, pelacakan: Sastrawi's stemmer, run on
# the index and on the query in the reader's browser); a Russian inflected form (stemmed);
# identifiers, English in every language and found inside code too (autograd/ has zero_grad only
# as `optimizer.zero_grad()`). That every page with a word is found, in every form, is tested on
# Material's own worker in tests/search_lang/test_search_worker.py.
SEARCHES = [
    ("id", "gradi", r"\bgradi", None),
    ("id", "melacak", r"\b[a-z]*lacak", None),
    ("ru", "градиентов", r"\bградиент", None),
    ("id", "zero_grad", r"\bzero_grad", "autograd/"),
    ("ru", "requires_grad", r"\brequires_grad", "requires-grad/"),
]


@pytest.mark.parametrize("code, query, word, page", SEARCHES)
def test_search_finds_the_pages_of_the_readers_language(reader, code, query, word, page):
    language = next(lang for lang in LANGUAGES if lang.code == code)
    found = search(reader, language, query)
    others = [p for p in found if any(p.startswith(f"{lang.code}/") for lang in LANGUAGES if lang != language)]
    assert others == [], "results from another language"
    expected = pages_mentioning(language, word)
    topics = [p for p in found if "translation-status/" not in p]  # generated text
    assert expected and topics and set(topics) <= expected, f"listed pages without {word!r}"
    assert len(found) >= min(10, len(expected))
    assert page is None or prefix(language) + page in found
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
