"""HTML as the plugin reads and edits it, never with regular expressions: pages by Python's
HTML tokenizer (Tokens), edited at the offsets it reports (splice; a BeautifulSoup tree of
every page cost more than MkDocs' whole build of it); small fragments (one formula's MathML)
as a BeautifulSoup tree (parse, render).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from html.parser import HTMLParser
from itertools import accumulate

from bs4 import BeautifulSoup
from bs4.element import AttributeValueList, Tag
from bs4.formatter import HTMLFormatter

PARSER = "html.parser"  # Python's own: no compiled dependency


class AsWritten(HTMLFormatter):
    """Attributes in their original order (BeautifulSoup sorts them), void elements and
    boolean attributes as HTML writes them (<br>, <a download>); only &, < and > escaped."""

    def __init__(self) -> None:
        super().__init__(
            entity_substitution=HTMLFormatter.REGISTRY["minimal"].entity_substitution,
            void_element_close_prefix="",  # <br>, not <br/> (bs4 treats "" as it treats None)
            empty_attributes_are_booleans=True,
        )

    def attributes(self, tag: Tag) -> list[tuple[str, str | AttributeValueList]]:
        return list(tag.attrs.items())


FORMATTER = AsWritten()


def parse(html: str) -> BeautifulSoup:
    return BeautifulSoup(html, PARSER)


def render(soup: BeautifulSoup) -> str:
    """The document again; script and style contents are written back as they were."""
    return soup.decode(formatter=FORMATTER)


# --- Tokens: a page read by Python's HTML tokenizer, for edits at the places it reports ---

VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track", "wbr"}
Edit = tuple[int, int, str]  # replace page[start:end] with the text


@dataclass
class StartTag:
    """A start tag: its name, attributes (unescaped), where it starts and ends in the page;
    for the elements the reader was asked to follow, where their contents end and their text."""

    name: str
    attrs: dict[str, str]
    start: int
    end: int
    contents_end: int | None = None
    text: str = ""
    line: int = 0  # 1-based, in the region read
    within: tuple[StartTag, ...] = field(default=(), repr=False, compare=False)  # its open ancestors, outermost first

    @property
    def classes(self) -> list[str]:
        return self.attrs.get("class", "").split()

    def before_end(self, text: str) -> Edit:
        """The edit that inserts text (attributes) just before the tag's closing ">"."""
        return self.end - 1, self.end - 1, text


@dataclass
class TextRun:
    """Text between two tags, as written in the page (entities unconverted), and the
    elements it is inside, outermost first."""

    start: int
    end: int
    within: tuple[StartTag, ...]


class Tokens(HTMLParser):
    """The start tags and text runs of a page (or of its `regions`), with their offsets.
    For tags named in `follow`, where their contents end and their text are kept too.
    An element still open at the end of a region is open in the next (what lies between
    regions is skipped whole: a code block, the page's <main>)."""

    def __init__(self, page: str, regions: list[tuple[int, int]] | None = None, follow: tuple[str, ...] = ("script", "style")):
        super().__init__(convert_charrefs=True)
        self.tags: list[StartTag] = []
        self.runs: list[TextRun] = []
        self.follow = follow
        self.open: list[StartTag] = []  # elements not closed yet
        for start, end in regions or [(0, len(page))]:
            # Where each line of the region starts: the tokenizer reports (line, column).
            self.region, self.lines = start, [0, *accumulate(len(line) + 1 for line in page[start:end].split("\n"))]
            self.run_start: int | None = None
            self.reset()
            self.feed(page[start:end])
            self.close()
            self.end_run(end)

    def position(self) -> int:
        """Where the tokenizer is, as an index into the page."""
        line, column = self.getpos()
        return self.region + self.lines[line - 1] + column

    def end_run(self, end: int | None = None) -> None:
        if self.run_start is not None:
            self.runs.append(TextRun(self.run_start, self.position() if end is None else end, tuple(self.open)))
            self.run_start = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.end_run()
        start = self.position()
        end = start + len(self.get_starttag_text() or "")
        element = StartTag(tag, {k: v or "" for k, v in attrs}, start, end, line=self.getpos()[0], within=tuple(self.open))
        self.tags.append(element)
        if tag not in VOID:
            self.open.append(element)

    def handle_endtag(self, tag: str) -> None:
        self.end_run()
        for depth in range(len(self.open) - 1, -1, -1):
            if self.open[depth].name == tag:
                if tag in self.follow:
                    self.open[depth].contents_end = self.position()
                del self.open[depth:]
                break

    def handle_data(self, data: str) -> None:
        if self.run_start is None:
            self.run_start = self.position()
        for element in self.open:
            if element.name in self.follow:
                element.text += data

    def handle_comment(self, data: str) -> None:
        self.end_run()


class Chrome(Tokens):
    """The start tags of a page outside its <main> element: the theme's chrome, where the
    whole-page edits are (links in the head, the search dialog, Material's page config)."""

    def __init__(self, page: str):
        main_start, main_end = page.find("<main"), page.rfind("</main>")
        outside = [(0, main_start), (main_end, len(page))] if 0 <= main_start < main_end else None
        super().__init__(page, outside)


def splice(page: str, edits: list[Edit]) -> str:
    """The page with each (start, end) range replaced by its text; ranges must not overlap."""
    pieces, position = [], 0
    for start, end, text in sorted(edits):
        if start < position:
            raise ValueError(f"overlapping edits at {start} (the previous one ends at {position})")
        pieces += [page[position:start], text]
        position = end
    return "".join([*pieces, page[position:]])
