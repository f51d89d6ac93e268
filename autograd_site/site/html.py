"""HTML as the plugin reads and edits it: page content as a BeautifulSoup tree; the theme's
chrome around it through Python's HTML tokenizer (see Chrome). No regular expressions."""
from __future__ import annotations

from dataclasses import dataclass
from html.parser import HTMLParser
from itertools import accumulate

from bs4 import BeautifulSoup
from bs4.formatter import HTMLFormatter

PARSER = "html.parser"  # Python's own: no compiled dependency


class AsWritten(HTMLFormatter):
    """Attributes in their original order (BeautifulSoup sorts them), void elements and
    boolean attributes as HTML writes them (<br>, <a download>); only &, < and > escaped."""

    def __init__(self) -> None:
        super().__init__(
            entity_substitution=HTMLFormatter.REGISTRY["minimal"].entity_substitution,
            void_element_close_prefix=None,
            empty_attributes_are_booleans=True,
        )

    def attributes(self, tag):
        return list(tag.attrs.items())


FORMATTER = AsWritten()


def parse(html: str) -> BeautifulSoup:
    return BeautifulSoup(html, PARSER)


def render(soup: BeautifulSoup) -> str:
    """The document again; script and style contents are written back as they were."""
    return soup.decode(formatter=FORMATTER)


def fragment(html: str) -> list:
    """The nodes of an HTML fragment, ready to insert into another document."""
    return list(parse(html).contents)


# --- The page around its content -------------------------------------------------------
# A whole page's tree costs several times what MkDocs spends on the page itself, and the
# whole-page edits (links in the head, the search dialog, Material's page config) all sit
# in the theme's chrome. So the chrome is read by Python's HTML tokenizer (what
# BeautifulSoup's parser is built on) and edited at the places it reports, and the page's
# content between <main> and </main> is not read at all.


@dataclass
class StartTag:
    """A start tag as written (`text`), where it starts and ends in the page, and for a
    <script> or <style>, where its contents end."""

    name: str
    attrs: dict[str, str]
    start: int
    end: int
    contents_end: int | None = None


class Chrome(HTMLParser):
    """The start tags of a page outside its <main> element."""

    def __init__(self, page: str):
        super().__init__(convert_charrefs=True)
        self.tags: list[StartTag] = []
        main_start, main_end = page.find("<main"), page.rfind("</main>")
        regions = [(0, len(page))] if main_start < 0 or main_end < 0 else [(0, main_start), (main_end, len(page))]
        for start, end in regions:
            # Where each line of the region starts: the tokenizer reports (line, column).
            self.region, self.lines = start, [0, *accumulate(len(line) + 1 for line in page[start:end].split("\n"))]
            self.reset()
            self.feed(page[start:end])
            self.close()

    def position(self) -> int:
        """Where the tokenizer is, as an index into the page."""
        line, column = self.getpos()
        return self.region + self.lines[line - 1] + column

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        start = self.position()
        text = self.get_starttag_text() or ""
        self.tags.append(StartTag(tag, {k: v or "" for k, v in attrs}, start, start + len(text)))

    handle_startendtag = handle_starttag

    def handle_endtag(self, tag: str) -> None:
        if tag in ("script", "style"):
            opened = next((t for t in reversed(self.tags) if t.name == tag and t.contents_end is None), None)
            if opened:
                opened.contents_end = self.position()


Edit = tuple[int, int, str]  # replace page[start:end] with the text


def splice(page: str, edits: list[Edit]) -> str:
    """The page with each (start, end) range replaced by its text; ranges must not overlap."""
    for start, end, text in sorted(edits, reverse=True):
        page = page[:start] + text + page[end:]
    return page
