"""Tell readers of a translation when it lags behind its source page: a stale translation (see
autograd_site.translate.freshness) gets a banner naming the sections that changed (on the page
itself, or on the source for a section it added); a page not translated yet, which
mkdocs-static-i18n serves from the source language (its File keeps the source's `locale`), says so.
"""

from __future__ import annotations

import re
from html import escape
from pathlib import Path

from mkdocs.structure.pages import Page
from mkdocs.utils import get_relative_url

from autograd_site.languages import SOURCE, Language
from autograd_site.translate.freshness import STALE, TOP, section_titles, stale_sections, state
from autograd_site.translate.pairs import PagePair, pair

CODE_SPAN = re.compile(r"`([^`]+)`")


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
    changed = changed_section_links(pair(name, language, docs_dir), source_url)
    if not changed:  # marked before sections were recorded
        return banner("warning", language, escape(language.stale_banner).replace("{source}", link))
    text = escape(language.stale_sections_banner).replace("{source}", link)
    return banner("warning", language, text.replace("{sections}", ", ".join(changed)))


def inline_title(markdown_title: str) -> str:
    """A heading's Markdown as HTML, for the few kinds headings use here: text and `code`."""
    return CODE_SPAN.sub(lambda code: f"<code>{code[1]}</code>", escape(markdown_title, quote=False))


def changed_section_links(translation: PagePair, source_url: str) -> list[str]:
    """Links to the sections of the source that changed since the translation was marked;
    [] when it recorded no sections."""
    text = translation.translation.read_text(encoding="utf-8")
    source_text = translation.source.read_text(encoding="utf-8")
    titles, source_titles = section_titles(text), section_titles(source_text)
    links = []
    for anchor in stale_sections(text, source_text) or []:
        href = "#" if anchor == TOP else f"#{anchor}"
        if anchor in titles:
            links.append(f'<a href="{escape(href)}">{inline_title(titles[anchor])}</a>')
        else:  # new in the source: not on this page yet
            title = inline_title(source_titles.get(anchor, anchor))
            links.append(f'<a href="{escape(source_url + href)}" hreflang="{SOURCE.code}" lang="{SOURCE.code}">{title}</a>')
    return links
