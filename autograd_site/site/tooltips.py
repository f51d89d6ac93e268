"""Tooltips (autograd_site/postbuild/terms.py) on each page, from the glossary of the
language the page is written in, linked to that language's glossary page."""

from __future__ import annotations

from pathlib import Path

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.structure.files import Files
from mkdocs.structure.pages import Page
from mkdocs.utils import get_relative_url

from autograd_site import glossary
from autograd_site.languages import BY_CODE
from autograd_site.postbuild.html import splice
from autograd_site.postbuild.terms import entry_anchors, mark_terms
from autograd_site.site.i18n import current_language


def mark_glossary_terms(html: str, page: Page, config: MkDocsConfig, files: Files) -> str:
    """The page's HTML with the first use of each glossary term linked to its entry."""
    if not page.file.src_uri.endswith(".md"):
        return html
    # A page not translated yet is served in the source language: its terms are the source's.
    locale: str = getattr(page.file, "locale", "")  # set by mkdocs-static-i18n on its files
    language = BY_CODE.get(locale, current_language(config))
    docs_dir = Path(config.docs_dir)
    path = glossary.glossary_path(language, docs_dir)
    if not path.is_file():
        return html
    terms = glossary.load(language, docs_dir)
    if terms.problems:  # a row it cannot read: its file, line and fix, not a traceback
        raise PluginError(str(terms.problems[0]))
    is_glossary = Path(page.file.src_uri).name == path.name
    glossary_file = files.get_file_from_path(f"{language.code}/{path.name}")
    entry_url = "" if is_glossary or glossary_file is None else get_relative_url(glossary_file.url, page.url)
    if is_glossary:
        html = splice(html, entry_anchors(html, terms))
    return mark_terms(html, terms, language, entry_url, skip_tables=is_glossary)
