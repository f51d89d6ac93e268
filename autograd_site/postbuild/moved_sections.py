"""Sections that moved to another page keep their old addresses: per move listed in mkdocs.yml
(`moved_sections`), the old page carries a hidden link to the new place, which the link check
verifies and docs/assets/javascripts/moved-sections.js follows when the anchor is gone.
"""

from __future__ import annotations

from html import escape
from pathlib import PurePosixPath


class MovedSectionError(ValueError):
    """A moved_sections entry that is not "page.md#anchor"."""


def split_target(entry: str) -> tuple[str, str]:
    page, hash_sign, anchor = entry.partition("#")
    if not hash_sign or not anchor or not page.endswith(".md"):
        raise MovedSectionError(f'moved_sections: "{entry}" is not "page.md#anchor" (mkdocs.yml, plugins: autograd-site)')
    return page, anchor


def moves_from(page_name: str, moved: dict[str, str]) -> list[tuple[str, str, str]]:
    """(old anchor, new page, new anchor) for each section that moved off the page named
    `page_name` (its file name under the language's folder, e.g. "custom-function.md")."""
    moves = [(*split_target(old), *split_target(new)) for old, new in moved.items()]
    return [(old_anchor, new_page, new_anchor) for old_page, old_anchor, new_page, new_anchor in moves if old_page == page_name]


def page_url(name: str, use_directory_urls: bool) -> str:
    """A sibling page's address relative to a page of the same folder ("new.md" -> "../new/")."""
    stem = PurePosixPath(name).stem
    return f"../{stem}/" if use_directory_urls else f"{stem}.html"


def moved_links(page_name: str, moved: dict[str, str], use_directory_urls: bool) -> str:
    """The hidden links the old page carries: an empty string when nothing moved off it."""
    moves = moves_from(page_name, moved)
    if not moves:
        return ""
    links = "".join(
        f'<a data-moved-from="{escape(old)}" href="{escape(page_url(new_page, use_directory_urls))}#{escape(new_anchor)}"></a>'
        for old, new_page, new_anchor in moves
    )
    return f'<nav class="moved-sections" hidden aria-hidden="true">{links}</nav>'
