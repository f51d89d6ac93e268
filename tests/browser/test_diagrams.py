"""The graph diagrams and the notebook links of every lesson, on a 390 px phone."""

from __future__ import annotations

import pytest

from autograd_site.languages import LANGUAGES
from tests.browser.conftest import ARTIFACTS

PHONE = {"viewport": {"width": 390, "height": 844}, "device_scale_factor": 1}

# Each diagram's smallest label as drawn (its font size times the SVG's scale on the page),
# and whether a figure wider than its frame can be scrolled sideways inside it.
DIAGRAMS = """() => [...document.querySelectorAll("article figure.autograd-graph-figure")].map(figure => {
  const svg = figure.querySelector("svg");
  const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
  const sizes = [...svg.querySelectorAll("text")].map(t => parseFloat(getComputedStyle(t).fontSize) * scale);
  return {
    smallest: Math.min(...sizes),
    labels: sizes.length,
    overflows: figure.scrollWidth > figure.clientWidth + 1,
    scrolls: getComputedStyle(figure).overflowX === "auto",
    described: (svg.getAttribute("aria-label") || "").length > 0,
  };
})"""
NOTEBOOK_LINKS = (
    """() => [...document.querySelectorAll("article nav.notebook-links a")].map(a => ({text: a.textContent.trim(), href: a.href}))"""
)


@pytest.mark.parametrize("language", LANGUAGES, ids=[lang.code for lang in LANGUAGES])
def test_every_lesson_draws_two_legible_diagrams_on_a_phone_and_links_its_notebook(built_site, new_reader, language):
    reader = new_reader(**PHONE)
    problems, figures = [], []
    for path in built_site.topics(language):
        reader.open(path)
        diagrams = reader.page.evaluate(DIAGRAMS)
        figures.append((path, diagrams))
        if len(diagrams) < 2:
            problems.append(f"{path}: {len(diagrams)} diagrams")
        for index, diagram in enumerate(diagrams):
            if diagram["smallest"] < 9:
                problems.append(f"{path} diagram {index + 1}: a label {diagram['smallest']:.1f} px tall")
            if diagram["overflows"] and not diagram["scrolls"]:
                problems.append(f"{path} diagram {index + 1}: wider than its frame and cannot scroll")
            if not diagram["described"]:
                problems.append(f"{path} diagram {index + 1}: no text alternative")
        links = reader.page.evaluate(NOTEBOOK_LINKS)
        if not links or not links[0]["href"].endswith(".ipynb") or language.download_label not in links[0]["text"]:
            problems.append(f"{path}: no notebook download link at the top ({links})")
        elif reader.page.request.get(links[0]["href"]).status != 200:
            problems.append(f"{path}: the notebook link {links[0]['href']} is broken")
    assert problems == []
    (ARTIFACTS / f"{language.code}-diagrams-390px.txt").write_text(
        "\n".join(f"{path}: " + ", ".join(f"{d['labels']} labels, smallest {d['smallest']:.1f} px" for d in ds) for path, ds in figures)
    )
