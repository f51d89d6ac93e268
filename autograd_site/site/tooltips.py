"""Tooltips: every glossary term in a page's prose shows its short definition on hover and on
keyboard focus, in the language the page is written in (autograd_site.glossary.mark_terms).

The first use of each term in every section is marked: a focusable <abbr title="..."
tabindex="0">, which Material's `content.tooltips` feature turns into a tooltip on hover and
focus. Marking every use would put dozens of tab stops on a page (gradien, градиент) for the
same definition; a section is where a reader lands from the table of contents or search.
The glossary page's own tables are not marked: they are the definitions.
"""

from __future__ import annotations

from pathlib import Path

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.structure.pages import Page

from autograd_site import glossary
from autograd_site.languages import BY_CODE
from autograd_site.site.i18n import current_language


def mark_glossary_terms(html: str, page: Page, config: MkDocsConfig) -> str:
    """The page's HTML with the first use of each glossary term per section marked."""
    if not page.file.src_uri.endswith(".md"):
        return html
    # A page not translated yet is served in the source language: its terms are the source's.
    locale: str = getattr(page.file, "locale", "")  # set by mkdocs-static-i18n on its files
    language = BY_CODE.get(locale, current_language(config))
    docs_dir = Path(config.docs_dir)
    if not glossary.glossary_path(language, docs_dir).is_file():
        return html
    is_glossary = Path(page.file.src_uri).name == glossary.glossary_path(language, docs_dir).name
    return glossary.mark_terms(html, glossary.load(language, docs_dir), language, skip_tables=is_glossary)
