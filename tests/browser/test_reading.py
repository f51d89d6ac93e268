"""Reading the course (issue 28), in both languages: a wrapped output line hangs; a short home
page with a start button; the contributors' pages out of the menu; the Russian 404 page on a
host that serves only the root 404.html. What the walk of every page measures as a reader finds
it (blocks scrolling sideways, the copy button, glossary underlines, English interface strings,
the lessons' numbers, the previous/next chain) is asserted in test_pages.py; the measures are in
tests/browser/reading.py. (No notebook is in the search index: tests/site/test_build.py.)"""

from __future__ import annotations

import pytest

from autograd_site.languages import LANGUAGES
from tests.browser import reading
from tests.browser.conftest import prefix
from tests.browser.static_host import serve

CODES = [lang.code for lang in LANGUAGES]
MAX_HOME_WORDS = 600


def test_a_wrapped_output_line_hangs_under_its_own_indentation(new_reader, built_site):
    """At 390 px a long error message wraps: its continuation lines start further right than
    the line itself (the indentation it has, plus the hang), and the block keeps its text."""
    reader = new_reader(viewport={"width": reading.PHONE, "height": 900})
    reader.open("grad-modes/", wait_until="load")
    lines = reader.page.evaluate("""() => [...document.querySelectorAll(".language-output code > span[id^='__span-']")]
      .map(line => { const rects = [...line.getClientRects()]; const range = document.createRange();
        range.selectNodeContents(line); const boxes = [...range.getClientRects()];
        return {text: line.textContent, height: rects[0].height, left: rects[0].left,
                firstTop: boxes[0].top, lastLeft: boxes[boxes.length - 1].left,
                lineHeight: parseFloat(getComputedStyle(line).lineHeight)}; })""")
    wrapped = [line for line in lines if line["height"] > 1.5 * line["lineHeight"]]
    assert wrapped, "no output line wraps at 390 px"
    assert all(line["lastLeft"] > line["left"] + 5 for line in wrapped)  # the continuation hangs
    assert any("Please do not use Tensors" in line["text"] or "inference" in line["text"] for line in wrapped)


@pytest.mark.parametrize("language", LANGUAGES, ids=CODES)
def test_contributors_pages_are_in_no_readers_menu_and_the_footer_leads_there(reader, built_site, language):
    """The translator guide and the translation status are for contributors (issue 51, item 8):
    no entry of the menu (the sidebar; on a phone, the drawer) leads there; every page's footer
    has one link, in its language, to the guide, which links the status page."""
    for path in (prefix(language), built_site.topics(language)[0], prefix(language) + "glossary/"):
        reader.open(path, wait_until="load")
        menu = reader.page.locator("nav.md-nav--primary a.md-nav__link[href]").evaluate_all("links => links.map(a => a.pathname)")
        assert menu and [p for p in menu if "translat" in p] == [], path
        link = reader.page.locator("footer a.contributors-link")
        assert link.inner_text().strip() == language.contributors_title, path
    link.click()
    reader.page.wait_for_load_state("load")
    assert reader.page.url == reader.base_url + prefix(language) + "translate/"
    assert reader.page.locator("article a[href*='translation-status']").count() >= 1


@pytest.mark.parametrize("language", LANGUAGES, ids=CODES)
def test_the_home_page_is_short_and_its_one_button_starts_lesson_one(reader, built_site, language):
    reader.open(prefix(language))
    assert reading.word_count(reader.page) <= MAX_HOME_WORDS
    buttons = reader.page.locator("article a.md-button")
    assert buttons.count() == 1
    assert buttons.inner_text().strip() == {"id": "Mulai belajar →", "ru": "Начать обучение →"}[language.code]
    buttons.click()
    reader.page.wait_for_load_state("load")
    assert reader.page.locator("article h1").inner_text().startswith("1. ")  # lesson 1
    assert reader.page.url[len(reader.base_url) :] in built_site.topics(language)
    # The lessons are listed once: each lesson's link appears once in the article.
    reader.open(prefix(language))
    hrefs = reader.page.locator("article a:not(.md-button)").evaluate_all("links => links.map(a => a.getAttribute('href'))")
    lesson_links = [h for h in hrefs if h and not h.startswith(("#", "http")) and "glossary" not in h]
    counts = {h: lesson_links.count(h) for h in set(lesson_links)}
    assert max(counts.values()) <= 2  # the list, and the version table's row


def test_a_missing_translated_page_reads_in_its_language_where_the_host_serves_only_the_root_404(browser, built_site):
    with serve(built_site.path, root_404_only=True) as url:
        context = browser.new_context()
        requests: list[str] = []
        context.on("request", lambda request: requests.append(request.url))
        context.route(lambda address: not address.startswith(url), lambda route: route.abort())
        page = context.new_page()
        for language in LANGUAGES:
            page.goto(url + prefix(language) + "no-such-lesson/", wait_until="networkidle")
            page.wait_for_function(f"document.documentElement.lang === {language.code!r}", timeout=5000)
            assert language.not_found_title in page.locator("article h1").inner_text()
        context.close()
        assert [r for r in requests if not r.startswith(url)] == []  # no other host
