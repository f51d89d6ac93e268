"""Headings break between words on a phone, never inside one (issue 51, item 8): a heading's
inline code is one long word, which Material's `word-break: break-word` cut at any letter
("Functi|on" at 390 px). This extension (mkdocs.yml) puts a <wbr> after each dot, underscore,
colon or slash between two parts of a name (tests/browser/test_pages.py checks the result).
"""

from __future__ import annotations

import re

from markdown import Extension, Markdown
from markdown.postprocessors import Postprocessor

HEADING = re.compile(r"<(?P<tag>h[1-6])\b[^>]*>.*?</(?P=tag)>", re.S)
CODE = re.compile(r"(<code>)([^<]*)(</code>)")
# A dot, colon or slash before a name (`torch._dynamo`, `aten::_scaled`), an underscore
# inside one (`trace_autograd_ops`); not a number's point, nor `__init__`'s underscores.
JOINT = re.compile(r"(?<=[A-Za-z0-9])([.:/]+(?=[A-Za-z_])|_+(?=[A-Za-z0-9]))")


def breakable(heading: str) -> str:
    """The heading's code, with a <wbr> after each joint between two parts of a name."""
    return CODE.sub(lambda code: code[1] + JOINT.sub(r"\1<wbr>", code[2]) + code[3], heading)


def with_word_breaks(html: str) -> str:
    return HEADING.sub(lambda heading: breakable(heading[0]), html)


class HeadingBreaks(Postprocessor):
    def run(self, text: str) -> str:
        return with_word_breaks(text)


class HeadingBreaksExtension(Extension):
    def extendMarkdown(self, md: Markdown) -> None:
        # After the raw HTML postprocessor (30), which puts inline code's text back in its <code>.
        md.postprocessors.register(HeadingBreaks(md), "autograd_site_heading_breaks", 5)


def makeExtension(**kwargs: object) -> HeadingBreaksExtension:  # Python-Markdown's entry point
    return HeadingBreaksExtension(**kwargs)
