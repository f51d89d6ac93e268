"""Tell readers of a translation when it lags behind its source page.

- A translated page whose source changed since it was translated (its `source_hash` no
  longer matches, see autograd_site.translate.freshness) gets a banner linking to the source.
- A page not translated yet is served by mkdocs-static-i18n from the source language
  (`fallback_to_default`, on by default): its File then has the source's `locale` while the
  build is for another language. It gets a banner saying so, in the reader's language.
The banners' words are in autograd_site/languages.py; they look like Material admonitions.
"""
from __future__ import annotations

from html import escape
from pathlib import Path

from mkdocs.structure.pages import Page
from mkdocs.utils import get_relative_url

from autograd_site.languages import SOURCE, Language
from autograd_site.translate.freshness import STALE, state
from autograd_site.translate.pairs import pair


def banner(kind: str, language: Language, text: str) -> str:
    return (
        f'<div class="admonition {kind} translation-banner" lang="{language.code}">'
        f'<p class="admonition-title">{escape(language.banner_title)}</p><p>{text}</p></div>\n'
    )


def translation_banner(page: Page, language: Language, docs_dir: Path) -> str:
    """The banner a page of `language` needs ("" for none): missing or stale translation."""
    if language.is_source or not page.file.src_uri.endswith(".md"):
        return ""
    if getattr(page.file, "locale", language.code) != language.code:  # i18n's fallback to the source
        return banner("info", language, escape(language.missing_banner))
    name = page.file.src_uri.removeprefix(f"{language.code}/")
    if state(pair(name, language, docs_dir)) != STALE:
        return ""
    source_url = get_relative_url(page.url.removeprefix(f"{language.code}/"), page.url)
    link = f'<a href="{escape(source_url)}" hreflang="{SOURCE.code}" lang="{SOURCE.code}">{escape(SOURCE.name)}</a>'
    return banner("warning", language, escape(language.stale_banner).replace("{source}", link))
