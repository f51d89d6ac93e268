"""The readers' path through the nav: lessons numbered, and previous/next links that stay on it.

- A lesson is a page at the nav's top level that has a notebook (a page with runnable
  examples, autograd_site/notebooks.py): the nav numbers them in its order, 1, 2, 3...,
  whatever pages the nav lists; the number goes into the page's first heading, so the nav,
  the page, the footer's links and search all show it.
- Previous/next: Material's footer follows the nav page by page. The readers' chain is the
  nav's top level (home, lessons, glossary); a section (the contributors' pages, the
  notebooks) is a chain of its own, so no lesson's or the glossary's footer leads into one.
"""

from __future__ import annotations

from pathlib import Path

from mkdocs.structure.nav import Navigation
from mkdocs.structure.pages import Page

from autograd_site.notebooks import notebook_path
from autograd_site.site.compat import H1


def lesson_numbers(nav: Navigation, docs_dir: Path) -> dict[str, int]:
    """src_uri -> lesson number, for the nav's top-level pages that have a notebook."""
    numbers: dict[str, int] = {}
    for item in nav.items:
        if isinstance(item, Page) and item.file.src_uri.endswith(".md"):
            source = docs_dir / item.file.src_uri
            if notebook_path(source).is_file():
                numbers[item.file.src_uri] = len(numbers) + 1
    return numbers


def numbered_heading(markdown: str, number: int) -> str:
    """The page's Markdown with its first heading numbered: "# Autograd" -> "# 1. Autograd"."""
    found = H1.search(markdown)
    if not found:
        return markdown
    start = found.start("title")
    return f"{markdown[:start]}{number}. {markdown[start:]}"


def numbered_titles(titles: dict[str, str], numbers: dict[str, int], code: str) -> dict[str, str]:
    """Titles of a language's pages by file name (site/compat.py's nav_titles), each lesson's
    numbered as its heading is: the home page's table names the lessons as the nav does."""
    return {name: f"{numbers[f'{code}/{name}']}. {title}" if f"{code}/{name}" in numbers else title for name, title in titles.items()}


def link_chains(nav: Navigation) -> None:
    """Each page's previous and next within its own chain: the top level, or its section."""
    chains: dict[int, list[Page]] = {}
    for page in nav.pages:  # a page's parent is its section, None at the top level
        chains.setdefault(id(page.parent) if page.parent is not None else 0, []).append(page)
    for chain in chains.values():
        for index, page in enumerate(chain):
            page.previous_page = chain[index - 1] if index > 0 else None
            page.next_page = chain[index + 1] if index + 1 < len(chain) else None
