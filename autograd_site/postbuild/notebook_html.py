"""A rendered notebook page (nbconvert's HTML, via mkdocs-jupyter) made to load nothing from
other hosts and to let a keyboard reach its code (site/notebook_pages.py calls these).

- strip_cdn_loaders: nbconvert's template loads MathJax and mermaid from CDNs. Both go (the
  math is typeset at build time, autograd_site/markdown/math.py); any other load from another
  host is an error (RemoteLoad).
- focusable_code: nbconvert's code cells scroll sideways but cannot be focused, so a keyboard
  user cannot scroll them (axe-core, serious): each becomes focusable.
"""

from __future__ import annotations

import functools
import re

from autograd_site.postbuild.html import Edit, StartTag, Tokens

REMOTE = re.compile(r"^(?:[a-z][a-z0-9+.-]*:)?//", re.I)  # http://, https://, //host
# import("https://…") in a script, @import url(https://…) in a style
REMOTE_LOAD = re.compile(r"""(?:\bimport\s*\(|@import\s+(?:url\()?)\s*["']?(?:[a-z][a-z0-9+.-]*:)?//[^"')\s]*""", re.I)
LOADERS = ["script", "style", "link", "img", "iframe", "source", "video", "audio", "embed", "object", "input"]


class RemoteLoad(ValueError):
    """A rendered notebook that loads something from another host."""


def is_cdn_loader(page: str, tag: StartTag) -> bool:
    """nbconvert's MathJax configuration and loader, and its mermaid loader."""
    if tag.name != "script":
        return False
    if tag.attrs.get("type") == "text/x-mathjax-config":
        return True
    if REMOTE.match(tag.attrs.get("src", "")) and "mathjax" in tag.attrs["src"].lower():
        return True
    return tag.attrs.get("type") == "module" and ".jp-Mermaid" in contents(page, tag)


def contents(page: str, tag: StartTag) -> str:
    return page[tag.end : tag.contents_end] if tag.contents_end is not None else ""


def remote_load(page: str, tag: StartTag) -> str | None:
    """What an element loads from another host, if anything: a src, a stylesheet, an import()."""
    for attribute in ("src", "srcset", "data"):
        if REMOTE.match(tag.attrs.get(attribute, "")):
            return tag.attrs[attribute]
    if tag.name == "link" and "stylesheet" in tag.attrs.get("rel", "").split() and REMOTE.match(tag.attrs.get("href", "")):
        return tag.attrs["href"]
    if tag.name in ("script", "style"):
        return remote_import(contents(page, tag))
    return None


@functools.lru_cache(maxsize=64)  # nbconvert's styles and scripts are the same on every notebook page
def remote_import(code: str) -> str | None:
    """What a script's or a style's code imports from another host, if anything."""
    load = REMOTE_LOAD.search(code)
    return load[0] if load else None


def strip_cdn_loaders(page: str, tokens: Tokens, where: str) -> list[Edit]:
    """The edits that remove the notebook's CDN loaders; an error if any other remote load is left."""
    edits = []
    for tag in tokens.tags:
        if is_cdn_loader(page, tag):
            end = page.index(">", tag.contents_end) + 1 if tag.contents_end is not None else tag.end
            edits.append((tag.start, end, ""))
            continue
        url = remote_load(page, tag) if tag.name in LOADERS else None
        if url:
            raise RemoteLoad(f"{where}: the rendered notebook loads from another host: <{tag.name}> {url}")
    return edits


def focusable_code(tokens: Tokens) -> list[Edit]:
    return [
        tag.before_end(' tabindex="0"')
        for tag in tokens.tags
        if tag.name == "div" and "highlight-ipynb" in tag.classes and "tabindex" not in tag.attrs
    ]
