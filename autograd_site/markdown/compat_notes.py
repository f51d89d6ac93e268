"""The compatibility matrix on the site (data/compat.json, `nox -s versions`), as
autograd_site/compat/render.py writes it: a topic page's badge and notes, and the home page's
table, in the language of the page's file. A difference without its sentence, or the reverse,
is a warning (the strict build fails). Only the Markdown rendered changes: verify reads the files.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Iterable
from pathlib import Path

from autograd_site.compat.explain import problems
from autograd_site.compat.matrix import Matrix, load
from autograd_site.compat.render import TABLE_MARKER, example_notes, home_table, page_kinds, range_note
from autograd_site.languages import BY_CODE, Language
from autograd_site.verify.collect import Page, collect_page

LOG = logging.getLogger("mkdocs.plugins.autograd_site")  # a warning: the strict build fails on it
TABLE_ANCHOR = "pytorch-versions"  # the home page's section that holds the table
H1 = re.compile(r"^# (?P<title>.+?)(?:\s*\{[^}]*\})?\s*$", re.M)


def read_matrix(path: Path) -> Matrix | None:
    """The committed matrix, or None when it is absent or records no release."""
    matrix = Matrix(load(path))
    return matrix if matrix.releases else None


def title_of(path: Path) -> str:
    """A page's first heading, as the nav shows it (titles come from it, mkdocs.yml says)."""
    found = H1.search(path.read_text(encoding="utf-8")) if path.is_file() else None
    return found["title"] if found else path.stem


def nav_titles(language: Language, sources: Iterable[Path], docs_dir: Path) -> dict[str, str]:
    """page file name -> title, for the Markdown pages of `language`'s nav, in nav order."""
    titles = {}
    for source in sources:
        relative = source.relative_to(docs_dir) if source.is_absolute() else source
        if relative.suffix == ".md" and relative.parts[0] == language.code:
            name = relative.relative_to(language.code).as_posix()
            titles[name] = title_of(docs_dir / relative)
    return titles


def under_first_heading(markdown: str, text: str) -> str:
    found = H1.search(markdown)
    if not found:
        return f"{text}\n\n{markdown}"
    return f"{markdown[: found.end()]}\n\n{text}\n{markdown[found.end() :]}"


def annotate(
    markdown: str,
    src_uri: str,
    path: Path,
    matrix: Matrix | None,
    titles: Callable[[], dict[str, str]],
    collected: Callable[[], tuple[Page, int] | None] = lambda: None,
    collect: Callable[[Path], Page] = collect_page,
) -> str:
    """The page's Markdown with the matrix shown: `src_uri` is its file under docs/, `path`
    that file, `titles()` the nav's pages of the file's language (for the home page's table:
    asked only there, as they read every page); `collected()` the Markdown already collected,
    if the build has it, and how many characters of the file (its front matter) precede the
    Markdown; `collect(path)` another page of the language collected."""
    language = BY_CODE.get(src_uri.split("/", 1)[0])  # docs/<code>/page.md: <code>'s; None outside a language's folder
    if language is None or not src_uri.endswith(".md"):
        return markdown
    if src_uri == f"{language.code}/index.md" and TABLE_MARKER in markdown:
        return markdown.replace(TABLE_MARKER, home_table(matrix, language, titles(), collect=collect) if matrix else "")
    if matrix is None:
        return markdown
    page, shift = collected() or (collect_page(path, markdown), 0)
    note = range_note(matrix, src_uri, language, page_kinds(page, matrix))
    if note is None:
        return markdown
    markdown = example_notes(markdown, path, matrix, language, page, shift)
    for problem in problems(path, matrix, page):  # a difference without its sentence, or a stale one
        LOG.warning(f"autograd_site: {problem}")
    # A badge, not a paragraph: the lesson's first paragraph stays its own.
    badge = f'<div class="compat-badge" markdown="span">[{note}](index.md#{TABLE_ANCHOR})</div>'
    return under_first_heading(markdown, badge)
