"""The graph diagrams of every lesson as a reader sees them: on a 1280 px screen and a 390 px
phone, in both languages and both themes (switched with the header's toggle), each fits its
text column with legible labels and has its legend in the page's language. (That no edge runs
through a box or on another is checked on the SVG itself, whose units no stylesheet changes:
verify's diagrams.drawing_defects, tests/test_diagrams.py.)"""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from autograd_site.languages import LANGUAGES
from tests.browser.conftest import ARTIFACTS, reader_in_new_context

WIDTHS = {"screen": {"width": 1280, "height": 900}, "phone": {"width": 390, "height": 844}}
SCHEMES = ("light", "dark")

# Each diagram as drawn: its width against its frame's (the text column), its smallest label
# (font size times the SVG's scale), its legend, the colours of its boxes and labels.
DIAGRAMS = """() => [...document.querySelectorAll("article figure.autograd-graph-figure")].map(figure => {
  const frame = figure.querySelector(".autograd-graph-frame");
  const svg = figure.querySelector("svg.autograd-graph");
  const drawn = svg.getBoundingClientRect().width;
  const scale = drawn / svg.viewBox.baseVal.width;
  const texts = [...svg.querySelectorAll("text")];
  const sizes = texts.map(t => parseFloat(getComputedStyle(t).fontSize) * scale);
  const keys = [...figure.querySelectorAll("figcaption.autograd-graph-legend > span")].filter(k => getComputedStyle(k).display !== "none");
  const boxes = keys.map(k => k.getBoundingClientRect());
  return {
    items: keys.map(k => k.textContent.trim()),
    legendWidth: boxes.length ? Math.max(...boxes.map(r => r.right)) - Math.min(...boxes.map(r => r.left)) : 0,
    edges: svg.querySelectorAll("path.ag-edge").length,
    marks: svg.querySelectorAll(".ag-marked, .ag-halo, .ag-cut, .ag-saved").length,
    caption: ((figure.querySelector(".autograd-graph-caption") || {}).textContent || "").trim(),
    drawn, column: frame.clientWidth,
    overflows: drawn > frame.clientWidth + 0.5 || frame.scrollWidth > frame.clientWidth + 1,
    smallest: Math.min(...sizes),
    described: (svg.getAttribute("aria-label") || "").length > 0,
    legend: (figure.querySelector("figcaption.autograd-graph-legend") || {}).textContent || "",
    label: getComputedStyle(texts[0]).fill,
    box: getComputedStyle(svg.querySelector(".ag-node rect")).fill,
    page: getComputedStyle(document.body).backgroundColor,
  };
})"""


@dataclass
class Drawn:
    """What one lesson's diagrams look like in one theme, as measured at each width."""

    path: str
    scheme: str
    diagrams: dict[str, list[dict]]  # screen -> DIAGRAMS' measure


# The palette toggle a reader clicks (Material's header): the scheme is the body's attribute,
# which every colour of the site and of its diagrams follows (site.css, diagrams.css).
TOGGLE = "form[data-md-component=palette] label:not([hidden])"
SCHEME_IS = "scheme => document.body.getAttribute('data-md-color-scheme') === scheme"
SCHEME_OF = {"light": "default", "dark": "slate"}


def measure(reader, path: str, scheme: str, first: bool, language_code: str) -> Drawn:
    """The page as shown in `scheme`: measured at a screen's width, then at a phone's after the
    window is narrowed (CSS lays the page out again)."""
    reader.page.set_viewport_size(WIDTHS["screen"])
    visit = Drawn(path, scheme, {"screen": reader.page.evaluate(DIAGRAMS)})
    reader.page.set_viewport_size(WIDTHS["phone"])
    visit.diagrams["phone"] = reader.page.evaluate(DIAGRAMS)
    if first:  # artifacts for review: the lesson as a reader first sees it, and its first diagram
        for viewport in WIDTHS.values():
            reader.page.set_viewport_size(viewport)
            reader.page.screenshot(path=ARTIFACTS / f"reading-{language_code}-{viewport['width']}-{scheme}.png")
            reader.page.locator("article figure.autograd-graph-figure").first.screenshot(
                path=ARTIFACTS / f"{language_code}-diagram-{viewport['width']}px-{scheme}.png"
            )
    return visit


def switch_to(reader, scheme: str) -> None:
    """Click the header's palette toggle, as a reader does, and wait for the page to take the scheme."""
    reader.page.set_viewport_size(WIDTHS["screen"])
    reader.page.locator(TOGGLE).click()
    reader.page.wait_for_function(SCHEME_IS, arg=SCHEME_OF[scheme], timeout=5_000)


@pytest.fixture(scope="module")
def drawn(built_site, browser, base_url) -> dict[str, list[Drawn]]:
    """Every lesson of each language opened once, in the light scheme the browser asks for, at a
    screen's width; measured there and at a phone's, then switched to the dark scheme with the
    palette toggle and measured again at both widths (the page is the same: only the scheme's
    colours change), then switched back, so that the next lesson opens light as well."""
    result: dict[str, list[Drawn]] = {}
    for language in LANGUAGES:
        result[language.code] = []
        reader = reader_in_new_context(browser, base_url, viewport=WIDTHS["screen"], device_scale_factor=1, color_scheme="light")
        topics = built_site.topics(language)
        for path in topics:
            reader.page.set_viewport_size(WIDTHS["screen"])
            reader.open(path, wait_until="load")  # the diagrams are inline, the stylesheets loaded by then
            reader.page.wait_for_function(SCHEME_IS, arg=SCHEME_OF["light"], timeout=5_000)
            result[language.code].append(measure(reader, path, "light", path == topics[0], language.code))
            switch_to(reader, "dark")
            result[language.code].append(measure(reader, path, "dark", path == topics[0], language.code))
            switch_to(reader, "light")
        reader.context.close()
    return result


@pytest.mark.parametrize("language", LANGUAGES, ids=[lang.code for lang in LANGUAGES])
def test_every_diagram_fits_its_column_legibly_on_a_screen_and_a_phone_in_both_themes(drawn, language):
    problems, figures = [], []
    for visit in drawn[language.code]:
        for screen, diagrams in visit.diagrams.items():
            if len(diagrams) < 2:
                problems.append(f"{visit.path}: {len(diagrams)} diagrams ({screen}, {visit.scheme})")
            for index, diagram in enumerate(diagrams, 1):
                where = f"{visit.path} diagram {index} ({screen}, {visit.scheme})"
                figures.append(
                    f"{where}: {diagram['drawn']:.0f} px in a {diagram['column']} px column, smallest label {diagram['smallest']:.1f} px"
                )
                if diagram["overflows"]:
                    problems.append(f"{where}: {diagram['drawn']:.0f} px wide in a {diagram['column']} px column")
                if diagram["smallest"] < 9:
                    problems.append(f"{where}: a label {diagram['smallest']:.1f} px tall")
                if not diagram["described"]:
                    problems.append(f"{where}: no text alternative")
                if (
                    language.diagram_legend["tensor"] not in diagram["items"]
                    and language.diagram_legend["untracked"] not in diagram["items"]
                ):
                    problems.append(f"{where}: no legend in {language.english_name}: {diagram['legend']!r}")
                if (language.diagram_legend["arrow"] in diagram["items"]) != (diagram["edges"] > 0):
                    problems.append(f"{where}: the legend's arrow key with {diagram['edges']} arrows drawn: {diagram['items']}")
                if diagram["legendWidth"] > min(diagram["drawn"], diagram["column"]) + 1:
                    problems.append(f"{where}: a legend {diagram['legendWidth']:.0f} px wide under a {diagram['drawn']:.0f} px drawing")
                if len({diagram["label"], diagram["box"]}) < 2 or diagram["label"] == diagram["page"]:
                    problems.append(f"{where}: labels drawn in the colour of their box or page ({diagram})")
        if not any(d["marks"] and d["caption"] for d in visit.diagrams["phone"]):
            problems.append(f"{visit.path} ({visit.scheme}): no diagram marks the lesson's point with a caption")
    assert {(visit.scheme, screen) for visit in drawn[language.code] for screen in visit.diagrams} == {
        (scheme, screen) for scheme in SCHEMES for screen in WIDTHS
    }
    assert problems == []
    (ARTIFACTS / f"{language.code}-diagrams.txt").write_text("\n".join(figures))
