"""Prose: a page's text with everything that is not words a reader reads blanked out.

Blanking replaces characters with spaces and keeps newlines, so offsets and line numbers
stay those of the page file (front matter included) and a finding points at the right line.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from autograd_site.page.model import Page

HTML_COMMENT = re.compile(r"<!--.*?-->", re.S)
# [text](target "title") and ![alt](target); the text may hold one level of brackets.
INLINE_LINK = re.compile(r"!?\[(?:[^\[\]]|\[[^\[\]]*\])*\]\(\s*<?(?P<target>[^\s()<>]+)>?(?:\s+(?:\"[^\"]*\"|'[^']*'))?\s*\)")
# A code span: a run of backticks, then anything up to the same run (not across a blank line).
INLINE_CODE = re.compile(r"(?<!`)(?P<ticks>`+)(?!`)(?:[^\n]|\n(?![ \t]*\n))+?(?<!`)(?P=ticks)(?!`)")
NOT_WORDS = [
    re.compile(r"\$\$(?P<tex>.+?)\$\$", re.S),  # math blocks
    re.compile(r"\\\((?P<tex>.+?)\\\)", re.S),  # inline math
    re.compile(r"\]\([^)\n]*\)"),  # the target of [text](target)
    re.compile(r"\]\[[^\]\n]*\]"),  # the label of [text][label]
    re.compile(r"^ {0,3}\[[^\]\n]+\]:.*$", re.M),  # a link definition
    re.compile(r"<[^>\n]+>"),  # HTML tags and <https://...> autolinks
    re.compile(r"\bhttps?://\S+"),
    re.compile(r"\{[^}\n]*\}"),  # attribute lists: { #anchor }
    re.compile(r"&#?\w+;"),  # HTML entities
    re.compile(r"^[ \t]*(?:(?:!!!|\?\?\?\+?)(?:[ \t]+[\w-]+)+)", re.M),  # admonition markers, every class
    re.compile(r"^[ \t]*(?:[-*+]|\d+\.)(?=[ \t])", re.M),  # list markers
]


def squash(text: str) -> str:
    """Every run of whitespace one space, none at the ends: how a quote is found in printed text."""
    return " ".join(text.split())


def line_of(text: str, offset: int) -> int:
    return text.count("\n", 0, offset) + 1


def blank(text: str, spans: Iterable[tuple[int, int]]) -> str:
    """The text with every character of the spans (which may overlap) but newlines made a space."""
    pieces, position = [], 0
    for start, end in sorted(spans):
        start = max(start, position)
        if end <= start:
            continue
        pieces += [text[position:start], "\n".join(" " * len(line) for line in text[start:end].split("\n"))]
        position = end
    return "".join([*pieces, text[position:]])


def spans_of(pattern: re.Pattern[str], text: str) -> list[tuple[int, int]]:
    return [match.span() for match in pattern.finditer(text)]


def without_code(page: Page) -> str:
    """The page with front matter, fenced blocks, HTML comments and code spans blanked."""
    text = page.text
    front = page.front_matter
    text = blank(text, [(front.start, front.end)] if front else [])
    text = blank(text, [(fence.start, fence.end) for fence in page.fences])
    text = blank(text, spans_of(HTML_COMMENT, text))
    return blank(text, spans_of(INLINE_CODE, text))


def words(page: Page, without_links: bool = False) -> str:
    """Only the words: math, link targets, HTML, attribute lists and block markers blanked too;
    `without_links` blanks the text of links as well (titles of documents keep their names)."""
    text = without_code(page)
    for pattern in [INLINE_LINK] * without_links + NOT_WORDS:
        text = blank(text, spans_of(pattern, text))
    return text
