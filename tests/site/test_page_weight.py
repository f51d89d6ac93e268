"""The page-weight guard (issue 51): every lesson page, in every language, has at most 4,000
elements once a browser has loaded it (`document.getElementsByTagName('*').length`).

Counted without a browser: the start tags of the built HTML (html.parser: every element a
browser makes from it, <svg> and <math> inside included; Material's templates write <html>,
<head>, <body> and Python-Markdown a table's <tbody>; the parser adds only the empty <p> a
</p> makes when nothing is open: CLOSES_P), plus what
Material's script adds on load: a <nav class="md-code__nav"> holding the copy <button> over
each code block that has one (not over a claimed output: `no-copy`), a two-<div> wrapper
around each table, and two <meta>. Checked against Debian's headless Chromium (Playwright)
on 2026-12-05: equal to the element on all 34 lesson pages of both languages, e.g.
torch-func 3,933 in both, custom-function 3,795, from-scratch 3,193, memory 2,071."""

from __future__ import annotations

from html.parser import HTMLParser
from pathlib import Path

import pytest

from autograd_site.languages import LANGUAGES
from autograd_site.postbuild.html import splice
from autograd_site.postbuild.inline_math import unwrapped_inline_math

BUDGET = 4000
ADDED_BY_SCRIPT = 2  # <meta> elements Material's bundle adds to every page
ADDED_PER_COPYABLE_BLOCK = 2  # nav.md-code__nav and its button.md-code__button


ADDED_PER_TABLE = 2  # div.md-typeset__scrollwrap > div.md-typeset__table around a table
# The elements that close an open <p> (HTML's parsing rules): its </p> then finds no <p> open,
# and the browser makes an empty one (a Markdown <p> around a comment and a code block).
CLOSES_P = set(
    "address article aside blockquote details div dl fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6"
    " header hgroup hr main menu nav ol p pre section table ul".split()
)


class Elements(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.count = 0
        self.added = 0  # by the parser's rules and Material's script
        self.p_open = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.count += 1
        classes = (dict(attrs).get("class") or "").split()
        if tag == "div" and "highlight" in classes and "no-copy" not in classes:
            self.added += ADDED_PER_COPYABLE_BLOCK
        if tag == "table" and not classes:
            self.added += ADDED_PER_TABLE
        if tag in CLOSES_P:
            self.p_open = tag == "p"

    def handle_endtag(self, tag: str) -> None:
        if tag == "p" and not self.p_open:
            self.added += 1
        if tag in CLOSES_P:
            self.p_open = False

    handle_startendtag = handle_starttag


def elements_after_load(page: Path) -> int:
    parser = Elements()
    parser.feed(page.read_text(encoding="utf-8"))
    return parser.count + ADDED_BY_SCRIPT + parser.added


def lessons(site: Path) -> list[Path]:
    """Each language's lesson pages: those with a notebook."""
    pages = []
    for language in LANGUAGES:
        root = site if language.is_source else site / language.code
        pages += [root / notebook.stem / "index.html" for notebook in sorted((root / "notebooks").glob("*.ipynb"))]
    return pages


def test_every_lesson_page_keeps_to_its_budget_of_elements(verified_build):
    pages = lessons(verified_build.path)
    assert len(pages) >= 2 * 15, pages  # the lessons were found, in both languages
    weights = {str(page.relative_to(verified_build.path).parent): elements_after_load(page) for page in pages}
    over = {page: weight for page, weight in weights.items() if weight > BUDGET}
    assert not over, f"lesson pages over {BUDGET} elements (after load): {over}"


@pytest.mark.parametrize("display", ["inline", "block"])
def test_an_inline_formula_leaves_its_wrapper_and_a_display_one_keeps_it(display):
    math = f'<math xmlns="http://www.w3.org/1998/Math/MathML" display="{display}"><mi>x</mi></math>'
    tag = "span" if display == "inline" else "div"
    html = f'<p>a <{tag} class="arithmatex">{math}</{tag}> b <span class="arithmatex">{math.replace("<mi>x", "<mi>y")}</span></p>'
    lean = splice(html, unwrapped_inline_math(html))
    if display == "inline":
        assert lean == f"<p>a {math} b {math.replace('<mi>x', '<mi>y')}</p>"
    else:
        assert lean == html  # a display formula's <div> is styled (phone.css)
