"""Markers: the problems live verification found on a page, shown on the page itself.

Only `mkdocs serve` adds them (site/live.py); the published build never does. A banner at
the top counts the problems and links to each marker; each marker sits at its block: after
the example whose claim failed, before the block holding a quote, parity or spelling
problem. Every marker is an element with class `verify-failure` (the banner's class is
`verify-failure-banner`), inserted into the page's Markdown as one-line raw HTML blocks
between its top-level blocks, so they never break a list, a fence or an admonition.
"""

from __future__ import annotations

import html
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


def marker_html(marker: Marker, number: int, language: Language) -> str:
    title = dict(language.live_kinds).get(marker.kind, marker.kind)
    text = html.escape(marker.text).replace("\n", "&#10;")  # one line: a raw HTML block ends at a blank line
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
