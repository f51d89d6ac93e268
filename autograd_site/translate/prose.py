"""Prose: a page's text with everything that is not prose blanked out.

Blanking replaces characters with spaces and keeps newlines, so offsets and line numbers
stay those of the page file (front matter included) and a finding points at the right line.
"""
from __future__ import annotations

import re
from collections.abc import Iterable

from autograd_site.verify.collect import Page

FRONT_MATTER = re.compile(r"\A---[ \t]*\n(?P<yaml>(?:.*?\n)?)---[ \t]*(?:\n|\Z)", re.S)
HTML_COMMENT = re.compile(r"<!--.*?-->", re.S)
# A code span: a run of backticks, then anything up to the same run (not across a blank line).
INLINE_CODE = re.compile(r"(?<!`)(?P<ticks>`+)(?!`)(?:[^\n]|\n(?![ \t]*\n))+?(?<!`)(?P=ticks)(?!`)")
MATH_BLOCK = re.compile(r"\$\$(?P<tex>.+?)\$\$", re.S)
MATH_INLINE = re.compile(r"\\\((?P<tex>.+?)\\\)", re.S)


def line_of(text: str, offset: int) -> int:
    return text.count("\n", 0, offset) + 1


def blank(text: str, spans: Iterable[tuple[int, int]]) -> str:
    chars = list(text)
    for start, end in spans:
        for i in range(start, end):
            if chars[i] != "\n":
                chars[i] = " "
    return "".join(chars)


def spans_of(pattern: re.Pattern, text: str) -> list[tuple[int, int]]:
    return [match.span() for match in pattern.finditer(text)]


def without_code(page: Page) -> str:
    """The page with front matter, fenced blocks, HTML comments and code spans blanked:
    what remains is prose, headings, links, math and block markers."""
    text = page.text
    front = FRONT_MATTER.match(text)
    text = blank(text, [front.span()] if front else [])
    text = blank(text, [(fence.start, fence.end) for fence in page.fences])
    text = blank(text, spans_of(HTML_COMMENT, text))
    return blank(text, spans_of(INLINE_CODE, text))
