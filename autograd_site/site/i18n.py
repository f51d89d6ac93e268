"""What mkdocs-static-i18n and Material do not localise by themselves: a 404 page per language
(every build writes the root's: a translation's goes to /<code>/404.html); one search index per
language, split from i18n's merged one; a switcher that keeps the page where its counterpart
exists; no <link rel="alternate" hreflang> in the head (Material fetched a sitemap.xml beside
each, two 404s a page view; sitemap.xml keeps the hreflang).
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

from jinja2.utils import htmlsafe_json_dumps
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.structure.pages import Page

from autograd_site.languages import BY_CODE, LANGUAGES, SOURCE, TRANSLATIONS, Language
from autograd_site.postbuild.html import Chrome, Edit
from autograd_site.postbuild.search import PACKED, packed, with_fields, worker_config
from autograd_site.postbuild.search import index_config as search_fields
from autograd_site.search_lang import index_config
from autograd_site.site.mkdocs_types import i18n_plugin

NOT_FOUND = "404.html"
SEARCH_INDEX = Path("search") / "search_index.json"


def current_language(config: MkDocsConfig) -> Language:
    """The language being built (i18n builds each language in turn)."""
    return BY_CODE[i18n_plugin(config).current_language]


def prefix(language: Language) -> str:
    return "" if language.is_source else f"{language.code}/"


def localize(page: str, chrome: Chrome, language: Language) -> list[Edit]:
    """A page as its language's reader needs it: its own search index, no sitemap fetches."""
    alternates = [tag for tag in chrome.tags if tag.name == "link" and tag.attrs.get("rel") == "alternate" and "hreflang" in tag.attrs]
    edits: list[Edit] = [(tag.start, tag.end, "") for tag in alternates]
    script = next((tag for tag in chrome.tags if tag.name == "script" and tag.attrs.get("id") == "__config"), None)
    app = json.loads(page[script.end : script.contents_end]) if script and script.contents_end else {}
    if language.is_source and "base" not in app:
        return edits  # a page without Material's config (nothing to search from)
    if "base" not in app:
        raise ValueError('Material\'s page config (<script id="__config">) has no "base"')
    assert script is not None and script.contents_end is not None  # "base" was read from it
    app = worker_config(app)  # the site's search worker (autograd_site/postbuild/search.py), in every language
    if not language.is_source:
        app["base"] = app["base"].rstrip("/") + f"/{language.code}/"
    # As Jinja's tojson writes it: no "<", ">" or "&" that could end the script early.
    return [*edits, (script.end, script.contents_end, str(htmlsafe_json_dumps(app, ensure_ascii=False)))]


def not_found_context(language: Language) -> dict[str, Any]:
    """The 404 page's words (overrides/404.html), in the build's language; the root one's also
    the translations whose own 404 page it shows under /<code>/ (a host serving only it)."""
    translations = [lang.code for lang in TRANSLATIONS] if language.is_source else []
    return {
        "title": language.not_found_title,
        "text": language.not_found_text,
        "home": language.not_found_home,
        "translations": translations,
    }


def counterpart_url(page: Page, language: Language, target: Language, docs_dir: Path) -> str | None:
    """The URL of the page in `target`, if docs/<target>/ has the same file."""
    src = Path(page.file.src_uri)
    if src.parts[0] != language.code or not (docs_dir / target.code / src.relative_to(language.code)).is_file():
        return None
    return prefix(target) + page.url[len(prefix(language)) :]


def set_switcher(config: MkDocsConfig, link_to: Callable[[Language], str | None]) -> None:
    """Each language's link: link_to(language), or that language's home page if None."""
    # i18n's own list links each language's home (under site_url's path, if any).
    homes = getattr(config.plugins["i18n"], "extra_alternate", None) or config.extra.get("alternate") or []
    links = []
    for home in homes:
        link = link_to(BY_CODE[home["lang"]])
        links.append({**home, "link": home["link"] if link is None else link})
    # i18n sets extra.alternate as an attribute, which templates read before the item.
    # MkDocs types `extra` as a LegacyConfig, which declares no attributes.
    config.extra.alternate = config.extra["alternate"] = links  # type: ignore[attr-defined]


def split_search_index(
    site: Path,
    complete: Callable[[list[dict[str, Any]]], list[dict[str, Any]]] | None = None,
    fields: dict[str, dict[str, tuple[str, list[float]]]] | None = None,
    concepts: dict[str, dict[str, str]] | None = None,
) -> dict[str, int]:
    """Write each language's search index from i18n's merged one; returns entries per
    language. `complete(entries)` first makes the merged entries whole (a dirty rebuild's
    holds only the pages it rendered: rebuild.py); `fields` and `concepts`, by language code
    and location, the messages and terms the entries get (postbuild/search.py's with_fields)."""
    merged = json.loads((site / SEARCH_INDEX).read_text(encoding="utf-8"))
    if complete is not None:
        merged["docs"] = complete(merged["docs"])
    repeated = [loc for loc, n in Counter(doc["location"] for doc in merged["docs"]).items() if n > 1]
    if repeated:  # Material's search keys its highlighting on the location: such queries fail
        raise PluginError(f"search entries share a location (a heading without an id?): {', '.join(repeated)}")
    entries: dict[str, list[dict[str, Any]]] = {language.code: [] for language in LANGUAGES}
    for doc in merged["docs"]:
        first = doc["location"].split("#", 1)[0].split("/", 1)[0]  # a translation's pages are under /<code>/
        language = next((lang for lang in TRANSLATIONS if lang.code == first), SOURCE)
        doc = {**doc, "location": doc["location"][len(prefix(language)) :]}  # relative to its language's root
        entries[language.code].append(with_fields(doc, (fields or {}).get(language.code, {}), (concepts or {}).get(language.code, {})))
    for language in LANGUAGES:
        index = {**merged, "config": index_config(search_fields(merged["config"]), language), "docs": entries[language.code]}
        target = site / prefix(language) / SEARCH_INDEX
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(json.dumps(index, ensure_ascii=False, separators=(",", ":")).encode())
        (target.parent / PACKED).write_bytes(packed(target.read_bytes()))  # what the browser fetches
    return {code: len(found) for code, found in entries.items()}
