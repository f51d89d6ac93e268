"""The page model: a page read once, with line numbers for everything it holds.

Lines are 1-based lines of the page file; offsets index `Page.text`, the page with its
line endings made LF (`Page.newline` says what the file uses, so a writer can keep it).
Nothing here parses: autograd_site.page.reader builds these objects.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path

from autograd_site.languages import Language
from autograd_site.page.paths import display


@dataclass(frozen=True)
class Problem:
    """Bad input, located: the verifier reports each one as a failure, never a silent skip."""

    page: Path
    line: int
    message: str

    def __str__(self) -> str:
        return f"{display(self.page)}:{self.line}: {self.message}"


def by_line(problems: list[Problem]) -> dict[int, list[Problem]]:
    """Problems grouped by their line, in the order of their first: a test item each."""
    grouped: dict[int, list[Problem]] = {}
    for problem in problems:
        grouped.setdefault(problem.line, []).append(problem)
    return grouped


class MarkerKind(StrEnum):
    """What a `<!-- verify: ... -->` comment above a fence asks for."""

    NO_OUTPUT = "no-output"
    SKIP = "skip"
    AFTER = "after"  # `after="topic/file.py"`: the fence runs as one example after that include's code
    UNKNOWN = "unknown"


@dataclass(frozen=True)
class Marker:
    line: int
    body: str  # what stands between `verify:` and `-->`
    kind: MarkerKind
    reason: str = ""  # a skip's reason
    after: str = ""  # an `after` marker's includes, as written (`from_scratch/engine.py:core`, comma-separated)


@dataclass(frozen=True)
class Include:
    """A `--8<--` include in a fence, as written: `backward/a.py`, `a.py:3:5`, `a.py:name`."""

    line: int
    name: str


@dataclass(frozen=True)
class Expansion:
    """A fence's body with its `--8<--` includes expanded as pymdownx.snippets expands them."""

    source: str
    files: tuple[Path, ...]  # the docs_src files included, in order
    whole_file: Path | None  # the one file the body is, when it is nothing but one include
    first_line: int  # the line of `source`'s first line in `whole_file` (1 for a whole file)


@dataclass(frozen=True)
class Fence:
    """A fenced block as it stands in the page. Offsets index the page text."""

    line: int  # line of the opening fence
    end_line: int  # line of the closing fence
    indent: str
    lang: str
    attrs: dict[str, str]
    body: str  # with the fence's indentation removed
    body_start: int  # offset of the first body character
    body_end: int  # offset just after the body (start of the closing fence line)
    start: int  # offset of the opening fence line
    end: int  # offset just after the closing fence line
    marker: Marker | None = None  # the verify comment on the line above, if any
    includes: tuple[Include, ...] = ()
    expansion: Expansion | None = None  # None when the body includes nothing or an include fails
    setup: Expansion | None = None  # what an `after` marker's include expands to: run before the body
    container: Container | None = None  # the innermost admonition holding it


@dataclass(frozen=True)
class Heading:
    line: int
    level: int
    title: str  # as written, without the attribute list
    anchor: str | None  # the explicit `{ #anchor }`, if any


@dataclass(frozen=True)
class Container:
    """An admonition (`!!! note "…"`, collapsible `???`/`???+`)."""

    line: int
    end_line: int  # its last line (blank lines after it excluded)
    markup: str  # !!!, ??? or ???+
    type: str  # note, warning, success...
    title: str
    depth: int  # nesting by indentation: 0 at the margin, 1 at four spaces...

    @property
    def collapsible(self) -> bool:
        return self.markup.startswith("???")

    def holds(self, line: int) -> bool:
        return self.line < line <= self.end_line


@dataclass(frozen=True)
class ListItem:
    """A bullet or numbered item, by its lines; `depth` 0 for an item of a list at the top."""

    line: int
    end_line: int
    depth: int


@dataclass(frozen=True)
class TableRow:
    line: int
    cells: tuple[str, ...]  # each cell's inline Markdown, as written


@dataclass(frozen=True)
class Table:
    line: int
    end_line: int
    rows: tuple[TableRow, ...]  # the body rows, without the header


@dataclass(frozen=True)
class Link:
    line: int
    target: str
    image: bool = False


@dataclass(frozen=True)
class Math:
    line: int
    tex: str
    display: bool  # a $$ block, else inline \( \)


@dataclass(frozen=True)
class Quote:
    """Inline code in quotation marks in the prose: a quote of what PyTorch prints."""

    page: Path
    line: int
    text: str
    start: int
    end: int


class BlockKind(StrEnum):
    HEADING = "heading"
    PARAGRAPH = "paragraph"
    FENCE = "fence"
    CONTAINER = "container"
    HTML = "html"
    MATH = "math"
    OTHER = "other"  # lists, tables, rules, quotes


@dataclass(frozen=True)
class Block:
    """A block at the page's top level, by its lines: what a notebook's prose is cut from."""

    kind: BlockKind
    line: int
    end_line: int
    level: int = 0  # a heading's level


@dataclass(frozen=True)
class FrontMatter:
    line: int
    end_line: int
    yaml: str
    start: int
    end: int  # offset just after its closing line
    yaml_start: int  # offsets of the YAML between the --- lines
    yaml_end: int

    def switched_off(self, key: str) -> bool:
        """Whether the YAML sets `key: false` at its top level (`notebook: false`)."""
        return any(line.split("#", 1)[0].strip() == f"{key}: false" for line in self.yaml.splitlines())


@dataclass
class Page:
    path: Path
    text: str  # LF line endings
    language: Language
    newline: str = "\n"  # the file's line ending, kept when it is written back
    front_matter: FrontMatter | None = None
    headings: list[Heading] = field(default_factory=list)
    fences: list[Fence] = field(default_factory=list)
    containers: list[Container] = field(default_factory=list)
    math_blocks: list[Math] = field(default_factory=list)
    tables: list[Table] = field(default_factory=list)
    list_items: list[ListItem] = field(default_factory=list)  # $$ blocks; `math` adds the inline ones
    quotes: list[Quote] = field(default_factory=list)
    blocks: list[Block] = field(default_factory=list)
    problems: list[Problem] = field(default_factory=list)  # bad input the reader met
    misread: list[Problem] = field(default_factory=list)  # those after which the page reads as something else (a fence left open)
    include_problems: dict[int, list[Problem]] = field(default_factory=dict)  # by fence line

    # Links and inline math are read from the paragraphs' inline Markdown on first use: the
    # verifier needs neither, and that parse is half of markdown-it's work.
    # inline_reader(line, end_line): the links and inline math of the blocks starting there.
    inline_reader: Callable[[int, int], tuple[list[Link], list[Math]]] | None = field(default=None, repr=False, compare=False)
    _inline: tuple[list[Link], list[Math]] | None = field(default=None, repr=False, compare=False)

    def _inline_parts(self) -> tuple[list[Link], list[Math]]:
        if self._inline is None:
            self._inline = self.inline_reader(1, len(self.lines)) if self.inline_reader else ([], [])
        return self._inline

    def links_in(self, line: int, end_line: int) -> list[Link]:
        """The links on lines `line`..`end_line`, reading only the blocks there."""
        if self._inline is None and self.inline_reader:
            return [link for link in self.inline_reader(line, end_line)[0] if line <= link.line <= end_line]
        return [link for link in self.links if line <= link.line <= end_line]

    @property
    def links(self) -> list[Link]:
        return self._inline_parts()[0]

    @property
    def math(self) -> list[Math]:
        return sorted([*self.math_blocks, *self._inline_parts()[1]], key=lambda m: m.line)

    @property
    def is_reference(self) -> bool:
        """A page to look things up in (the error reference), not a lesson to work through:
        its front matter says `notebook: false` (autograd_site/reference.py)."""
        return self.front_matter is not None and self.front_matter.switched_off("notebook")

    def section(self, anchor: str) -> tuple[int, int] | None:
        """The lines of the section a heading anchor opens: to the next heading of its level
        or higher (its subsections included), or the end of the page."""
        for index, heading in enumerate(self.headings):
            if heading.anchor == anchor:
                after = (h.line - 1 for h in self.headings[index + 1 :] if h.level <= heading.level)
                return heading.line, next(after, len(self.lines))
        return None

    def table_in(self, anchor: str) -> Table | None:
        section = self.section(anchor)
        return next((t for t in self.tables if section and section[0] < t.line <= section[1]), None)

    @property
    def lines(self) -> list[str]:
        return self.text.split("\n")

    def source(self, line: int, end_line: int) -> str:
        """Lines `line` to `end_line` (inclusive) as written."""
        return "\n".join(self.lines[line - 1 : end_line])

    def with_newlines(self, text: str) -> str:
        """LF text with the page file's own line endings, for writing it back."""
        return text.replace("\n", self.newline) if self.newline != "\n" else text
