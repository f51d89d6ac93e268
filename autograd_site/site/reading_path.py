"""The readers' path through the nav: the top level and each section that holds lessons (a
part). A lesson is a page with a notebook; the nav numbers them across the parts, in the page's
first heading (so nav, footer and search show it). Previous/next follow the path; any other
section (the error reference) is a chain of its own, so no lesson's footer leads into it.
"""

from __future__ import annotations

from pathlib import Path

from mkdocs.structure.nav import Navigation, Section
from mkdocs.structure.pages import Page

from autograd_site.markdown.compat_notes import H1
from autograd_site.notebooks import notebook_path


def is_lesson(page: Page, docs_dir: Path) -> bool:
    """A Markdown page that has a notebook: a page with runnable examples."""
    return page.file.src_uri.endswith(".md") and notebook_path(docs_dir / page.file.src_uri).is_file()


def path_pages(nav: Navigation, docs_dir: Path) -> list[Page]:
    """The readers' path in the nav's order: top-level pages, and the pages of each section
    that holds a lesson (a part of the course)."""
    pages: list[Page] = []
    for item in nav.items:
        if isinstance(item, Page):
            pages.append(item)
        elif isinstance(item, Section):
            members = [child for child in item.children if isinstance(child, Page)]
            if any(is_lesson(member, docs_dir) for member in members):
                pages.extend(members)
    return pages


def lesson_numbers(nav: Navigation, docs_dir: Path) -> dict[str, int]:
    lessons = [page for page in path_pages(nav, docs_dir) if is_lesson(page, docs_dir)]
    return {page.file.src_uri: number for number, page in enumerate(lessons, start=1)}


def numbered_heading(markdown: str, number: int) -> str:
    """The page's Markdown with its first heading numbered: "# Autograd" -> "# 1. Autograd"."""
    found = H1.search(markdown)
    if not found:
        return markdown
    start = found.start("title")
    return f"{markdown[:start]}{number}. {markdown[start:]}"


def numbered_titles(titles: dict[str, str], numbers: dict[str, int], code: str) -> dict[str, str]:
    """Titles of a language's pages by file name (autograd_site/markdown/compat_notes.py's nav_titles), each lesson's
    numbered as its heading is: the home page's table names the lessons as the nav does."""
    return {name: f"{numbers[f'{code}/{name}']}. {title}" if f"{code}/{name}" in numbers else title for name, title in titles.items()}


def link_chains(nav: Navigation, docs_dir: Path) -> None:
    """Each page's previous and next within its own chain: the readers' path, or its section."""
    on_path = {id(page) for page in path_pages(nav, docs_dir)}
    chains: dict[int, list[Page]] = {}
    for page in nav.pages:  # a page's parent is its section, None at the top level
        chains.setdefault(0 if id(page) in on_path else id(page.parent), []).append(page)
    for chain in chains.values():
        for index, page in enumerate(chain):
            page.previous_page = chain[index - 1] if index > 0 else None
            page.next_page = chain[index + 1] if index + 1 < len(chain) else None
