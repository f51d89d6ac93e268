"""Every page of every language, as a reader's browser shows it."""

from __future__ import annotations

import re

import pytest

from autograd_site.languages import LANGUAGES, Language
from tests.browser import reading
from tests.browser.conftest import ARTIFACTS, prefix

CODES = [lang.code for lang in LANGUAGES]


def by_language(code: str) -> Language:
    return next(lang for lang in LANGUAGES if lang.code == code)


def problems(visits, check) -> list[str]:
    return [f"{visit.path or '/'}: {problem}" for visit in visits for problem in check(visit)]


@pytest.mark.parametrize("code", CODES)
def test_every_page_opens_without_console_errors(visits, code):
    assert visits[code], f"no pages found for {code}"
    assert problems(visits[code], lambda v: ([f"HTTP {v.status}"] if v.status != 200 else []) + v.errors) == []


@pytest.mark.parametrize("code", CODES)
def test_no_page_requests_anything_from_another_host(visits, code):
    assert problems(visits[code], lambda v: v.third_party) == []


@pytest.mark.parametrize("code", CODES)
def test_every_page_is_in_its_language(visits, code):
    assert problems(visits[code], lambda v: [] if v.state["lang"] == code else [f"lang={v.state['lang']}"]) == []


@pytest.mark.parametrize("code", CODES)
def test_math_is_typeset_as_mathml_the_browser_renders_on_every_page(visits, code):
    """Typeset at build time: no TeX left in the text, and every <math> laid out by the
    browser itself (a MathML element with a size), with no math script loaded."""

    def untypeset(visit):
        state = visit.state
        found = [f"TeX left as text: {text!r}" for text in state["raw_math"]]
        found += [f"MathML not rendered: {text!r}" for text in state["math_unrendered"]]
        return found

    assert problems(visits[code], untypeset) == []
    # Not vacuous: the topic pages have math, inline and display.
    pages = {v.path: v.state for v in visits[code]}
    for path in (f"{prefix(by_language(code))}autograd/", f"{prefix(by_language(code))}requires-grad/"):
        assert sorted(pages[path]["math_displays"]) == ["block", "inline"], path


@pytest.mark.parametrize("code", CODES)
def test_every_page_shows_the_verified_stamp_in_its_language(visits, built_site, code):
    report = built_site.report
    assert report, f"the build has no stamp: no passed verify of these pages\n{built_site.verify_output}"
    expected = by_language(code).verified_stamp.format(torch=report["torch"], date=report["date"])
    assert problems(visits[code], lambda v: [] if v.state["stamp"] == expected else [f"stamp {v.state['stamp']!r}"]) == []


@pytest.mark.parametrize("language", LANGUAGES, ids=CODES)
def test_a_missing_page_shows_the_404_page_of_its_language(reader, language):
    response = reader.open(prefix(language) + "no-such-page/deeper/")
    assert response.status == 404
    assert reader.page.locator("html").get_attribute("lang") == language.code
    assert reader.page.locator("article h1").inner_text() == f"404 — {language.not_found_title}"
    home = reader.page.get_by_role("link", name=language.not_found_home)
    home.click()
    reader.page.wait_for_load_state("networkidle")
    assert reader.page.url == reader.base_url + prefix(language)
    # The stylesheet loaded at that depth too: Material's header is laid out, not raw HTML.
    assert reader.page.locator("header.md-header").bounding_box()["height"] > 30
    not_found_errors = [e for e in reader.errors if "404" not in e]  # the page itself is a 404
    assert not_found_errors == []


@pytest.mark.parametrize("language", LANGUAGES, ids=CODES)
def test_screenshot_of_a_topic_page(reader, language):
    """An artifact to look at: build/screenshots/<code>-requires-grad.png (diagram, math, stamp)."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    reader.open(prefix(language) + "requires-grad/")
    path = ARTIFACTS / f"{language.code}-requires-grad.png"
    reader.page.screenshot(path=str(path), full_page=True)
    assert path.stat().st_size > 10_000


# --- The home page, the lessons and the glossary as a reader finds them (issue 28) ----------


def read_pages(visits, built_site, code: str, every: bool = False) -> dict[str, dict]:
    """The `reading` measures of the lessons (`every`: also of the home page and glossary), by path."""
    language = by_language(code)
    paths = [prefix(language), *built_site.topics(language), f"{prefix(language)}glossary/"] if every else built_site.topics(language)
    read = {visit.path: visit.reading for visit in visits[code] if visit.reading}
    assert set(paths) <= set(read)
    return {path: read[path] for path in paths}


@pytest.mark.parametrize("code", CODES)
def test_no_block_scrolls_sideways_at_1280_px(visits, built_site, code):
    """(At 390 px, on a phone, code may scroll but output may not: test_phone.py.)"""
    wrong = []
    for path, read in read_pages(visits, built_site, code).items():
        found = read["scrolling"]
        assert found["outputs"] and found["code"], path
        if found["outputs_scrolling"] or found["code_scrolling"] or found["page_scrolls"]:
            wrong.append(f"{path}: {found}")
    assert wrong == []


@pytest.mark.parametrize("code", CODES)
def test_the_copy_button_covers_no_text(visits, built_site, code):
    assert {path: read["covered"] for path, read in read_pages(visits, built_site, code).items() if read["covered"]} == {}


@pytest.mark.parametrize("code", CODES)
def test_each_term_is_underlined_once_a_page_as_a_link_to_its_glossary_entry(visits, reader, built_site, code):
    problems = []
    for path, read in read_pages(visits, built_site, code).items():
        counts = reading.underline_problems(read["underlines"], by_language(code))
        if counts["underlines"] < 5 or any(counts[key] for key in ("repeats", "outside_link", "in_heading_or_code", "pamyat")):
            problems.append(f"{path}: {counts}")
    assert problems == []
    reader.open(built_site.topics(by_language(code))[-1], wait_until="load")
    # The link leads to the entry: the glossary row with that id, which holds the tooltip's words.
    first = reader.page.locator("article a.glossary-term").first
    title = first.get_attribute("title")
    first.click()
    reader.page.wait_for_load_state("load")
    target = reader.page.locator("tr:target")
    assert target.count() == 1 and title.split(" (")[0][:40] in target.inner_text()
    assert reader.errors == []


@pytest.mark.parametrize("code", CODES)
def test_no_english_interface_strings(visits, built_site, code):
    pages = read_pages(visits, built_site, code, every=True)
    assert {path: english for path, read in pages.items() if (english := reading.english_strings(read["interface_text"]))} == {}


@pytest.mark.parametrize("code", CODES)
def test_the_nav_and_each_lesson_page_number_every_lesson(visits, built_site, base_url, code):
    """The menu numbers every lesson, 1 to N in reading order. It is pruned (mkdocs.yml:
    navigation.prune): a page's menu lists the lessons of its own part, and each other part is
    a link to its first lesson; the walk of every page read each page's menu."""
    lessons, pages = built_site.topics(by_language(code)), {visit.path: visit.state for visit in visits[code]}
    numbered: dict[int, str] = {}
    for state in pages.values():
        for text, href in state["nav"]:
            if href and re.match(r"\d+\. ", text):
                numbered.setdefault(int(text.split(".")[0]), href[len(base_url) :])
    assert sorted(numbered) == list(range(1, len(lessons) + 1))
    for number, path in sorted(numbered.items()):  # the lesson a menu links, as a reader lands on it
        assert path in lessons and pages[path]["h1"].startswith(f"{number}. "), path


@pytest.mark.parametrize("code", CODES)
def test_the_readers_chain_leads_neither_to_contributors_pages_nor_to_notebooks(visits, built_site, base_url, code):
    """Previous/next from the home page on: every lesson, part after part, then the glossary, and
    no further: the error reference is looked up (search, its own section of the nav), not read
    through, and is a chain of its own."""
    language, pages = by_language(code), {visit.path: visit.state for visit in visits[code]}
    paths = [prefix(language)]
    while following := pages[paths[-1]]["next"]:
        paths.append(following[len(base_url) :])
        assert paths[-1] in pages and len(paths) < 40, paths  # a page of the site, visited
    assert set(built_site.topics(language)) <= set(paths)
    assert paths[-1] == prefix(language) + "glossary/"
    assert not [p for p in paths if "notebooks/" in p or "translat" in p or "errors" in p or "silent-failures" in p]
