"""Tooltips: the first use of each glossary term on a page links to its entry on the glossary
page and shows its short definition on hover and on keyboard focus, in the language the page
is written in (autograd_site/postbuild/terms.py).

Once a page: a reader who met the term above knows where its definition is, and dozens of
underlines (gradien, градиент) made every line look like a link. The glossary page's own
tables are not marked: they are the definitions; its entries get the anchors the links
point at (`term-` and the English name, the same in every language).
"""

from __future__ import annotations

import itertools
from pathlib import Path

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.structure.files import Files
from mkdocs.structure.pages import Page
from mkdocs.utils import get_relative_url

from autograd_site import glossary
from autograd_site.languages import BY_CODE
from autograd_site.postbuild.html import Edit, Tokens, splice
from autograd_site.postbuild.terms import mark_terms
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


def entry_anchors(html: str, terms: glossary.Glossary) -> list[Edit]:
    """The edits that give each row of the glossary page's terms table its entry's id."""
    tokens = Tokens(html, follow=())
    heading = next((i for i, tag in enumerate(tokens.tags) if tag.attrs.get("id") == glossary.TERMS_ANCHOR), None)
    if heading is None:
        return []
    table = next((i for i in range(heading, len(tokens.tags)) if tokens.tags[i].name == "table"), None)
    if table is None:
        return []
    in_table = itertools.takewhile(lambda tag: tag.name != "table", tokens.tags[table + 1 :])  # up to the next table
    body = [tag for tag in in_table if tag.name == "tr"][1:]  # the first row is the table's head
    return [row.before_end(f' id="{entry.anchor}"') for row, entry in zip(body, terms.entries, strict=False)]
