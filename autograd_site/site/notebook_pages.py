"""Notebook pages (mkdocs-jupyter renders them with nbconvert) made to work like the others.

- rewrap_notebooks: mkdocs-static-i18n rebuilds the file list and drops mkdocs-jupyter's
  notebook wrapper, so notebooks would be published as raw JSON (upstream
  mkdocs-static-i18n #198); each is wrapped again, keeping the path i18n chose (/ru/...).
- strip_cdn_loaders, focusable_code (autograd_site/postbuild/notebook_html.py): no CDN
  loader (a load from another host fails the build), code cells a keyboard can reach.
- anchor_headings: nbconvert's slugs drop non-ASCII letters, so a Russian notebook's headings
  got id="" and its table of contents made-up "#_3" links; Material's search then gave every
  such section its page's location, and equal locations make each query that reaches them
  fail in its worker. Headings with an empty or repeated id, and their TOC entries, get a
  Unicode slug.
- lesson_title: the notebook page's title (nav, <title>) is its lesson's, inline code kept.

finish_notebook makes these edits (and typesets the notebook's math, math.py) in one reading
of the page, once per rendered notebook: what they made of a render is kept in
.cache/site/notebook-pages/, a file per page, beside mkdocs-jupyter's cache of the render
itself (reading a notebook page, 0.7 MB of nbconvert's HTML, took ~30 ms of CPU).
"""

from __future__ import annotations

import hashlib
import json
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
from autograd_site.postbuild.html import Edit, Tokens, splice
from autograd_site.postbuild.notebook_html import RemoteLoad, focusable_code, strip_cdn_loaders
from autograd_site.site.mkdocs_types import jupyter_plugin

HEADINGS = ["h1", "h2", "h3", "h4", "h5", "h6"]
NOTEBOOK_PAGES_CACHE = Path(".cache") / "site" / "notebook-pages"  # finish_notebook's, under mkdocs.yml's folder


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
    try:
        stripped = strip_cdn_loaders(html, tokens, where)
    except RemoteLoad as error:  # a clean build error, not a traceback
        raise PluginError(str(error)) from error
    edits = [
        *stripped,
        *anchor_headings(tokens, toc),
        *focusable_code(tokens),
    ]
    html = splice(html, [*edits, *typeset_notebook_math(html, tokens, where, PluginError)])
    kept.parent.mkdir(parents=True, exist_ok=True)
    record = {"key": key.hexdigest(), "html": html, "toc": [(link.id, link.title) for link in links]}
    kept.write_text(json.dumps(record, ensure_ascii=False), encoding="utf-8")
    return html
