"""The opening box of a lesson: what it teaches, what to read first, how long it takes
(its one form: CONTRIBUTING.md, "Page structure").

The reading time is never written by hand: the build replaces `<!-- reading-time -->` with
the minutes `reading_minutes` computes from the page itself (autograd_site/markdown/opening.py),
so it follows every edit. `problems` checks the box in the Markdown; postbuild/rendered.py in
the HTML the build wrote.
"""

from __future__ import annotations

import itertools
import math
import re
from dataclasses import dataclass

from autograd_site.page import prose
from autograd_site.page.model import Page, Problem

BOX = re.compile(r"^!!!\s+abstract\s+opening(?=\s|$)")  # the admonition's line: its classes
BOX_CLASS = "opening"  # the box's class in the HTML (div.admonition.abstract.opening)
READING_TIME = "<!-- reading-time -->"  # where the build writes the minutes
READING_TIME_CLASS = "reading-time"  # the element that holds them (<span class="reading-time">)
FEWEST_POINTS, MOST_POINTS = 3, 5
PROSE_WORDS_A_MINUTE = 200  # prose: words outside code blocks (a code span is one word)
CODE_LINES_A_MINUTE = 20  # listings: each non-blank line shown (3 s a line); outputs are not counted
LISTING_LANGS = {"python", "py", "python3", "pycon"}
SHAPE = (
    f'`!!! abstract opening "…"` directly under the title, holding a list of {FEWEST_POINTS} to {MOST_POINTS} points, '
    f"then a paragraph naming what to read first, then one with `{READING_TIME}` (CONTRIBUTING.md, Page structure)"
)


@dataclass(frozen=True)
class Opening:
    """A page's opening box, by its lines (0: the part is missing)."""

    line: int
    end_line: int
    points: tuple[int, ...]  # the line of each item of its list (not of a nested list)
    read_first: int  # the paragraph after the points that does not hold the reading time
    reading_time: int  # the line holding READING_TIME


def find(page: Page) -> Opening | None:
    """The page's opening box (the first admonition marked `abstract opening`), if any."""
    box = next((c for c in page.containers if BOX.match(page.lines[c.line - 1].strip())), None)
    if box is None:
        return None
    points = tuple(item.line for item in page.list_items if box.holds(item.line) and item.depth == 0)
    after = max((item.end_line for item in page.list_items if box.holds(item.line)), default=box.line)
    read_first = reading_time = 0
    lines = range(after + 1, box.end_line + 1)
    for filled, group in itertools.groupby(lines, key=lambda number: bool(page.lines[number - 1].strip())):
        paragraph = list(group)  # or a run of blank lines
        marker = next((n for n in paragraph if READING_TIME in page.lines[n - 1]), 0)
        if filled and marker and not reading_time:
            reading_time = marker
        elif filled and not marker and not read_first and not reading_time:
            read_first = paragraph[0]
    return Opening(box.line, box.end_line, points, read_first, reading_time)


def problems(page: Page) -> list[Problem]:
    """What a lesson's opening box lacks, each at its line: the box itself, its place under
    the title, 3 to 5 points, the read-first paragraph and the reading time."""
    title = next((h for h in page.headings if h.level == 1), None)
    box = find(page)
    if box is None:
        return [Problem(page.path, title.line if title else 1, f"a lesson opens with its box, and this one has none: write {SHAPE}")]
    found = []
    after_title = [b for b in page.blocks if title and b.line > title.line]
    if title is None or not after_title or after_title[0].line != box.line:
        found.append(
            Problem(page.path, box.line, "the opening box stands away from the title: put it directly under the page's `#` heading")
        )
    if not FEWEST_POINTS <= len(box.points) <= MOST_POINTS:
        line = box.points[MOST_POINTS] if len(box.points) > MOST_POINTS else box.line
        message = f"the opening box has {len(box.points)} points: give it {FEWEST_POINTS} to {MOST_POINTS}, "
        found.append(Problem(page.path, line, message + "each a thing the lesson teaches the reader to do or explain"))
    if not box.read_first:
        message = "the opening box says nothing to read first: after its points, a paragraph that links to the lessons it builds on"
        found.append(Problem(page.path, box.line, message))
    if not box.reading_time:
        found.append(Problem(page.path, box.line, f"the opening box has no reading time: its last paragraph holds `{READING_TIME}`"))
    return found


def reading_minutes(page: Page) -> int:
    """Minutes to read the page: its prose words at PROSE_WORDS_A_MINUTE (a code span counts as
    one word) and the non-blank lines of its listings, includes resolved, at CODE_LINES_A_MINUTE
    (claimed outputs and diagrams are not counted), rounded, at least 1."""
    front = page.front_matter
    outside = prose.blank(page.text, [(f.start, f.end) for f in page.fences] + ([(front.start, front.end)] if front else []))
    words = len(prose.words(page).split()) + len(prose.spans_of(prose.INLINE_CODE, outside))
    lines = 0
    for fence in page.fences:
        if fence.lang in LISTING_LANGS:
            shown = fence.expansion.source if fence.expansion else fence.body
            lines += sum(1 for line in shown.splitlines() if line.strip())
    return max(1, math.floor(words / PROSE_WORDS_A_MINUTE + lines / CODE_LINES_A_MINUTE + 0.5))
