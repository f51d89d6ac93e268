"""MkDocs hooks for what mkdocs-static-i18n and Material do not localise by themselves.

- A 404 page in each language (on_template_context, on_post_template). MkDocs writes every
  language build's 404.html to the site root, so the last build (Russian) would overwrite
  the source language's; a translation's goes to /<code>/404.html instead.
- Search in the reader's language (on_post_page, on_post_build). i18n merges every
  language into one search index, so an Indonesian search listed Russian pages too. The
  merged index is split into one per language (/search/, /<code>/search/), each with its
  own lunr language, and a translation's pages point Material's search (its `base`) at it.
- Anchors for every notebook heading (on_page_content). nbconvert's slugs drop non-ASCII
  letters, so a Russian notebook's headings got id="" and its table of contents made-up
  "#_3" links that led nowhere; Material's search then gave every such section its page's
  location, and equal locations make each query that reaches them fail in its worker.
  Headings with an empty or repeated id, and their TOC entries, get a Unicode slug.
- A language switch that keeps the page (on_page_context). i18n leaves notebook pages
  with the previous page's links (a Russian notebook's "Bahasa Indonesia" led to the home
  page); the switcher now links every page to its counterpart when docs/<code>/ has it.
- No failing requests (on_post_page). Material's script takes each <link rel="alternate"
  hreflang> in the head for the root of a language and fetches sitemap.xml beside it; i18n
  points them at the page itself, so every page view made two requests that 404. They go;
  the header's language switcher keeps its per-page links, sitemap.xml keeps the hreflang.
"""
from __future__ import annotations

import html as html_text
import json
import re
from collections import Counter
from pathlib import Path

from markdown.extensions.toc import slugify_unicode
from mkdocs.exceptions import PluginError
from mkdocs.plugins import event_priority

from autograd_site.hooks.site import current_language
from autograd_site.languages import BY_CODE, DOCS_DIR, LANGUAGES, Language, SOURCE
from autograd_site.search_lang import index_config, write_dictionary

NOT_FOUND = "404.html"
SEARCH_INDEX = Path("search") / "search_index.json"
ALTERNATE_LINK = re.compile(r'\n?[ \t]*<link rel="alternate" href="[^"]*" hreflang="[^"]*">')
HEADING = re.compile(r'<h(?P<level>[1-6]) id="(?P<id>[^"]*)">(?P<inner>.*?)</h(?P=level)>', re.S)
TAG = re.compile(r"<[^>]+>")
CONFIG_BASE = re.compile(r'(<script id="__config" type="application/json">\{[^<]*?"base": ")([^"]*)(")')


def localize(html: str, language: Language) -> str:
    """A page as its language's reader needs it: its own search index, no sitemap fetches."""
    html = ALTERNATE_LINK.sub("", html)
    if language.is_source:
        return html
    match = CONFIG_BASE.search(html)
    if not match:
        raise ValueError("Material's page config (<script id=\"__config\">) has no \"base\"")
    return CONFIG_BASE.sub(lambda m: m[1] + m[2].rstrip("/") + f"/{language.code}/" + m[3], html, count=1)


def on_template_context(context, template_name, config):
    if template_name == NOT_FOUND:
        language = current_language(config)
        set_switcher(config, lambda target: None)  # a 404 has no counterpart: home pages
        context["not_found"] = {
            "title": language.not_found_title,
            "text": language.not_found_text,
            "home": language.not_found_home,
        }
    return context


def on_post_template(output_content, template_name, config):
    if template_name != NOT_FOUND:
        return output_content
    language = current_language(config)
    output_content = localize(output_content, language)
    if not language.is_source:
        target = Path(config.site_dir) / language.code / NOT_FOUND
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(output_content, encoding="utf-8")
        return ""  # MkDocs writes nothing for empty output: the root 404.html stays the source's
    return output_content


def toc_links(toc):
    for link in toc:
        yield link
        yield from toc_links(link.children)


def heading_text(markup: str) -> str:
    return html_text.unescape(TAG.sub("", markup)).rstrip("¶").strip()


def anchor_headings(html: str, toc) -> str:
    """Give each heading with an empty or repeated id a Unicode slug, and each TOC entry the
    id and text of its heading (mkdocs-jupyter computes the TOC apart, with other slugs)."""
    used = set(re.findall(r'\sid="([^"]+)"', html))
    seen, headings = set(), []  # headings: (text, final id), in page order

    def anchor(match: re.Match) -> str:
        text = heading_text(match["inner"])
        if match["id"] and match["id"] not in seen:
            seen.add(match["id"])
            headings.append((text, match["id"]))
            return match[0]
        slug = base = slugify_unicode(text, "-") or "section"
        number = 1
        while slug in used:
            slug, number = f"{base}-{number}", number + 1
        used.add(slug)
        seen.add(slug)
        headings.append((text, slug))
        inner = re.sub(r'class="anchor-link" href="#[^"]*"', f'class="anchor-link" href="#{slug}"', match["inner"], count=1)
        return f'<h{match["level"]} id="{slug}">{inner}</h{match["level"]}>'

    html = HEADING.sub(anchor, html)
    links = list(toc_links(toc))
    if len(links) != len(headings):
        raise PluginError(f"a notebook's table of contents has {len(links)} entries for {len(headings)} headings")
    for link, (text, slug) in zip(links, headings):  # both in page order
        # mkdocs-jupyter's TOC titles also lose inline code: take the heading's text
        link.id, link.title = slug, html_text.escape(text, quote=False)
    return html


def on_page_content(html, page, config, files):
    if getattr(page, "nb_url", None):  # notebook pages, rendered by nbconvert
        return anchor_headings(html, page.toc)
    return html


def counterpart_url(page, language: Language, target: Language) -> str | None:
    """The URL of the page in `target`, if docs/<target>/ has the same file."""
    src = Path(page.file.src_uri)
    if src.parts[0] != language.code or not (DOCS_DIR / target.code / src.relative_to(language.code)).is_file():
        return None
    return prefix(target) + page.url[len(prefix(language)):]


def prefix(language: Language) -> str:
    return "" if language.is_source else f"{language.code}/"


def on_page_context(context, page, config, nav):
    """The switcher's links, set for every page after i18n (priority 50), which skips pages
    whose file is not its own (mkdocs-jupyter's notebooks keep the previous page's links)."""
    language = current_language(config)
    set_switcher(config, lambda target: page.url if target == language else counterpart_url(page, language, target))
    return context


def set_switcher(config, link_to) -> None:
    """Each language's link: link_to(language), or that language's home page if None."""
    # i18n's own list links each language's home (under site_url's path, if any).
    homes = getattr(config.plugins["i18n"], "extra_alternate", None) or config.extra.get("alternate") or []
    links = []
    for home in homes:
        link = link_to(BY_CODE[home["lang"]])
        links.append({**home, "link": home["link"] if link is None else link})
    # i18n sets extra.alternate as an attribute, which templates read before the item.
    config.extra.alternate = config.extra["alternate"] = links


def on_post_page(output, page, config):
    return localize(output, current_language(config))


def language_of_location(location: str) -> Language:
    first = location.split("#", 1)[0].split("/", 1)[0]
    return next((lang for lang in LANGUAGES if not lang.is_source and lang.code == first), SOURCE)


def split_search_index(site: Path) -> dict[str, int]:
    """Write each language's search index from i18n's merged one; returns entries per language."""
    merged = json.loads((site / SEARCH_INDEX).read_text(encoding="utf-8"))
    repeated = [loc for loc, n in Counter(doc["location"] for doc in merged["docs"]).items() if n > 1]
    if repeated:  # Material's search keys its highlighting on the location: such queries fail
        raise PluginError(f"search entries share a location (a heading without an id?): {', '.join(repeated)}")
    counts = {}
    for language in LANGUAGES:
        prefix = "" if language.is_source else f"{language.code}/"
        docs = [
            {**doc, "location": doc["location"][len(prefix):]}
            for doc in merged["docs"]
            if language_of_location(doc["location"]) == language
        ]
        index = {**merged, "config": index_config(merged["config"], language), "docs": docs}
        target = site / prefix / SEARCH_INDEX
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(json.dumps(index, ensure_ascii=False, separators=(",", ":")), encoding="utf-8")
        counts[language.code] = len(docs)
    return counts


@event_priority(-200)  # after mkdocs-static-i18n (-100) has merged every language's index
def on_post_build(config) -> None:
    if config.plugins["i18n"].building:
        return  # a translation's build, nested in the source's: i18n merges the index after it
    split_search_index(Path(config.site_dir))
    write_dictionary(Path(config.site_dir))  # the Indonesian stemmer's, for the search worker
