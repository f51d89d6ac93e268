"""Each page's `<meta name="description">`, in its language: a page's own `description:` in its
front matter (Material writes it); a notebook page, which has none, its lesson's, after the
word for notebooks. Without one, Material writes the site's English `site_description` on
every page."""

from __future__ import annotations

from pathlib import Path

from mkdocs.utils.meta import get_data

from autograd_site.languages import Language


def description_of(page: Path) -> str | None:
    """The `description:` of a page's front matter, if it has one."""
    if not page.is_file():
        return None
    _, meta = get_data(page.read_text(encoding="utf-8"))  # as MkDocs reads a page's front matter
    value = meta.get("description")
    return str(value) if value else None


def notebook_description(src_uri: str, docs: Path, language: Language) -> str | None:
    """A notebook page's description: its lesson's ("id/notebooks/backward.ipynb" is
    docs/id/backward.md's notebook)."""
    lesson = description_of(docs / language.code / f"{Path(src_uri).stem}.md")
    return f"{language.notebooks_title}: {lesson}" if lesson else None
