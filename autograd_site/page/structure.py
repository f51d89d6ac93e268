"""A page's rendered structure, which every translation renders as its source does: headings
(by anchor), tables (by rows), admonitions and folds, code blocks, diagrams, display math.
Read from the page model, so a line that breaks a structure (a blank line in a table, a fold
whose content lost its indentation) shows as a part that differs, as it renders on the site.
"""

from __future__ import annotations

from dataclasses import dataclass

from autograd_site.page.model import Page

DIAGRAM_LANG = "autograd-graph"
DIAGRAM_MARKS = ("mark", "group", "saved", "cut")  # the options that change a drawing: a translation marks the same


@dataclass(frozen=True)
class Part:
    line: int
    kind: str  # heading, table, container, code, diagram, math
    key: tuple[object, ...]  # what must be equal in a translation (never its prose)
    what: str  # how a message names it: "a table of 92 rows"
    inside: tuple[int, ...] = ()  # the lines of the containers holding it, outermost first
    end_line: int = 0  # its last line (tables and containers)


def parts(page: Page, own_rows: frozenset[str] = frozenset()) -> list[Part]:
    """The page's structural parts in page order, each with the containers that hold it.
    The tables of the sections `own_rows` names (by anchor) have rows of each language's
    own (the glossary's word forms and avoided variants): they are compared by columns."""
    found: list[Part] = []
    own = [section for anchor in own_rows if (section := page.section(anchor))]

    def add(line: int, kind: str, key: tuple[object, ...], what: str, end_line: int = 0) -> None:
        inside = tuple(sorted(c.line for c in page.containers if c.holds(line)))  # outermost first
        found.append(Part(line, kind, key, what, inside, end_line or line))

    for heading in page.headings:
        if heading.level >= 2:
            add(heading.line, "heading", (heading.level, heading.anchor), f"the heading #{heading.anchor} (h{heading.level})")
    for table in page.tables:
        columns = len(table.rows[0].cells) if table.rows else 0
        rows = None if any(first < table.line <= last for first, last in own) else len(table.rows)
        add(table.line, "table", (rows, columns), f"a table of {len(table.rows)} rows", table.end_line)
    for container in page.containers:
        what = f"{'a fold' if container.collapsible else 'an admonition'} ({container.markup} {container.type})"
        add(container.line, "container", (container.markup, container.type, container.depth), what, container.end_line)
    for fence in page.fences:
        if fence.lang == DIAGRAM_LANG:
            marks = tuple(f"{name}={fence.attrs[name]}" for name in DIAGRAM_MARKS if fence.attrs.get(name))
            add(fence.line, "diagram", (fence.body.strip(), *marks), f"the diagram of {fence.body.strip()}")
        else:
            add(fence.line, "code", (fence.lang,), f"a {fence.lang or 'plain'} code block", fence.end_line)
    for block in page.math_blocks:
        add(block.line, "math", (), "a display formula ($$)")
    return sorted(found, key=lambda part: part.line)
