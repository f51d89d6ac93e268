"""Inline formulas without their wrapper: pymdownx.arithmatex puts each in a
`<span class="arithmatex">` (autograd_site/markdown/math.py fills it with MathML), which no
style, script or check reads once the MathML is there (phone.css styles only display
formulas, in their <div>; the glossary skips <math> itself). A lesson carries dozens of them,
and its page has a budget of 4,000 elements (tests/browser/test_pages.py)."""

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
