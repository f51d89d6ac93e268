"""What a serve rebuild renders again (`nox -s serve` runs `mkdocs serve --dirty`): a full
rebuild takes about 10 s, a save must reach the preview in about a second.

MkDocs' dirty build renders a page whose file is newer than its HTML; a page also shows what
`files_read` lists and the shared files. `Dependencies` records what each page read, and a page
any of whose files changed goes back to MkDocs as a `RenderAgain` file (its public
`is_modified()` says yes). Search keeps serve's first index (`SearchEntries`): Material's dirty
repair doubled its list on every rebuild. Pages not rendered again keep a changed title's old
name in their nav (MkDocs warns of it): restart serve after renaming pages.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from mkdocs.structure.files import File, Files
from mkdocs.structure.pages import Page as MkDocsPage

from autograd_site import diagrams, glossary
from autograd_site.page.model import Page
from autograd_site.page.paths import Stamp, stamp_of
from autograd_site.translate.pairs import pair_of_translation


def files_read(page: Page, docs_dir: Path) -> set[Path]:
    """What converting the page reads besides the page: the examples it includes (its claims
    are checked against them), the scripts its diagrams draw, its source page (a translation:
    parity, the freshness banner), its language's glossary (spelling, tooltips)."""
    files = {file for fence in page.fences if fence.expansion for file in fence.expansion.files}
    files |= {diagrams.script_path(fence.body) for fence in page.fences if fence.lang == diagrams.FENCE}
    pair = pair_of_translation(page.path, docs_dir)
    if pair is not None:
        files.add(pair.source)
    files.add(glossary.glossary_path(page.language, docs_dir))
    return files


class Dependencies:
    """The files each converted page read, to render again only what a save touched.

    A record is kept under the page's output (its HTML), not its source: a page a
    translation lacks is built in that language from the source language's file, with that
    language's glossary, so one source can have two outputs that read different files."""

    def __init__(self, shared: Iterable[Path]) -> None:
        self.shared = tuple(shared)  # read by every page: config, overrides, data
        self.shared_stamp = stamp_of(self.shared)  # modification times: read in one serve session
        self.pages: dict[Path, Stamp] = {}  # output -> the files it read
        self.made: dict[Path, tuple[Callable[[], str], str]] = {}  # output -> (how, what) its page made
        self.titles: dict[str, str] = {}  # output -> the title the page's render gave it

    def record(self, output: Path, source: Path, files: Iterable[Path], made: Callable[[], str] | None = None) -> None:
        """The page of file `source` was just converted to `output`, having read `files`; or,
        for a page that reads every page, having made what `made()` returns from them."""
        self.pages[output] = stamp_of([source, *files])
        if made is not None:
            self.made[output] = (made, made())

    def changed(self, output: Path, seen: dict[str, int] | None = None) -> bool:
        """Whether a file the page read changed since it was converted (a page never
        converted here, e.g. a notebook, is left to MkDocs' own rule: its file's time).
        `seen` keeps the times read, for the pages that share files (glossary, sources)."""
        recorded = self.pages.get(output)
        if recorded is None:
            return False
        seen = {} if seen is None else seen
        for name, time in recorded:
            if name not in seen:
                seen[name] = stamp_of([name])[0][1]
            if seen[name] != time:
                return True
        made, what = self.made.get(output, (str, ""))
        return made() != what

    def stale(self, files: Files) -> list[File]:
        """The pages whose files changed since they were converted (a changed config or
        theme: every page converted here)."""
        everything = stamp_of(self.shared) != self.shared_stamp
        seen: dict[str, int] = {}
        return [
            file
            for file in files.documentation_pages()
            if file.abs_src_path is not None
            and os.path.isfile(file.abs_dest_path)  # else new or generated: MkDocs renders it
            and (everything or self.changed(Path(file.abs_dest_path), seen))
        ]

    def restore_titles(self, pages: Iterable[MkDocsPage]) -> None:
        """Give each page MkDocs will not render again the title its last render gave it:
        a dirty build reads no page it skips, and the nav would name each such page None."""
        for page in pages:
            title = self.titles.get(page.file.abs_dest_path)
            if title is not None and not page.file.is_modified():
                page.title = title

    def build_done(self) -> None:
        self.shared_stamp = stamp_of(self.shared)


class SearchEntries:
    """Every page's search entries across dirty rebuilds, in the first build's order."""

    def __init__(self) -> None:
        self.by_page: dict[str, list[dict[str, Any]]] = {}

    def merge(self, docs: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """The whole index's entries, given the entries of the pages this build rendered."""
        rebuilt: dict[str, list[dict[str, Any]]] = {}
        for doc in docs:
            rebuilt.setdefault(doc["location"].split("#", 1)[0], []).append(doc)
        for url, entries in rebuilt.items():  # once each: Material's repair repeats the first language's
            rebuilt[url] = list({doc["location"]: doc for doc in entries}.values())
        self.by_page.update(rebuilt)
        return [doc for entries in self.by_page.values() for doc in entries]


class RenderAgain(File):
    """A page MkDocs' dirty build must render again though its file is older than its HTML:
    a file it reads changed. The same file, for MkDocs, but for `is_modified()`."""

    def is_modified(self) -> bool:
        return True


def render_again(files: Files, stale: Iterable[File]) -> None:
    """Put each of `stale` in `files` as a RenderAgain (in place: mkdocs-static-i18n's Files
    subclass resolves links per language), with the destination and URL it had."""
    for file in stale:
        again = RenderAgain(
            file.src_uri, file.src_dir, file.dest_dir, file.use_directory_urls, dest_uri=file.dest_uri, inclusion=file.inclusion
        )
        again.abs_src_path, again.abs_dest_path, again.url = file.abs_src_path, file.abs_dest_path, file.url
        files.remove(file)
        files.append(again)
