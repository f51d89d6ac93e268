"""Markers: the problems live verification found on a page, shown on the page itself (only in
`mkdocs serve`: site/live.py). A banner under the title links to each marker; each marker is a
one-line raw HTML block between the page's top-level blocks (never breaking a list, a fence or
an admonition), after a failed example or diagram, else before the problem's block; in the
page's language.
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
WHERE = r"outside any admonition|inside the block opened on line \d+"
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
        "no-anchor": r"has a heading without an explicit anchor: (?P<written>.+) where (?P<theirs>\S+:\d+) has the heading anchor #(?P<source>\S+)",
        # translate/structure.py's: a part lost, added, cut short or moved out of its block
        "lacks-part": rf"lacks (?P<what>.+) here, which (?P<theirs>\S+:\d+) has (?P<where>{WHERE})",
        "extra-part": rf"has (?P<what>.+) (?P<where>{WHERE}), which (?P<theirs>\S+) does not have here",
        "table-cut": r"ends the table that starts on line (?P<start>\d+) after (?P<rows>\d+) rows, where (?P<theirs>\S+:\d+) has "
        r"(?P<source_rows>\d+): this line \((?P<shown>.*)\) is not a table row, and a blank line or any line that is not a `\| … \|` row ends a table",
        "table-columns": r"has a table of \d+ rows of (?P<columns>\d+) columns where (?P<theirs>\S+:\d+) has a table of \d+ rows of (?P<source_columns>\d+) columns",
        "unindented": rf"(?P<what>.+) stands (?P<where>{WHERE}), where (?P<theirs>\S+:\d+) holds it inside the block on line (?P<line>\d+): .*",
        "stands": rf"(?P<what>.+) stands (?P<where>{WHERE}), where (?P<theirs>\S+:\d+) has it (?P<source_where>{WHERE})",
        "holds-nothing": r"the (?:fold|block) opened here holds nothing, where (?P<theirs>\S+:\d+) holds lines (?P<lines>\d+-\d+): .*",
        "glossary-lacks": r"lacks the glossary entry #(?P<anchor>\S+) \((?P<theirs>\S+:\d+)\)(?P<more>(?: and the \d+ after it)?) after this line: .*",
        "glossary-extra": r"has the glossary entry #(?P<anchor>\S+), which (?P<theirs>\S+) does not have \(its English column differs\?\)",
        "glossary-row": r"this row of the #(?P<table>\S+) table lacks its columns: write it as (?P<shape>.+)",
        "output-line": r"claims (?P<mine>'.*'|nothing more) in an output block where (?P<theirs>\S+:\d+) claims (?P<source>'.*'|nothing more)",
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


# The parts of those messages that name a thing on the page (translate/structure.py's parts,
# translate/landmarks.py's landmarks, where a part stands), said with Language.live_phrases.
PHRASES = {
    key: re.compile(pattern)
    for key, pattern in {
        "heading": r"the heading #(?P<anchor>\S+) \(h(?P<level>\d)\)",
        "table": r"a table of (?P<rows>\d+) rows",
        "admonition": r"an admonition \((?P<marker>[^()]*)\)",
        "fold": r"a fold \((?P<marker>[^()]*)\)",
        "code": r"an? (?P<lang>\S+) code block",
        "diagram": r"the diagram of (?P<script>\S+)",
        "math": r"a display formula \(\$\$\)",
        "outside": r"outside any admonition",
        "inside": r"inside the block opened on line (?P<line>\d+)",
        "includes": r"includes (?P<files>.+?)(?P<marked> \(marked verify: .*\))?",
        "code-starting": r"has an? (?P<lang>\S+) block starting (?P<first>.+?)(?P<marked> \(marked verify: .*\))?",
        "code-empty": r"has an empty (?P<lang>\S+) block(?P<marked> \(marked verify: .*\))?",
        "output": r"claims the output (?P<output>.+)",
        "link": r"links to (?P<target>\S+)",
        "math-block": r"has the math block (?P<tex>\$\$ .* \$\$)",
        "inline-math": r"has the inline math (?P<tex>\\\( .* \\\))",
        "opens-admonition": r"opens the admonition (?P<marker>'[^']*') at depth (?P<depth>\d+)",
        "anchor": r"has the heading anchor #(?P<anchor>\S+)",
        "draws": r"draws the graph of (?P<script>\S+)",
        "nothing-more": r"nothing more",
        "more-after": r" and the (?P<count>\d+) after it",
        "section-line": r" \((?P<title>.*), line (?P<line>\d+)\)(?P<rest>.*)",  # after a quote-missing's #anchor
    }.items()
}
SAID = ("what", "where", "source_where", "mine", "source", "more")  # the groups PHRASES may name
# Under an output line that differs, check's caret (translate/parity.py's first_difference).
DIFFERENCE = re.compile(r"^    here:   (?P<here>.*)\n    source: (?P<source>.*)\n +\^ column (?P<column>\d+)$")


def phrase(text: str, language: Language) -> str:
    """A part's or landmark's name said in `language` (as it is where no phrase knows it)."""
    for key, pattern in PHRASES.items():
        found = pattern.fullmatch(text)
        if found and key in language.live_phrases:
            return language.live_phrases[key].format(**{name: value or "" for name, value in found.groupdict().items()})
    return text


def difference(rest: str, language: Language) -> str:
    """The two lines and the caret under the first character where they differ, labelled in
    `language` (the labels padded alike: the caret stays under that character)."""
    found = DIFFERENCE.fullmatch(rest)
    if not found or "here" not in language.live_phrases:
        return rest
    here, source = language.live_phrases["here"], language.live_phrases["source"]
    width = max(len(here), len(source)) + 1
    column = int(found["column"])
    return (
        f"    {here.ljust(width)}{found['here']}\n    {source.ljust(width)}{found['source']}\n"
        f"    {' ' * (width + column - 1)}^ {language.live_phrases['column'].format(column=column)}"
    )


def in_language(text: str, language: Language) -> str:
    """A marker's text with its first line said in `language`, where it is a message MESSAGES
    knows (the things it names too, by PHRASES), and check's caret lines under it."""
    first, newline, rest = text.partition("\n")
    rest = difference(rest, language)
    for key, pattern in MESSAGES.items():
        found = pattern.fullmatch(first)
        if found and key in language.live_messages:
            groups = {name: phrase(value, language) if name in SAID and value else value or "" for name, value in found.groupdict().items()}
            return language.live_messages[key].format(**groups) + newline + rest
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
