"""Markers: the problems live verification found on a page, shown on the page itself.

Only `mkdocs serve` adds them (site/live.py); the published build never does. A banner at
the top counts the problems and links to each marker; each marker sits at its block: after
the example whose claim failed, before the block holding a quote, parity or spelling
problem. Every marker is an element with class `verify-failure` (the banner's class is
`verify-failure-banner`), inserted into the page's Markdown as one-line raw HTML blocks
between its top-level blocks, so they never break a list, a fence or an admonition.
Titles, the banner and the translation tooling's messages are in the page's language.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass

from autograd_site.languages import Language
from autograd_site.page.model import BlockKind, Page


@dataclass(frozen=True)
class Marker:
    """One problem to show: `line` of the page's file (front matter included)."""

    kind: str  # a key of Language.live_kinds: output-differs, did-not-run, quote-not-printed, node-not-drawn, bad-input, parity, spelling
    line: int
    where: str  # page:line as the tooling prints it
    text: str  # the message, and for a claim its diff
    after: bool = False  # after the block holding `line` (a failed example), else before it


def block_lines(page: Page, line: int) -> tuple[int, int]:
    """The first and last line of the top-level block holding `line` (the line alone if none does)."""
    for block in page.blocks:
        if block.line <= line <= block.end_line:
            return block.line, block.end_line
    return line, line


def front_matter_lines(page: Page, lines: list[str]) -> int:
    """How many lines of the page's file precede `lines` (MkDocs' Markdown: the front matter
    and the blank lines after it removed, and its end not always kept as the file's)."""
    if page.front_matter is None:
        return 0
    after = page.front_matter.end_line
    return next((i for i in range(after, len(page.lines)) if page.lines[i : i + 3] == lines[:3]), after)


QUOTED = r"""(?:'[^']*'|"[^"]*")"""  # a word as the tooling quotes it (Python's repr)
# The messages of the translation tooling a marker shows, by key: the first line of a
# marker's text is looked up in order (the longer form of a message first), and said with
# the page's language's template (Language.live_messages). Messages about code and PyTorch's
# outputs (a claim's diff, a quote no example prints) stay as they are.
MESSAGES = {
    key: re.compile(pattern)
    for key, pattern in {
        "unknown-word-suggested": rf"unknown word (?P<word>{QUOTED}) \(did you mean: (?P<suggestions>.*)\?\)",
        "unknown-word": rf"unknown word (?P<word>{QUOTED})",
        "source-word": rf"\w+ word (?P<word>{QUOTED}), left from the source: translate it",
        "avoided-term": rf"avoided term (?P<term>{QUOTED}): the glossary's term is (?P<approved>{QUOTED})",
        "copied-paragraph": r"this paragraph is word for word (?P<where>\S+): translate it",
        "foreign-paragraph": r"this paragraph is not in \w+ \((?P<percent>\d+)% of its letters are\): translate it",
        "output-title": rf"output block titled (?P<title>{QUOTED}): on \w+ pages it is titled (?P<wanted>{QUOTED})",
        "more-untranslated": r"… and (?P<count>\d+) more: the page is mostly untranslated",
        "more": r"… and (?P<count>\d+) more",
        "missing-example": r"missing example (?P<what>.+) \((?P<where>[^()]*)\), expected under #(?P<anchor>\S+)",
        "missing-example-first": r"missing example (?P<what>.+) \((?P<where>[^()]*)\), expected before the first section",
        "heading-anchor": r"has the heading anchor #(?P<mine>\S+) where (?P<theirs>\S+) has the heading anchor #(?P<source>\S+)",
        # parity.py's other landmarks: the frame said, each side's landmark (a block, its code) as it is
        "no-more-after": r"has no more (?P<kind>[\w ]+) after line (?P<line>\d+) where (?P<theirs>\S+:\d+) (?P<source>.+)",
        "none-where": r"has no (?P<kind>[\w ]+) where (?P<theirs>\S+:\d+) (?P<source>.+)",
        "lacks": r"lacks an? (?P<kind>[\w ]+): (?P<theirs>\S+:\d+) (?P<source>.+)",
        "no-more-last": r"(?P<mine>.+) where (?P<theirs>\S+) has no more (?P<kind>[\w ]+) \(its last is on line (?P<line>\d+)\)",
        "no-more-none": r"(?P<mine>.+) where (?P<theirs>\S+) has no more (?P<kind>[\w ]+) \(it has none\)",
        "no-such": r"(?P<mine>.+) where (?P<theirs>\S+) has no such (?P<kind>[\w ]+)",
        "differs": r"(?P<mine>.+) where (?P<theirs>\S+:\d+) (?P<source>.+)",
        "quote-missing-intro": r"has no quoted claim of (?P<quote>`.*`), which (?P<theirs>\S+:\d+) quotes: quote it as the source does, in its introduction(?P<more>.*)",
        "quote-missing": r"has no quoted claim of (?P<quote>`.*`), which (?P<theirs>\S+:\d+) quotes: quote it as the source does, in its section #(?P<anchor>\S+)(?P<more>.*)",
        "quote-extra": r"quotes (?P<quote>`.*`), which (?P<theirs>\S+) does not quote: remove the quotation marks, or quote what the source quotes",
    }.items()
}


def in_language(text: str, language: Language) -> str:
    """A marker's text with its first line said in `language`, where it is a message MESSAGES knows."""
    first, newline, rest = text.partition("\n")
    for key, pattern in MESSAGES.items():
        found = pattern.fullmatch(first)
        if found and key in language.live_messages:
            return language.live_messages[key].format(**found.groupdict()) + newline + rest
    return text


def marker_html(marker: Marker, number: int, language: Language) -> str:
    title = dict(language.live_kinds).get(marker.kind, marker.kind)
    text = html.escape(in_language(marker.text, language)).replace("\n", "&#10;")  # one line: a raw HTML block ends at a blank line
    return (
        f'<div class="admonition failure verify-failure" id="verify-failure-{number}" data-kind="{marker.kind}">'
        f'<p class="admonition-title">{html.escape(title)} ({html.escape(marker.where)})</p>'
        f"<pre><code>{text}</code></pre></div>"
    )


def banner_html(markers: list[Marker], language: Language) -> str:
    titles = dict(language.live_kinds)
    items = "".join(
        f'<li><a href="#verify-failure-{number}">{html.escape(titles.get(m.kind, m.kind))} ({html.escape(m.where)})</a></li>'
        for number, m in enumerate(markers, start=1)
    )
    title = html.escape(language.live_banner.format(count=len(markers)))
    heading = f'<p class="admonition-title">{title}</p>'
    return f'<div class="admonition danger verify-failure-banner" role="alert">{heading}<ol>{items}</ol></div>'


def mark(markdown: str, page: Page, markers: list[Marker], language: Language) -> str:
    """`markdown` (what MkDocs converts: the page's file without its front matter) with the
    banner at the top (under the title) and each marker at its block. Markers are numbered
    in page order."""
    if not markers:
        return markdown
    markers = sorted(markers, key=lambda m: (m.line, m.after))
    lines = markdown.split("\n")
    offset = front_matter_lines(page, lines)
    inserts: list[tuple[int, int, str]] = []  # (index in `lines` to insert before, order, html)
    for number, marker in enumerate(markers, start=1):
        first, last = block_lines(page, marker.line)
        index = (last if marker.after else first - 1) - offset
        inserts.append((min(max(index, 0), len(lines)), number, marker_html(marker, number, language)))
    # The banner under the page's title: MkDocs takes the title from a first-element <h1>
    # only (above it, the nav and the browser's tab would name the page after its file).
    title = page.blocks[0] if page.blocks and page.blocks[0].kind is BlockKind.HEADING and page.blocks[0].level == 1 else None
    inserts.append((title.end_line - offset if title else 0, 0, banner_html(markers, language)))
    for index, _, element in sorted(inserts, reverse=True):  # bottom-up: indexes stay valid
        lines[index:index] = ["", element, ""]
    return "\n".join(lines)
