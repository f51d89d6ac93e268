"""Each page's `<meta name="description">`, in its language: a page's own `description:` in its
front matter (Material writes it); a notebook page, which has none, its lesson's, after the
word for notebooks. Without one, Material writes the site's English `site_description` on
every page."""

from __future__ import annotations

from pathlib import Path

import yaml

from autograd_site.languages import Language
from autograd_site.page.reader import front_matter


def description_of(page: Path) -> str | None:
    """The `description:` of a page's front matter, if it has one."""
    if not page.is_file():
        return None
    front = front_matter(page.read_text(encoding="utf-8"))
    data = yaml.safe_load(front.yaml) if front else None
    value = data.get("description") if isinstance(data, dict) else None
    return str(value) if value else None


def notebook_description(src_uri: str, docs: Path, language: Language) -> str | None:
    """A notebook page's description: its lesson's ("id/notebooks/backward.ipynb" is
    docs/id/backward.md's notebook)."""
    lesson = description_of(docs / language.code / f"{Path(src_uri).stem}.md")
    return f"{language.notebooks_title}: {lesson}" if lesson else None
