"""Every page of every language, as a reader's browser shows it: the walk of every page
(conftest.py, `visits`) at 1280 px, then narrowed to a phone's 390 px."""

from __future__ import annotations

import re

import pytest

from autograd_site.languages import LANGUAGES, Language
from tests.browser import reading
from tests.browser.conftest import AUDITED, FIGURES, axe_figures, prefix, run_axe

CODES = [lang.code for lang in LANGUAGES]
MAX_LESSON_BYTES = 600 * 1024  # transferred on a first visit (empty cache), compressed as hosts do
MAX_LESSON_ELEMENTS = 4000  # the page-weight guard of issue 51, counted once the page has loaded
SERIOUS = ("moderate", "serious", "critical")  # axe-core's impacts that fail a page


def by_language(code: str) -> Language:
    return next(lang for lang in LANGUAGES if lang.code == code)


def page_problems(visit, stamp: str, language: Language, base_url: str) -> list[str]:
    """What is wrong with any page: its status, console, requests, language, its switch's links
    to the same page in the others, math, stamp, and its layout on a phone; the home page,
    lessons and glossary: English interface strings; the AUDITED pages: axe-core's verdict."""
    state, phone = visit.state, visit.phone
    found = ([f"HTTP {visit.status}"] if visit.status != 200 else []) + visit.errors
    found += [f"requested from another host: {url}" for url in visit.third_party]
    found += [f"lang={state['lang']}"] if state["lang"] != language.code else []
    same = {other.code: base_url + prefix(other) + visit.path[len(prefix(language)) :] for other in LANGUAGES if other != language}
    switch = {other: state["switcher"].get(other) for other in same}
    found += [f"the language switch links {switch}, not {same}"] if switch != same else []
    # Math typeset at build time: no TeX left as text, every <math> laid out by the browser itself.
    found += [f"TeX left as text: {text!r}" for text in state["raw_math"]]
    found += [f"MathML not rendered: {text!r}" for text in state["math_unrendered"]]
    found += [f"stamp {state['stamp']!r}"] if state["stamp"] != stamp else []
    found += [f"{phone['width']} px wide on a phone"] if phone["width"] > reading.PHONE else []
    found += [f"a heading breaks inside a word on a phone: {split}" for split in phone["split"]]
    if visit.reading and (english := reading.english_strings(visit.reading["interface_text"])):
        found.append(f"English interface strings: {english}")
    violations = visit.axe["violations"] if visit.axe else []
    return found + [f"axe: {v['id']} ({v['impact']}) at {v['nodes'][:3]}" for v in violations if v["impact"] in SERIOUS]


def lesson_problems(visit) -> list[str]:
    """A lesson: at most MAX_LESSON_BYTES and MAX_LESSON_ELEMENTS, no block scrolls sideways at
    1280 px, nor an output at 390 px (code may), the copy button covers no text, display math is
    displayed and scrolls in its own box."""
    desktop, phone = visit.reading["scrolling"], visit.phone["scrolling"]
    found = [] if desktop["outputs"] and desktop["code"] else [f"no output or no code block measured: {desktop}"]
    if not 50 * 1024 < visit.transferred <= MAX_LESSON_BYTES:  # above 50 KB: the page, its CSS and scripts measured
        found.append(f"{visit.transferred / 1024:.0f} KB transferred")
    if visit.state["elements"] > MAX_LESSON_ELEMENTS:
        found.append(f"{visit.state['elements']} elements once loaded")
    if desktop["outputs_scrolling"] or desktop["code_scrolling"] or desktop["page_scrolls"]:
        found.append(f"scrolls sideways at 1280 px: {desktop}")
    found += [f"an output scrolls sideways on a phone: {phone}"] if phone["outputs_scrolling"] else []
    found += [f"the copy button covers text in {block}" for block in visit.reading["covered"]]
    # A formula wider than the screen scrolls in its box, and a shadow at the cut edge says there is more.
    wrong = [m for m in visit.phone["math"] if m["style"] != "normal" or not (m["fits"] and m["scrolls"] and m["shown"])]
    return found + [f"display math on a phone: {m}" for m in wrong]


@pytest.mark.parametrize("code", CODES)
def test_every_page_reads_right_on_a_screen_and_on_a_phone(visits, built_site, base_url, code):
    language, report = by_language(code), built_site.report
    assert report, f"the build has no stamp: no passed verify of these pages\n{built_site.verify_output}"
    stamp = language.verified_stamp.format(torch=report["torch"], date=report["date"])
    lessons = built_site.topics(language)
    read = {visit.path for visit in visits[code] if visit.reading}
    assert visits[code] and {prefix(language), *lessons, f"{prefix(language)}glossary/"} <= read
    assert len([visit for visit in visits[code] if visit.axe]) == len(AUDITED)
    problems = [
        f"{visit.path or '/'}: {problem}"
        for visit in visits[code]
        for problem in page_problems(visit, stamp, language, base_url) + (lesson_problems(visit) if visit.path in lessons else [])
    ]
    assert problems == []
    displays = {visit.path: sorted(visit.state["math_displays"]) for visit in visits[code]}
    for path in (f"{prefix(language)}autograd/", f"{prefix(language)}requires-grad/"):  # not vacuous
        assert displays[path] == ["block", "inline"], path


@pytest.mark.parametrize("language", LANGUAGES, ids=CODES)
def test_a_missing_page_shows_the_404_page_of_its_language_axe_clean(reader, language):
    """/ru/404.html is written by the site plugin, apart from the others."""
    path = prefix(language) + "no-such-page/deeper/"
    assert reader.open(path).status == 404
    assert reader.page.locator("html").get_attribute("lang") == language.code
    assert reader.page.locator("article h1").inner_text() == f"404 — {language.not_found_title}"
    result = run_axe(reader.page)
    FIGURES.axe[f"{path} (404, light)"] = axe_figures(result)
    assert [v["id"] for v in result["violations"] if v["impact"] in SERIOUS] == []
    reader.page.get_by_role("link", name=language.not_found_home).click()
    reader.page.wait_for_load_state("networkidle")
    assert reader.page.url == reader.base_url + prefix(language)
    # The stylesheet loaded at that depth too: Material's header is laid out, not raw HTML.
    assert reader.page.locator("header.md-header").bounding_box()["height"] > 30
    assert [e for e in reader.errors if "404" not in e] == []  # the page itself is a 404


# --- The home page, the lessons and the glossary as a reader finds them (issue 28) ----------


@pytest.mark.parametrize("code", CODES)
def test_each_term_is_underlined_once_a_page_as_a_link_to_its_glossary_entry(visits, reader, built_site, code):
    """Ordinary words are not the term: «память» (memory in any sense) is no Russian term (storage
    is «хранилище»); the Indonesian verb «memutus» in ordinary prose is not detach()."""
    problems, lessons = [], built_site.topics(by_language(code))
    underlined = {v.path: [u["text"].lower() for u in v.reading["underlines"]] for v in visits[code] if v.reading}
    for visit in visits[code]:
        if visit.path in lessons:
            counts = reading.underline_problems(visit.reading["underlines"], by_language(code))
            if counts["underlines"] < 5 or any(counts[key] for key in ("repeats", "outside_link", "in_heading_or_code", "pamyat")):
                problems.append(f"{visit.path}: {counts}")
    assert problems == []
    if code == "ru":
        assert [text for text in underlined["ru/"] if "памят" in text] == []
    else:  # "Beberapa operasi memutus atau mematikan aliran gradien"; the glossary's forms are the term
        assert [text for text in underlined["debugging/"] if text.startswith("memutus")] == []
        assert any(text.startswith("memutus satu ") for text in underlined["no-grad-detach/"])
    reader.open(lessons[-1], wait_until="load")
    # The link leads to the entry: the glossary row with that id, which holds the tooltip's words.
    first = reader.page.locator("article a.glossary-term").first
    title = first.get_attribute("title")
    first.click()
    reader.page.wait_for_load_state("load")
    target = reader.page.locator("tr:target")
    assert target.count() == 1 and title.split(" (")[0][:40] in target.inner_text()
    assert reader.errors == []


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
    back = [pages[path]["previous"] for path in paths]  # and back the same way
    assert back == [None, *(base_url + path for path in paths[:-1])]
