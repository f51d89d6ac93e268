"""Glossary terms on hover and focus: a reader who points at a term, or tabs to it, sees its
short definition from the glossary of the page's language (a term is a link to its entry);
the page stays axe-clean. (The glossary's own tables mark no term: tests/site/test_built_pages.py.)"""

from __future__ import annotations

import pytest

from autograd_site import glossary
from autograd_site.languages import LANGUAGES
from tests.browser.conftest import FIGURES, axe_figures, prefix, run_axe

CODES = [lang.code for lang in LANGUAGES]
TERM = "article a.glossary-term"
TOOLTIP = '.md-tooltip2[role="tooltip"]'


def definitions(language) -> set[str]:
    return {glossary.tooltip(entry) for entry in glossary.load(language).entries if entry.names}


def shown_tooltip(page, term) -> str:
    """The text of the tooltip that the term names as its description, once it is visible."""
    page.wait_for_function("term => term.getAttribute('aria-describedby')", arg=term.element_handle(), timeout=3000)
    tooltip = page.locator(f"#{term.get_attribute('aria-describedby')}")
    tooltip.wait_for(state="visible", timeout=3000)
    assert tooltip.get_attribute("role") == "tooltip"
    return tooltip.inner_text().strip()


@pytest.mark.parametrize("language", LANGUAGES, ids=CODES)
def test_glossary_tooltip_appears_on_hover_and_on_keyboard_focus_in_the_pages_language(reader, language):
    """Then axe-core, with the tooltip shown: no violation at all on the terms or the tooltip,
    and nothing moderate or worse anywhere."""
    page, path = reader.page, prefix(language) + "autograd/"
    reader.open(path)
    own = definitions(language)
    others = set().union(*(definitions(lang) for lang in LANGUAGES if lang != language)) - own
    terms = page.locator(TERM)
    assert terms.count() >= 10  # the terms of a topic page, once each
    titles = terms.evaluate_all("terms => terms.map(term => term.title)")  # before any tooltip takes them
    assert all(title in own and title not in others for title in titles)

    first = terms.nth(0)
    first.hover()  # a mouse user
    assert shown_tooltip(page, first) == titles[0]
    page.mouse.move(0, 0)
    page.locator(TOOLTIP).wait_for(state="detached", timeout=3000)

    first.focus()  # then Tab on: a keyboard user reaches the next term and sees its definition
    for _ in range(30):
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.classList.contains('glossary-term')"):
            break
    index = page.evaluate(f"[...document.querySelectorAll('{TERM}')].indexOf(document.activeElement)")
    assert index >= 1
    assert shown_tooltip(page, terms.nth(index)) == titles[index]
    result = run_axe(page)
    FIGURES.axe[f"{path} (tooltip shown)"] = axe_figures(result)
    on_terms = [v for v in result["violations"] if any("glossary-term" in node or "tooltip" in node for node in v["nodes"])]
    worse = [v for v in result["violations"] if v["impact"] in ("moderate", "serious", "critical")]
    assert on_terms == [] and worse == []
    assert reader.errors == []
