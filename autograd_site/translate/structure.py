"""Structure: a translation renders its source page's structure (torch-free, `nox -s check`).

The parts of both pages (autograd_site.page.structure) are aligned in order; each
difference is a Problem at the translation's line where its structure parts from the
source's, saying what to do. The glossary is compared entry by entry too: every page's
tooltips link to its entries. The site checks the built HTML alike (postbuild/rendered.py).
"""

from __future__ import annotations

from collections.abc import Callable
from difflib import SequenceMatcher
from pathlib import Path

from autograd_site import glossary
from autograd_site.languages import SOURCE
from autograd_site.page.model import Page, Problem
from autograd_site.page.paths import display
from autograd_site.page.reader import read_page
from autograd_site.page.structure import Part, parts
from autograd_site.translate.freshness import MISSING, state
from autograd_site.translate.pairs import PagePair

INDENT = "indent its content by four spaces under the marker line, blank lines included as they are in the source"


# The glossary's tables of word forms and avoided variants list each language's own words.
OWN_ROWS = {"glossary.md": frozenset({glossary.SENSES_ANCHOR, glossary.AVOID_ANCHOR})}


def aligned(page: Page) -> list[tuple[Part, tuple[object, ...]]]:
    """Each part with what alignment compares: its kind, key and which containers (by their
    order on the page) hold it."""
    found = parts(page, OWN_ROWS.get(page.path.name, frozenset()))
    order = {part.line: index for index, part in enumerate(p for p in found if p.kind == "container")}
    return [(part, (part.kind, part.key, tuple(order.get(line, -1) for line in part.inside))) for part in found]


def where(part: Part) -> str:
    return f"inside the block opened on line {part.inside[-1]}" if part.inside else "outside any admonition"


def pair_problem(s: Part, t: Part, source_path: Path, translation: Page) -> Problem:
    """Two parts in the same place that differ: say where and how the translation's breaks."""
    theirs = display(source_path)
    if s.kind == t.kind == "table" and s.key != t.key:
        rows, source_rows = t.key[0], s.key[0]
        if isinstance(rows, int) and isinstance(source_rows, int) and rows < source_rows and glossary.cut_short(translation, t.end_line):
            broken = t.end_line + 1  # the line that ended it
            shown = repr(translation.lines[broken - 1])
            message = (
                f"ends the table that starts on line {t.line} after {rows} rows, where {theirs}:{s.line} has {source_rows}: "
                f"this line ({shown}) is not a table row, and a blank line or any line that is not a `| … |` row ends a table"
            )
            return Problem(translation.path, broken, message)
        message = f"has {t.what} of {t.key[1]} columns where {theirs}:{s.line} has {s.what} of {s.key[1]} columns"
    elif s.kind == t.kind == "heading" and s.key[0] == t.key[0] and s.key[1] and t.key[1]:  # parity's words (the guide's)
        message = f"has the heading anchor #{t.key[1]} where {theirs}:{s.line} has the heading anchor #{s.key[1]}"
    elif s.kind == t.kind == "heading" and s.key[0] == t.key[0] and not t.key[1]:
        written = translation.lines[t.line - 1].strip()
        message = f"has a heading without an explicit anchor: {written!r} where {theirs}:{s.line} has the heading anchor #{s.key[1]}"
    elif s.kind == t.kind == "container":  # parity's words (the guide's): its kind and nesting
        message = f"{opens(t)} where {theirs}:{s.line} {opens(s)}"
    elif s.kind == t.kind and s.key == t.key and len(t.inside) < len(s.inside):  # the same part, held by fewer containers
        message = (
            f"{t.what} stands {where(t)}, where {theirs}:{s.line} holds it inside the block on line {s.inside[-1]}: "
            f"a fold or admonition ends at the first line indented less than its content: {INDENT}"
        )
    elif s.kind == t.kind and s.key == t.key:  # held by other containers
        message = f"{t.what} stands {where(t)}, where {theirs}:{s.line} has it {where(s)}"
    else:
        message = f"has {t.what} where {theirs}:{s.line} has {s.what}"
    return Problem(translation.path, t.line, message)


def opens(container: Part) -> str:
    markup, type_, depth = container.key
    return f"opens the admonition '{markup} {type_}' at depth {depth}"


def next_filled(page: Page, previous: Part | None) -> int:
    """Where a part the translation lacks belongs: the first non-blank line after the part
    before it (after a container's opening line: the part may belong inside it)."""
    after = 0 if previous is None else previous.line if previous.kind == "container" else previous.end_line
    lines = page.lines
    return next((n for n in range(after + 1, len(lines) + 1) if lines[n - 1].strip()), max(after, 1))


def belongs_at(source: Page, translation: Page, lost: Part, before: Part | None, before_here: Part | None, lacking: set[int]) -> int:
    """The translation's line where a part it lacks belongs: after its part `before_here`
    (aligned with the source's `before`), past as many top-level blocks as stand between
    `before` and `lost` in the source (a lost heading belongs above the paragraph it opened,
    not under the paragraph before it); inside a container, the first line after the part
    before it. `lacking`: the lines of the source's other parts the translation lacks."""
    if lost.inside:
        return next_filled(translation, before_here)
    after = 0 if before is None else before.end_line
    skipped = sum(1 for block in source.blocks if after < block.line < lost.line and block.line not in lacking)
    after_here = 0 if before_here is None else before_here.end_line
    following = [block.line for block in translation.blocks if block.line > after_here]
    return following[skipped] if skipped < len(following) else next_filled(translation, before_here)


def compare_parts(source: Page, translation: Page) -> list[tuple[str, Problem]]:
    """Every place where the translation's structure differs from its source's, each with the
    kind of part it is about (a part's kind; "entry" for a glossary entry)."""
    theirs, ours = aligned(source), aligned(translation)
    matcher = SequenceMatcher(None, [key for _, key in theirs], [key for _, key in ours], autojunk=False)
    found: list[tuple[str, Problem]] = []
    for op, s1, s2, t1, t2 in matcher.get_opcodes():
        if op == "equal":
            continue
        pairs = min(s2 - s1, t2 - t1) if op == "replace" else 0
        for offset in range(pairs):
            s, t = theirs[s1 + offset][0], ours[t1 + offset][0]
            found.append((t.kind, pair_problem(s, t, source.path, translation)))
        lost = [s for s, _ in theirs[s1 + pairs : s2]]
        before = theirs[s1 + pairs - 1][0] if s1 + pairs > 0 else None
        before_here = ours[t1 + pairs - 1][0] if t1 + pairs > 0 else None
        lost_containers = {s.line for s in lost if s.kind == "container"}
        for s in lost:
            if lost_containers.intersection(s.inside):  # held by a container lost too: that one is named
                continue
            here = belongs_at(source, translation, s, before, before_here, {other.line for other in lost})
            message = f"lacks {s.what} here, which {display(source.path)}:{s.line} has {where(s)}"
            found.append((s.kind, Problem(translation.path, here, message)))
        for t, _ in ours[t1 + pairs : t2]:
            message = f"has {t.what} {where(t)}, which {display(source.path)} does not have here"
            found.append((t.kind, Problem(translation.path, t.line, message)))
    found += [("container", problem) for problem in empty_containers(source, translation)]
    terms = translation.table_in(glossary.TERMS_ANCHOR)
    cut = terms is not None and any(kind == "table" and problem.line == terms.end_line + 1 for kind, problem in found)
    if not cut:  # a terms table cut short is that one problem, not also each entry after the cut
        found += [("entry", problem) for problem in glossary_entries(source, translation)]
    unique = {problem: kind for kind, problem in found}  # a problem said once
    return sorted(((kind, problem) for problem, kind in unique.items()), key=lambda pair: pair[1].line)


def empty_containers(source: Page, translation: Page) -> list[Problem]:
    """A fold or admonition that holds nothing where its source's holds something: its content
    lost its indentation (the parts it held are named by `compare_parts`; prose alone is named here)."""
    found = []
    for s, t in zip(source.containers, translation.containers, strict=False):
        if t.end_line == t.line and s.end_line > s.line and (s.markup, s.type) == (t.markup, t.type):
            what = "the fold" if t.collapsible else "the block"
            message = f"{what} opened here holds nothing, where {display(source.path)}:{s.line} holds lines {s.line + 1}-{s.end_line}"
            found.append(Problem(translation.path, t.line, f"{message}: {INDENT}"))
    return found


def entry_rows(page: Page) -> list[tuple[str, int]]:
    """The glossary page's entries: each row's anchor (from its English name) and line."""
    table = page.table_in(glossary.TERMS_ANCHOR)
    taken: set[str] = set()
    return [
        (glossary.anchor_of(glossary.plain_text(row.cells[1]), taken), row.line)
        for row in (table.rows if table else ())
        if len(row.cells) >= 3
    ]


def glossary_entries(source: Page, translation: Page) -> list[Problem]:
    """The entries the translation's terms table lacks (a run of them, as a table cut short
    leaves, is one problem) and those it has that the source does not."""
    if source.path.name != "glossary.md":
        return []
    lacking: list[Problem] = []
    glossary.full_rows(translation, translation.table_in(glossary.TERMS_ANCHOR), glossary.TERMS_ANCHOR, lacking)
    if lacking:  # a row without its columns: that row is the problem, not the entries it shifts
        return lacking
    theirs, ours = entry_rows(source), dict(entry_rows(translation))
    found, run = [], list[tuple[str, int]]()
    for anchor, line in [*theirs, ("", 0)]:  # the sentinel ends the last run
        if anchor and anchor not in ours:
            run.append((anchor, line))
            continue
        if run:
            present = [ours[a] for a, ln in theirs if ln < run[0][1] and a in ours]
            first, more = run[0], f" and the {len(run) - 1} after it" if len(run) > 1 else ""
            message = (
                f"lacks the glossary entry #{first[0]} ({display(source.path)}:{first[1]}){more} after this line: "
                "the tooltips of every page link to them; an entry's English column must read as the source's"
            )
            found.append(Problem(translation.path, present[-1] if present else 1, message))
            run = []
    source_anchors = {anchor for anchor, _ in theirs}
    extra = [(anchor, line) for anchor, line in ours.items() if anchor not in source_anchors]
    why = f"which {display(source.path)} does not have (its English column differs?)"
    return found + [Problem(translation.path, line, f"has the glossary entry #{anchor}, {why}") for anchor, line in extra]


BROKEN = "broken"  # a translation state beside freshness's: its structure differs from its source's


Read = Callable[..., Page]  # read_page, or what reads a page as it (the build: as verify read it), called (path, language=)


def rendered_state(pair: PagePair, read: Read = read_page) -> str:
    """The translation's state as the status page and table give it: freshness's (fresh,
    stale, missing), but never fresh, nor stale, while its structure differs from its source's."""
    current = state(pair)
    return BROKEN if current != MISSING and structure_problems(pair, read) else current


def structure_problems(pair: PagePair, read: Read = read_page) -> list[Problem]:
    """The translation's structural differences from its source (none when either is missing)."""
    if not pair.translation.is_file() or not pair.source.is_file():
        return []
    return [problem for _, problem in compare_parts(read(pair.source, language=SOURCE), read(pair.translation, language=pair.language))]
