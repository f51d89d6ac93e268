"""The site's own fonts (docs/assets/fonts, stylesheets/fonts.css): the browser draws every
glyph of prose and code with Roboto and Roboto Mono as the site serves them, never with a font
of the machine, so the layout the other browser tests measure (output wrapping, the copy
button's clearance) is the same on any machine whatever `monospace` is there (Noto Sans Mono,
DejaVu Sans Mono, Liberation Mono, Menlo). Chromium reports the fonts it actually drew a node's
text with (DevTools' CSS.getPlatformFontsForNode): a custom font is a downloaded web font."""

from __future__ import annotations

import pytest

from autograd_site.languages import LANGUAGES
from tests.browser import reading

CODES = [language.code for language in LANGUAGES]


def drawn_with(page, selector: str, limit: int = 12) -> dict[str, set[tuple[str, bool]]]:
    """Each matching node's text (the first `limit`): the fonts Chromium drew it with, and
    whether each is a web font."""
    cdp = page.context.new_cdp_session(page)
    cdp.send("DOM.enable")
    cdp.send("CSS.enable")
    root = cdp.send("DOM.getDocument", {"depth": -1})["root"]["nodeId"]
    nodes = cdp.send("DOM.querySelectorAll", {"nodeId": root, "selector": selector})["nodeIds"][:limit]
    found = {}
    for node in nodes:
        fonts = cdp.send("CSS.getPlatformFontsForNode", {"nodeId": node})["fonts"]
        text = cdp.send("DOM.getOuterHTML", {"nodeId": node})["outerHTML"][:60]
        if fonts:  # an empty line draws no glyph
            found[text] = {(font["familyName"], font["isCustomFont"]) for font in fonts}
    return found


@pytest.mark.parametrize("language", LANGUAGES, ids=CODES)
def test_prose_and_code_are_drawn_with_the_sites_own_fonts(new_reader, language):
    reader = new_reader(viewport={"width": reading.DESKTOP, "height": 900})
    reader.open(("" if language.is_source else f"{language.code}/") + "backward/")
    loaded = reader.page.evaluate(
        "async () => { await document.fonts.ready; return [...document.fonts].filter(f => f.status === 'loaded').map(f => f.family) }"
    )
    assert {'"Roboto"', '"Roboto Mono"'} <= {family if family.startswith('"') else f'"{family}"' for family in loaded}
    assert all(url.startswith(reader.base_url) for url in (r.url for r in reader.requests if r.url.endswith(".woff2")))
    code = drawn_with(reader.page, "article .highlight pre > code span")
    prose = drawn_with(reader.page, "article p")
    assert code and prose
    assert {text: fonts for text, fonts in code.items() if fonts != {("Roboto Mono", True)}} == {}
    assert {text: fonts for text, fonts in prose.items() if not fonts <= {("Roboto", True), ("Roboto Mono", True)}} == {}


def test_display_math_is_drawn_with_the_sites_math_font_its_sum_and_brackets_grown(new_reader):
    """A MATH font (its operator sizes, stretchy glyphs) on every machine: ∑ at display size,
    \\Big( and \\Big) as tall as each other and taller than the text."""
    reader = new_reader(viewport={"width": reading.DESKTOP, "height": 900})
    reader.open("autograd-grad/")
    reader.page.evaluate("document.fonts.ready")
    fonts = drawn_with(reader.page, "article math[display='block'] mo")
    assert fonts and all(drawn == {("Autograd Math", True)} for drawn in fonts.values())
    sizes = reader.page.evaluate(
        """() => { const math = [...document.querySelectorAll("article math[display='block']")].find(m => m.textContent.includes("∑"));
          const height = text => [...math.querySelectorAll("mo")].find(o => o.textContent === text).getBoundingClientRect().height;
          return {sum: height("∑"), open: height("("), close: height(")"), x: math.querySelector("mi").getBoundingClientRect().height}; }"""
    )
    assert sizes["sum"] > 1.5 * sizes["x"]
    assert sizes["open"] == sizes["close"] > 1.5 * sizes["x"]
