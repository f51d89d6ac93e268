"""What a serve rebuild renders again (`nox -s serve` runs `mkdocs serve --dirty`).

A full rebuild renders every page of both languages (about 10 s for today's course, and it
grows with the course); a save must reach the preview in about a second. MkDocs' dirty
rebuild renders only the pages whose file is newer than its built HTML, but what the
preview shows on a page depends on more than the page's own file:

- the examples it includes (docs_src/), which its claims are checked against;
- for a translation, its source page (parity, the freshness banner);
- its language's glossary (spelling, tooltips);
- the config, the theme's overrides and the compatibility data (every page);
- the translation status page: every page.

`Dependencies` records, for each page the preview converted, the files it read and their
modification times; before the next rebuild, a page any of whose files changed is made
older than its source (its HTML's mtime set to 0), so MkDocs renders it again. A page that
reads every page (the status page) records what it made of them instead, and is rendered
again when that differs: at 10x, rendering it on every save cost more than the page saved.

Each rebuild also makes a new Jinja environment, which compiled the theme's templates again
(about 15% of a dirty rebuild): `TemplateCache` keeps their bytecode for the session (Jinja
checks each template's source against it).

Dirty rebuilds also leave the search index with only the pages they rendered, and
Material's own repair assumes one page per rebuild (with two languages it duplicated
every entry): `SearchEntries` keeps every page's entries and puts the rebuilt ones in.
What a dirty rebuild cannot keep right (MkDocs says so): the nav of pages not rendered
again when a title changes; restart serve after renaming pages.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

import jinja2
from mkdocs.structure.files import Files

from autograd_site.page.paths import Stamp, stamp_of


class Dependencies:
    """The files each converted page read, to render again only what a save touched."""

    def __init__(self, shared: Iterable[Path]) -> None:
        self.shared = tuple(shared)  # read by every page: config, overrides, data
        self.shared_stamp = stamp_of(self.shared)
        self.pages: dict[Path, Stamp] = {}
        self.made: dict[Path, tuple[Callable[[], str], str]] = {}  # page -> (how, what) it made

    def record(self, page: Path, files: Iterable[Path], made: Callable[[], str] | None = None) -> None:
        """`page` was just converted, having read `files` (itself included); or, for a page
        that reads every page, having made what `made()` returns from them."""
        self.pages[page] = stamp_of([page, *files])
        if made is not None:
            self.made[page] = (made, made())

    def changed(self, page: Path, seen: dict[str, int] | None = None) -> bool:
        """Whether a file the page read changed since it was converted (a page never
        converted here, e.g. a notebook, is left to MkDocs' own rule: its file's time).
        `seen` keeps the times read, for the pages that share files (glossary, sources)."""
        recorded = self.pages.get(page)
        if recorded is None:
            return False
        seen = {} if seen is None else seen
        for name, time in recorded:
            if name not in seen:
                seen[name] = stamp_of([name])[0][1]
            if seen[name] != time:
                return True
        made, what = self.made.get(page, (str, ""))
        return made() != what

    def mark_stale(self, files: Files) -> list[str]:
        """Make each page whose files changed older than its source, so that MkDocs renders
        it again; returns their source URIs (a changed config or theme: every page)."""
        everything = stamp_of(self.shared) != self.shared_stamp
        stale: list[str] = []
        seen: dict[str, int] = {}
        for file in files.documentation_pages():
            if file.abs_src_path is None or not os.path.isfile(file.abs_dest_path):
                continue  # new (MkDocs renders it) or generated
            if everything or self.changed(Path(file.abs_src_path), seen):
                os.utime(file.abs_dest_path, ns=(0, 0))
                stale.append(file.src_uri)
        return stale

    def build_done(self) -> None:
        self.shared_stamp = stamp_of(self.shared)


def page_of(location: str) -> str:
    return location.split("#", 1)[0]


class SearchEntries:
    """Every page's search entries across dirty rebuilds, in the first build's order."""

    def __init__(self) -> None:
        self.by_page: dict[str, list[dict[str, Any]]] = {}

    def merge(self, docs: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """The whole index's entries, given the entries of the pages this build rendered."""
        rebuilt: dict[str, list[dict[str, Any]]] = {}
        for doc in docs:
            rebuilt.setdefault(page_of(doc["location"]), []).append(doc)
        self.by_page.update(rebuilt)
        return [doc for entries in self.by_page.values() for doc in entries]


class TemplateCache(jinja2.BytecodeCache):
    """The theme's compiled templates, in memory for the serve session."""

    def __init__(self) -> None:
        self.compiled: dict[str, bytes] = {}

    def load_bytecode(self, bucket: jinja2.bccache.Bucket) -> None:
        code = self.compiled.get(bucket.key)
        if code is not None:
            bucket.bytecode_from_string(code)

    def dump_bytecode(self, bucket: jinja2.bccache.Bucket) -> None:
        self.compiled[bucket.key] = bucket.bytecode_to_string()
