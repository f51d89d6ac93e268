"""Tell readers of a translation when it lags behind its source page.

- A translated page whose source changed since it was translated (its `source_hash` no
  longer matches, see autograd_site.translate.freshness) gets a banner linking to the source,
  and naming the sections that changed, each a link to it on the page itself (a translation
  has its source's heading anchors), titled as the translation titles it. A section the
  source added since links to the source page. Translations marked before sections were
  recorded get the banner without them.
- A page not translated yet is served by mkdocs-static-i18n from the source language
  (`fallback_to_default`, on by default): its File then has the source's `locale` while the
  build is for another language. It gets a banner saying so, in the reader's language.
The banners' words are in autograd_site/languages.py; they look like Material admonitions.
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
