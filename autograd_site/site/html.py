"""HTML read and written with BeautifulSoup: every edit the plugin makes goes through here."""
from __future__ import annotations

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
