"""The reading time of a lesson's opening box: a Python-Markdown extension (mkdocs.yml) that
replaces `<!-- reading-time -->` with the minutes autograd_site/page/opening.py counts, before
pymdownx.snippets (32) resolves the listings' includes, which the page model reads itself.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from markdown import Extension, Markdown
from markdown.preprocessors import Preprocessor

from autograd_site.languages import SOURCE
from autograd_site.page.opening import READING_TIME, READING_TIME_CLASS, reading_minutes
from autograd_site.page.reader import read_page

PRIORITY = 33  # before pymdownx.snippets (32) and the raw HTML stash (20)


def with_reading_time(text: str) -> str:
    """`text` (a page's Markdown) with each reading-time marker replaced by its minutes."""
    if READING_TIME not in text:
        return text
    minutes = reading_minutes(read_page(Path("page.md"), text, SOURCE))
    return text.replace(READING_TIME, f'<span class="{READING_TIME_CLASS}">{minutes}</span>')


class ReadingTime(Preprocessor):
    def run(self, lines: list[str]) -> list[str]:
        text = "\n".join(lines)
        return with_reading_time(text).split("\n") if READING_TIME in text else lines


class OpeningExtension(Extension):
    def extendMarkdown(self, md: Markdown) -> None:
        md.preprocessors.register(ReadingTime(md), "autograd_site_reading_time", PRIORITY)


def makeExtension(**kwargs: Any) -> OpeningExtension:  # noqa: N802  (the name Python-Markdown looks for)
    return OpeningExtension(**kwargs)
