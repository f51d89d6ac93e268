"""Inline formulas without the `<span class="arithmatex">` around their MathML, which nothing
reads once the MathML is there: a lesson has dozens, and a budget of 4,000 elements
(tests/browser/test_pages.py)."""

from __future__ import annotations

import re

from autograd_site.postbuild.html import Edit

INLINE = re.compile(r'<span class="arithmatex">(?=<math\b[^>]*\bdisplay="inline")(?:(?!</math>).)*</math>(</span>)', re.S)
OPENING = '<span class="arithmatex">'


def unwrapped_inline_math(html: str) -> list[Edit]:
    """The edits that take each inline formula out of its arithmatex span."""
    edits: list[Edit] = []
    for match in INLINE.finditer(html):
        edits += [(match.start(), match.start() + len(OPENING), ""), (match.start(1), match.end(1), "")]
    return edits
