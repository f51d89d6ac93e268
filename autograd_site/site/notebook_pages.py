"""Notebook pages (mkdocs-jupyter renders them with nbconvert) made to work like the others.

- rewrap_notebooks: mkdocs-static-i18n rebuilds the file list and drops mkdocs-jupyter's
  notebook wrapper, so notebooks would be published as raw JSON (upstream
  mkdocs-static-i18n #198); each is wrapped again, keeping the path i18n chose (/ru/...).
- strip_cdn_loaders: nbconvert's template loads MathJax and mermaid from CDNs. Both go (the
  math is typeset at build time, autograd_site/markdown/math.py); any other load from another
  host fails the build.
- anchor_headings: nbconvert's slugs drop non-ASCII letters, so a Russian notebook's headings
  got id="" and its table of contents made-up "#_3" links; Material's search then gave every
  such section its page's location, and equal locations make each query that reaches them
  fail in its worker. Headings with an empty or repeated id, and their TOC entries, get a
  Unicode slug.
- focusable_code: nbconvert's code cells scroll sideways but cannot be focused, so a keyboard
  user cannot scroll them (axe-core, serious): each becomes focusable.
- lesson_title: the notebook page's title (nav, <title>) is its lesson's, inline code kept.

finish_notebook makes these edits (and typesets the notebook's math, math.py) in one reading
of the page, once per rendered notebook: what they made of a render is kept in
.cache/site/notebook-pages/, a file per page, beside mkdocs-jupyter's cache of the render
itself (reading a notebook page, 0.7 MB of nbconvert's HTML, took ~30 ms of CPU).
"""

from __future__ import annotations

import functools
import hashlib
import json
import re
from collections.abc import Iterable
from html import escape
from importlib.metadata import version
from pathlib import Path

from markdown.extensions.toc import slugify_unicode
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.structure.files import Files
from mkdocs.structure.toc import AnchorLink

from autograd_site.markdown.math import typeset_notebook_math
from autograd_site.notebooks import NOTEBOOK_DIR
from autograd_site.page.digest import code_digest
from autograd_site.page.reader import plain_text, read_page
from autograd_site.postbuild.html import Edit, StartTag, Tokens, splice
from autograd_site.site.mkdocs_types import jupyter_plugin

REMOTE = re.compile(r"^(?:[a-z][a-z0-9+.-]*:)?//", re.I)  # http://, https://, //host
# import("https://…") in a script, @import url(https://…) in a style
REMOTE_LOAD = re.compile(r"""(?:\bimport\s*\(|@import\s+(?:url\()?)\s*["']?(?:[a-z][a-z0-9+.-]*:)?//[^"')\s]*""", re.I)
HEADINGS = ["h1", "h2", "h3", "h4", "h5", "h6"]
NOTEBOOK_PAGES_CACHE = Path(".cache") / "site" / "notebook-pages"  # finish_notebook's, under mkdocs.yml's folder
LOADERS = ["script", "style", "link", "img", "iframe", "source", "video", "audio", "embed", "object", "input"]


def rewrap_notebooks(files: Files, config: MkDocsConfig, cache_dir: Path, rebuilding: bool = False) -> Files:
    """Notebook files wrapped for mkdocs-jupyter again, with the language's own cache.

    mkdocs-jupyter deletes, after each build, every cached notebook that build did not
    render. Serve's rebuilds after its first (`rebuilding`) render only what a save touched,
    and no notebook (serve writes them once): its cache is not used there, so that it is kept
    whole (else serve's first rebuild emptied it, and the next serve rendered every notebook
    again at its start). A whole build still deletes the unused."""
    from mkdocs_jupyter.plugin import NotebookFile

    jupyter = jupyter_plugin(config)
    jupyter.config["cache_dir"] = str(cache_dir)
    jupyter.config["cache"] = not rebuilding
    for file in list(files):  # in place: i18n's Files subclass resolves links per language
        if jupyter.should_include(file) and not isinstance(file, NotebookFile):
            notebook = NotebookFile(file, config.use_directory_urls, config.site_dir)
            # Keep the paths i18n chose for this language (/ru/... for Russian).
            notebook.dest_path, notebook.abs_dest_path, notebook.url = file.dest_path, file.abs_dest_path, file.url
            files.remove(file)
            files.append(notebook)
    return files


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
            raise PluginError(f"{where}: the rendered notebook loads from another host: <{tag.name}> {url}")
    return edits


def focusable_code(tokens: Tokens) -> list[Edit]:
    return [
        tag.before_end(' tabindex="0"')
        for tag in tokens.tags
        if tag.name == "div" and "highlight-ipynb" in tag.classes and "tabindex" not in tag.attrs
    ]


def toc_links(toc: Iterable[AnchorLink]) -> list[AnchorLink]:
    links: list[AnchorLink] = []
    for link in toc:
        links += [link, *toc_links(link.children)]
    return links


def anchor_headings(tokens: Tokens, toc: Iterable[AnchorLink]) -> list[Edit]:
    """Give each heading with an empty or repeated id a Unicode slug, and each TOC entry the
    id and text of its heading (mkdocs-jupyter computes the TOC apart, with other slugs)."""
    used = {tag.attrs["id"] for tag in tokens.tags if tag.attrs.get("id")}
    seen, headings, edits = set(), [], []  # headings: (text, final id), in page order
    for heading in tokens.tags:
        if heading.name not in HEADINGS or "id" not in heading.attrs:
            continue
        text = heading.text.rstrip("¶").strip()
        if heading.attrs["id"] and heading.attrs["id"] not in seen:
            seen.add(heading.attrs["id"])
            headings.append((text, heading.attrs["id"]))
            continue
        slug = base = slugify_unicode(text, "-") or "section"
        number = 1
        while slug in used:
            slug, number = f"{base}-{number}", number + 1
        used.add(slug)
        seen.add(slug)
        headings.append((text, slug))
        edits.append(heading.with_attrs(id=slug))
        anchor = next(
            (
                tag
                for tag in tokens.tags
                if heading.end <= tag.start < (heading.contents_end or 0) and tag.name == "a" and "anchor-link" in tag.classes
            ),
            None,
        )
        if anchor:
            edits.append(anchor.with_attrs(href=f"#{slug}"))
    links = toc_links(toc)
    if len(links) != len(headings):
        raise PluginError(f"a notebook's table of contents has {len(links)} entries for {len(headings)} headings")
    for link, (text, slug) in zip(links, headings, strict=False):  # both in page order
        # mkdocs-jupyter's TOC titles also lose inline code: take the heading's text
        link.id, link.title = slug, escape(text, quote=False)
    return edits


def lesson_title(src_uri: str, docs_dir: Path) -> str | None:
    """The title a notebook page shows (nav, <title>): its lesson's H1 as plain text, inline
    code kept as its text (mkdocs-jupyter's title drops code: "Gradien tanpa : dan …")."""
    path = Path(src_uri)
    if path.parent.name != NOTEBOOK_DIR:
        return None
    lesson = docs_dir / path.parent.parent / f"{path.stem}.md"
    if not lesson.is_file():
        return None
    return next((plain_text(h.title) for h in read_page(lesson).headings if h.level == 1), None)


def read(page: str) -> Tokens:
    """A rendered notebook's tokens, following the elements the edits above need the end of."""
    return Tokens(page, follow=("script", "style", *HEADINGS))


def finish_notebook(html: str, toc: Iterable[AnchorLink], where: str, dest: str, cache_dir: Path) -> str:
    """A rendered notebook page (file `where`, written to `dest`) with the edits above and its
    math typeset; the TOC fixed to match. The same render of the same page by the same code
    gives the same result: it is taken from `cache_dir` when this render's was kept there."""
    key = hashlib.blake2b(json.dumps([where, dest, code_digest(), version("latex2mathml"), version("markdown")]).encode())
    key.update(html.encode())
    kept = cache_dir / f"{hashlib.blake2b(dest.encode(), digest_size=16).hexdigest()}.json"  # one file a page
    links = toc_links(toc)
    try:
        record = json.loads(kept.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        record = None
    if isinstance(record, dict) and record.get("key") == key.hexdigest() and len(record["toc"]) == len(links):
        for link, (slug, title) in zip(links, record["toc"], strict=True):
            link.id, link.title = slug, title
        return str(record["html"])
    tokens = read(html)
    edits = [
        *strip_cdn_loaders(html, tokens, where),
        *anchor_headings(tokens, toc),
        *focusable_code(tokens),
    ]
    html = splice(html, [*edits, *typeset_notebook_math(html, tokens, where, PluginError)])
    kept.parent.mkdir(parents=True, exist_ok=True)
    record = {"key": key.hexdigest(), "html": html, "toc": [(link.id, link.title) for link in links]}
    kept.write_text(json.dumps(record, ensure_ascii=False), encoding="utf-8")
    return html
